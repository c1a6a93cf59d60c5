/* HouseHunt's service worker (docs/decisions/029-installable-and-offline.md). Plain JavaScript: the build
 * (scripts/build/app-shell-plugin.ts) puts the version and the precache list in place of the two markers. */
/* eslint-disable */
const VERSION = '__HH_VERSION__';
const PRECACHE = __HH_PRECACHE__;
const SHELL_CACHE = `hh-shell-${VERSION}`;
const ASSET_CACHE = 'hh-assets';
// The signed-in visitor's own answers and the photos of their listings; sign-out deletes both.
const PERSONAL_CACHE = 'hh-personal';
const IMAGE_CACHE = 'hh-personal-images';
const IMAGE_LIMIT = 60;
const NETWORK_TIMEOUT_MS = 3000;

// What a visitor reads on visit day: who they are, their shortlist, visits, the listings they viewed and opened.
const PERSONAL_API = [
  /^\/api\/me$/,
  /^\/api\/me\/(shortlist|recently-viewed|visits)$/,
  /^\/api\/properties\/cards$/,
  /^\/api\/properties\/[^/]+$/,
  /^\/api\/properties\/[^/]+\/verification$/,
  /^\/api\/site$/,
];
// Addresses the browser must always reach: the API's other answers, media, sign-in and the admin portal.
const NOT_THE_APP = /^\/(api|media|oidc|dev-sign-in|admin|metrics)(\/|$)/;

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(SHELL_CACHE).then((cache) => cache.addAll(PRECACHE)));
  // No skipWaiting here: the page offers the update and the visitor chooses when (never mid-form).
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys
            .filter((key) => key.startsWith('hh-shell-') && key !== SHELL_CACHE)
            .map((key) => caches.delete(key)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') self.skipWaiting();
  if (event.data?.type === 'SIGNED_OUT') {
    event.waitUntil(Promise.all([caches.delete(PERSONAL_CACHE), caches.delete(IMAGE_CACHE)]));
  }
});

function networkFirst(request, cacheName, timeoutMs) {
  return caches.open(cacheName).then((cache) => {
    const network = fetch(request).then((response) => {
      if (response.ok) cache.put(request, response.clone());
      return response;
    });
    const timeout = new Promise((resolve) => setTimeout(resolve, timeoutMs));
    return Promise.race([network.catch(() => undefined), timeout]).then(
      (first) => first || cache.match(request).then((cached) => cached || network),
    );
  });
}

function cacheFirst(request, cacheName, limit) {
  return caches.open(cacheName).then((cache) =>
    cache.match(request).then(
      (cached) =>
        cached ||
        fetch(request).then((response) => {
          if (response.ok) {
            cache.put(request, response.clone());
            cache
              .keys()
              .then((keys) =>
                keys.slice(0, Math.max(0, keys.length - limit)).forEach((key) => cache.delete(key)),
              );
          }
          return response;
        }),
    ),
  );
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  // Same-origin reads only: writes and other sites pass straight through.
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;

  if (request.mode === 'navigate') {
    if (NOT_THE_APP.test(url.pathname)) return;
    // The server's page (its own head) when online; the precached shell when not.
    event.respondWith(
      fetch(request).catch(() =>
        caches.match('/index.html', { cacheName: SHELL_CACHE }).then((shell) => shell || Response.error()),
      ),
    );
    return;
  }
  if (PERSONAL_API.some((pattern) => pattern.test(url.pathname))) {
    event.respondWith(networkFirst(request, PERSONAL_CACHE, NETWORK_TIMEOUT_MS));
    return;
  }
  if (url.pathname.startsWith('/media/')) {
    event.respondWith(cacheFirst(request, IMAGE_CACHE, IMAGE_LIMIT));
    return;
  }
  if (url.pathname.startsWith('/assets/')) {
    // Hashed names never change: the precache answers the shell's, other chunks are kept as they are fetched.
    event.respondWith(
      caches.match(request).then((cached) => cached || cacheFirst(request, ASSET_CACHE, 200)),
    );
  }
});
