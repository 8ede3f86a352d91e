// Registers /sw.js (shell/public/sw.js) in production builds. The worker only takes over from the next
// visit, so the files this first visit already loaded are sent to it to be cached: the second visit then
// opens from the cache, even offline. They go to the worker while it is still installing (it waits for
// them), so that the browser keeps their compiled code too.
export const serviceWorkerUrl = '/sw.js';

function sameOriginUrls(entries: PerformanceEntryList): string[] {
  return entries.map((entry) => entry.name).filter((url) => url.startsWith(`${window.location.origin}/`));
}

function sendLoadedFilesTo(worker: ServiceWorker): void {
  worker.postMessage({ type: 'cache-urls', page: window.location.href, urls: sameOriginUrls(performance.getEntriesByType('resource')) });
  // Remote chunks keep arriving as the user moves around this first visit.
  new PerformanceObserver((list) => {
    const urls = sameOriginUrls(list.getEntries());
    if (urls.length > 0) worker.postMessage({ type: 'cache-urls', urls });
  }).observe({ type: 'resource' });
}

async function register(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker.register(serviceWorkerUrl);
    if (navigator.serviceWorker.controller) return;
    const worker = registration.installing ?? registration.waiting ?? (await navigator.serviceWorker.ready).active;
    if (worker) sendLoadedFilesTo(worker);
  } catch (error) {
    console.warn('[pwa] the service worker could not be registered', error);
  }
}

export function registerServiceWorker(enabled: boolean): void {
  if (!enabled || !('serviceWorker' in navigator)) return;
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}
