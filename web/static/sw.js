// The offline copy of the app. `cargo xtask build` writes the build's file list and a
// version (a hash of every file's name and contents) into ASSETS and VERSION below; every
// file is cached on install, so one visit is enough to work offline. Files are served
// from the cache; any change to any file makes a new sw.js, so browsers install the new
// version and drop the old cache. Every file but the pages and this worker has a hash
// of its content in its name (xtask/src/hashed.rs), so no cache of another version
// answers for a file of this one. Pages try the network first.
const ASSETS = [/* filled in by cargo xtask build */];
const VERSION = 'dev';
const CACHE = `knights-tour-${VERSION}`;

// Where the files cannot be kept (no Cache Storage, storage refused or full, a file that
// failed), the pages hear it (first-board.js says offline use is unavailable) and this
// worker is dropped: the next visit tries again.
self.addEventListener('install', (event) => {
  event.waitUntil(
    Promise.resolve()
      .then(() => caches.open(CACHE))
      .then((cache) => cache.addAll(ASSETS))
      .then(
        () => self.skipWaiting(),
        (error) => self.clients.matchAll({ includeUncontrolled: true })
          .then((pages) => pages.forEach((page) => page.postMessage('offline-unavailable')))
          .then(() => Promise.reject(error)),
      ),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

// Whether a URL is the app's own page (not the example page or a mistyped address).
const isApp = (url) => {
  const scope = new URL('./', self.location).pathname;
  return url.pathname === scope || url.pathname === `${scope}index.html`;
};

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request)
        .then((response) => {
          if (response.ok && isApp(url)) {
            const copy = response.clone();
            event.waitUntil(caches.open(CACHE).then((cache) => cache.put('./', copy)));
          }
          return response;
        })
        .catch(() => caches.match(isApp(url) ? './' : request, { ignoreSearch: true })),
    );
    return;
  }
  event.respondWith(caches.match(request, { ignoreSearch: true }).then((hit) => hit || fetch(request)));
});
