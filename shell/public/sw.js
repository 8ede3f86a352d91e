// Fairway Fund service worker: a repeat visit opens from the cache, even on a weak signal or none.
// - Content-hashed files (main.3f9a1c2b.js, remoteEntry.5f7cd736.js) never change: cache first.
// - Pages, /remotes.json, Module Federation manifests, the web app manifest and other unhashed files:
//   network first (a deploy shows up at once), falling back to the cache when the network fails or is
//   slower than a few seconds.
// - Never cached: the API, sign-in traffic, anything but GET, other origins.
const version = 'v1';
const staticCache = `fairway-static-${version}`;
const pageCache = `fairway-pages-${version}`;
const maxStaticEntries = 400;
const networkTimeoutMs = 3500;

const neverCachedPrefixes = ['/api/', '/identitytoolkit.googleapis.com/', '/securetoken.googleapis.com/', '/emulator/', '/www.googleapis.com/', '/__/'];
const contentHashed = /(^|[./_-])[0-9a-f]{8,}(\.[a-z0-9]+)+$/i;

function cacheable(url, method = 'GET') {
  if (method !== 'GET' || url.origin !== self.location.origin) return false;
  if (url.pathname === '/sw.js') return false;
  return !neverCachedPrefixes.some((prefix) => url.pathname === prefix.slice(0, -1) || url.pathname.startsWith(prefix));
}

/** Every route of an app answers with that app's index.html; one cached copy serves them all offline. */
function pageKey(url) {
  const remote = url.pathname.match(/^\/mfe\/[^/]+\//);
  return new URL(remote ? `${remote[0]}index.html` : '/index.html', url.origin).toString();
}

async function trim(cache) {
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - maxStaticEntries)).map((key) => cache.delete(key)));
}

async function cacheFirst(request) {
  const cache = await caches.open(staticCache);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    await cache.put(request, response.clone());
    void trim(cache);
  }
  return response;
}

function timeout(ms) {
  return new Promise((resolve) => setTimeout(() => resolve(undefined), ms));
}

async function networkFirst(request, key) {
  const cache = await caches.open(pageCache);
  const fromNetwork = fetch(request).then(async (response) => {
    if (response.ok) await cache.put(key, response.clone());
    return response;
  });
  const first = await Promise.race([fromNetwork.catch(() => undefined), timeout(networkTimeoutMs)]);
  if (first) return first;
  const cached = await cache.match(key);
  return cached ?? fromNetwork;
}

function handle(request) {
  const url = new URL(request.url);
  if (request.mode === 'navigate') return networkFirst(request, pageKey(url));
  if (contentHashed.test(url.pathname)) return cacheFirst(request);
  return networkFirst(request, url.toString());
}

self.addEventListener('install', () => self.skipWaiting());

self.addEventListener('activate', (event) => {
  const current = new Set([staticCache, pageCache]);
  event.waitUntil(
    caches.keys().then((names) => Promise.all(names.filter((name) => name.startsWith('fairway-') && !current.has(name)).map((name) => caches.delete(name)))),
  );
});

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (!cacheable(url, event.request.method) || event.request.headers.get('Accept') === 'text/event-stream') return;
  event.respondWith(handle(event.request));
});

/** The page's first visit loaded its files before this worker ran: it sends their URLs to be cached. */
async function cachePage(href) {
  const url = new URL(href);
  if (!cacheable(url)) return;
  const response = await fetch(url, { headers: { Accept: 'text/html' } });
  if (response.ok) await (await caches.open(pageCache)).put(pageKey(url), response);
}

async function cacheFile(href) {
  const url = new URL(href);
  if (!cacheable(url)) return;
  if (contentHashed.test(url.pathname)) return void (await cacheFirst(new Request(url)));
  const response = await fetch(url);
  if (response.ok) await (await caches.open(pageCache)).put(url.toString(), response);
}

async function cacheLoaded({ page, urls }) {
  const jobs = [...(typeof page === 'string' ? [cachePage(page)] : []), ...urls.map((href) => cacheFile(href))];
  // A file that fails (offline again already) is simply cached on a later visit.
  await Promise.allSettled(jobs);
}

self.addEventListener('message', (event) => {
  if (event.data?.type === 'cache-urls' && Array.isArray(event.data.urls)) event.waitUntil(cacheLoaded(event.data));
});
