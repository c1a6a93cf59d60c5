import { useSyncExternalStore } from 'react';
import { loadedToastLibrary, onToastLibraryLoaded } from '#web/lib/toast';

/* eslint-disable lingui/no-unlocalized-strings -- colours and sizes: the toasts' texts come from their callers */
/** Toasts per spec §2 and §9: top-center, brown with white text, error 4 s, success 2 s, loading until dismissed. */
const TOAST_BROWN = '#7c4a2d';

/**
 * Mounted with the app, it draws nothing until the first toast has loaded the library (lib/toast.ts); a library
 * that fails to load leaves it empty, never the app broken.
 */
export function AppToaster() {
  const library = useSyncExternalStore(onToastLibraryLoaded, loadedToastLibrary, () => null);
  if (!library) return null;
  // react-hot-toast 2.x keeps at most 20 toasts at once (its built-in toastLimit), which is the spec's limit.
  const { Toaster } = library;
  return (
    <Toaster
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
  );
}
/* eslint-enable lingui/no-unlocalized-strings */
