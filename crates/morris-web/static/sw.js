// Plays offline once loaded, and loads from the cache first on every later
// visit: every file of the site is cached on install. The build writes the
// version below and the content-hashed names of the wasm and its glue, so
// that a new site is a new service worker with a new cache; a hashed file
// never changes, and the others are refreshed in the background (a 304 when
// they have not changed), for the next visit.
const CACHE = "morris-@VERSION@";
const FILES = ["./", "index.html", "morris_web.js", "morris_web_bg.wasm", "worker.js",
  "manifest.webmanifest", "icon.svg"];
const HASHED = /-[0-9a-f]{16}\.[a-z]+$/;

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(FILES)));
  self.skipWaiting();
});

self.addEventListener("activate", (event) => {
  event.waitUntil(caches.keys().then((keys) =>
    Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k)))));
  self.clients.claim();
});

// A whole file replaces the cached one; an error page does not.
async function refresh(request) {
  const response = await fetch(request);
  if (response.ok) {
    const cache = await caches.open(CACHE);
    await cache.put(request, response.clone());
  }
  return response;
}

self.addEventListener("fetch", (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== "GET" || url.origin !== self.location.origin) return;
  event.respondWith(caches.match(event.request, { ignoreSearch: true }).then((cached) => {
    if (!cached) return refresh(event.request);
    if (!HASHED.test(url.pathname)) event.waitUntil(refresh(event.request).catch(() => {}));
    return cached;
  }));
});
