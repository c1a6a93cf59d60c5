/**
 * Registers the service worker (/sw.js, docs/decisions/029) once the page has loaded, and offers a new version
 * when one is waiting. Imported lazily by app/start.tsx after the load event, so it never delays the first paint.
 * The page never reloads by itself: only the visitor's "Reload" does, so nothing typed in a form is lost.
 */
import { t } from '@lingui/core/macro';
import { toast } from '#web/lib/toast';

const UPDATE_TOAST_ID = 'app-update';

function offerUpdate(waiting: ServiceWorker): void {
  // Said through the catalogue at the moment of offering: the toast renders outside the page's components.
  const ready = t`A new version of HouseHunt is ready`;
  const reload = t`Reload`;
  toast(
    () => (
      <span className="flex items-center gap-3">
        {ready}
        <button
          type="button"
          className="rounded-full bg-brand-700 px-3 py-1 text-sm font-semibold text-white hover:bg-brand-800"
          onClick={() => {
            navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
              once: true,
            });
            waiting.postMessage({ type: 'SKIP_WAITING' });
            toast.dismiss(UPDATE_TOAST_ID);
          }}
        >
          {reload}
        </button>
      </span>
    ),
    { id: UPDATE_TOAST_ID, duration: Infinity },
  );
}

export async function registerAppServiceWorker(): Promise<void> {
  // Undefined where the browser blocks service workers (some policies, the browser tests), and a refusal where it
  // forbids them (private windows): the site then simply works online only.
  const registration: ServiceWorkerRegistration | undefined = await navigator.serviceWorker
    .register('/sw.js', { scope: '/' })
    .catch(() => undefined);
  if (!registration) return;
  // A first install has no controller yet: nothing to update then.
  const watch = (worker: ServiceWorker | null) => {
    if (!worker) return;
    worker.addEventListener('statechange', () => {
      if (worker.state === 'installed' && navigator.serviceWorker.controller) offerUpdate(worker);
    });
  };
  if (registration.waiting && navigator.serviceWorker.controller) offerUpdate(registration.waiting);
  watch(registration.installing);
  registration.addEventListener('updatefound', () => watch(registration.installing));
}
