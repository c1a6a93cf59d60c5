import { lazy, Suspense, useSyncExternalStore } from 'react';
import { loadToastLibrary, onFirstToast, toastsAsked } from '#web/lib/toast';

/* eslint-disable lingui/no-unlocalized-strings -- colours and sizes: the toasts' texts come from their callers */
/** Toasts per spec §2 and §9: top-center, brown with white text, error 4 s, success 2 s, loading until dismissed. */
const TOAST_BROWN = '#7c4a2d';

// react-hot-toast 2.x keeps at most 20 toasts at once (its built-in toastLimit), which is the spec's limit.
const Toaster = lazy(() =>
  loadToastLibrary().then(({ Toaster: LibraryToaster }) => ({
    default: () => (
      <LibraryToaster
        position="top-center"
        containerStyle={{ top: 16 }}
        toastOptions={{
          className: 'app-toast',
          style: { background: TOAST_BROWN, color: '#ffffff', maxWidth: 'min(28rem, calc(100vw - 2rem))' },
          error: { duration: 4000, iconTheme: { primary: '#fecaca', secondary: TOAST_BROWN } },
          success: { duration: 2000, iconTheme: { primary: '#bbf7d0', secondary: TOAST_BROWN } },
          loading: { duration: Infinity },
        }}
      />
    ),
  })),
);
/* eslint-enable lingui/no-unlocalized-strings */

/** Mounted with the app, but loads (with the library, lib/toast.ts) only once the first toast is asked for. */
export function AppToaster() {
  const asked = useSyncExternalStore(onFirstToast, toastsAsked, () => false);
  return asked ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
