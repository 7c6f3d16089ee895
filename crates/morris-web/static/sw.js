// Plays offline once loaded: every file of the site is cached on install and
// served from the cache, refreshed from the network when it is reachable.
// The build writes the version below, so that a new site replaces the old cache.
const CACHE = "morris-@VERSION@";
const FILES = ["./", "index.html", "morris_web.js", "morris_web_bg.wasm", "worker.js",
  "manifest.webmanifest", "icon.svg"];

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(FILES)));
  self.skipWaiting();
});

self.addEventListener("activate", (event) => {
  event.waitUntil(caches.keys().then((keys) =>
    Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k)))));
  self.clients.claim();
});

self.addEventListener("fetch", (event) => {
  if (event.request.method !== "GET") return;
  event.respondWith(
    fetch(event.request)
      .then((response) => {
        // Only a whole file replaces the cached one; an error page does not.
        if (response.ok) {
          const copy = response.clone();
          caches.open(CACHE).then((cache) => cache.put(event.request, copy));
        }
        return response;
      })
      .catch(() => caches.match(event.request, { ignoreSearch: true }))
  );
});
