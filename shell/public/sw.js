// Fairway Fund service worker: a repeat visit paints from the phone, even on a weak signal or none.
// - Content-hashed files (main.3f9a1c2b.js, remoteEntry.5f7cd736.js) never change: cache first.
// - Pages, /remotes.json, Module Federation manifests (mf-manifest.json) and other unhashed files:
//   stale-while-revalidate. The cached copy answers at once and the network is asked in the background;
//   its answer replaces the cached one, so a deploy (of the shell or of any remote) shows on the next load
//   after the one that fetched it. When a remote's manifest changed, its new entry and page chunks are
//   fetched into the cache too, so that next load also paints from the phone.
// - Nothing cached yet: network first, the cache only when the network fails.
// - Network first (the cache when the network fails or takes over 3.5 s): a standalone remote's page (the
//   clubhouse TV, which reloads itself after a deploy) and a request that asks for a fresh answer itself
//   (cache: 'no-store', as the TV's deploy check does).
// - Never cached: the API, sign-in traffic, anything but GET, other origins.
const version = 'v1';
const staticCache = `fairway-static-${version}`;
const pageCache = `fairway-pages-${version}`;
const maxStaticEntries = 400;
const networkTimeoutMs = 3500;

const neverCachedPrefixes = ['/api/', '/identitytoolkit.googleapis.com/', '/securetoken.googleapis.com/', '/emulator/', '/www.googleapis.com/', '/__/'];
const contentHashed = /(^|[./_-])[0-9a-f]{8,}(\.[a-z0-9]+)+$/i;
const remoteManifest = /\/mf-manifest\.json$/;

function cacheable(url, method = 'GET') {
  if (method !== 'GET' || url.origin !== self.location.origin) return false;
  if (url.pathname === '/sw.js') return false;
  return !neverCachedPrefixes.some((prefix) => url.pathname === prefix.slice(0, -1) || url.pathname.startsWith(prefix));
}

/** Every route of an app answers with that app's index.html; one cached copy serves them all. */
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

/** A remote's entry and every page's files, as its manifest lists them. */
function remoteFiles(manifest, manifestUrl) {
  const publicPath = manifest.metaData?.publicPath;
  const base = !publicPath || publicPath === 'auto' ? new URL('.', manifestUrl) : new URL(publicPath, manifestUrl);
  const entry = manifest.metaData?.remoteEntry;
  const files = entry ? [`${entry.path ? entry.path.replace(/\/?$/, '/') : ''}${entry.name}`] : [];
  for (const expose of manifest.exposes ?? []) {
    const { js, css } = expose.assets ?? {};
    files.push(...(js?.sync ?? []), ...(js?.async ?? []), ...(css?.sync ?? []), ...(css?.async ?? []));
  }
  return files.map((file) => new URL(file, base));
}

/** A remote was deployed: its new files go into the cache now, for the next load to paint from it. */
async function cacheDeployedRemote(response, manifestUrl) {
  const files = remoteFiles(await response.json(), manifestUrl).filter((url) => cacheable(url) && contentHashed.test(url.pathname));
  await Promise.allSettled(files.map((url) => cacheFirst(new Request(url))));
}

async function changed(previous, next) {
  if (!previous) return true;
  return (await previous.clone().text()) !== (await next.clone().text());
}

/** Fetches the current version and keeps it (a failed fetch keeps the cached copy). */
async function revalidate(request, key, cache) {
  const response = await fetch(request, { cache: 'no-cache' });
  if (!response.ok) return response;
  // Read from the cache again: the copy a page was answered with may be being read by that page.
  const isNew = remoteManifest.test(new URL(key).pathname) && (await changed(await cache.match(key), response));
  await cache.put(key, response.clone());
  if (isNew) await cacheDeployedRemote(response.clone(), key);
  return response;
}

async function staleWhileRevalidate(event, key) {
  const cache = await caches.open(pageCache);
  const cached = await cache.match(key);
  const fresh = revalidate(event.request, key, cache);
  if (!cached) return fresh.catch(async () => (await cache.match(key)) ?? Response.error());
  event.waitUntil(fresh.catch(() => undefined));
  return cached;
}

function timeout(ms) {
  return new Promise((resolve) => setTimeout(() => resolve(undefined), ms));
}

/** The network's answer, or the cached copy when the network fails or is slower than a few seconds. */
async function networkFirst(request, key) {
  const cache = await caches.open(pageCache);
  const fromNetwork = fetch(request).then(async (response) => {
    if (response.ok) await cache.put(key, response.clone());
    return response;
  });
  const first = await Promise.race([fromNetwork.catch(() => undefined), timeout(networkTimeoutMs)]);
  if (first) return first;
  return (await cache.match(key)) ?? fromNetwork;
}

/** A page asked for the current version itself (the clubhouse TV checking for a deploy). */
function wantsFresh(request) {
  return ['no-store', 'reload'].includes(request.cache);
}

function handle(event) {
  const { request } = event;
  const url = new URL(request.url);
  // A standalone remote's page (the clubhouse TV) runs all day and reloads itself after a deploy: that
  // reload must bring the new version, so its page comes from the network while there is one.
  if (request.mode === 'navigate' && url.pathname.startsWith('/mfe/')) return networkFirst(request, pageKey(url));
  if (request.mode === 'navigate') return staleWhileRevalidate(event, pageKey(url));
  if (contentHashed.test(url.pathname)) return cacheFirst(request);
  if (wantsFresh(request)) return networkFirst(request, url.toString());
  return staleWhileRevalidate(event, url.toString());
}

// Chromium compiles a script fully and keeps its code cache only when the script is put into Cache Storage
// while the worker is installing; put later, a script is compiled again on the next visit. So the first
// install waits (10 s at most) for the page that registered it to send the files it loaded, and
// caches them before it ends: the second visit runs them without compiling. An update installs at once.
const firstFilesWaitMs = 10_000;
let firstFilesArrived = () => {};
const firstFiles = new Promise((resolve) => {
  firstFilesArrived = resolve;
});

self.addEventListener('install', (event) => {
  void self.skipWaiting();
  if (!self.registration.active) event.waitUntil(Promise.race([firstFiles, timeout(firstFilesWaitMs)]));
});

self.addEventListener('activate', (event) => {
  const current = new Set([staticCache, pageCache]);
  event.waitUntil(
    caches.keys().then((names) => Promise.all(names.filter((name) => name.startsWith('fairway-') && !current.has(name)).map((name) => caches.delete(name)))),
  );
});

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (!cacheable(url, event.request.method) || event.request.headers.get('Accept') === 'text/event-stream') return;
  event.respondWith(handle(event));
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
  if (event.data?.type !== 'cache-urls' || !Array.isArray(event.data.urls)) return;
  const cached = cacheLoaded(event.data);
  firstFilesArrived(cached);
  event.waitUntil(cached);
});
