/** The caches the service worker keeps of a signed-in visitor's own answers (src/web/service-worker). */
export const PERSONAL_CACHES = ['hh-personal', 'hh-personal-images'] as const;

/** Deletes the offline copies of the visitor's shortlist, visits and listings: on sign-out, nothing stays. */
export function forgetOfflineCopies(): void {
  if (typeof caches === 'undefined') return;
  for (const name of PERSONAL_CACHES) void caches.delete(name).catch(() => undefined);
}
