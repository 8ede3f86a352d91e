// What the vitals benchmark records inside the page, from the first byte of the document: when every
// marker text of the page's main content is in the DOM (checked once per animation frame after a DOM
// change), the Largest Contentful Paint, Cumulative Layout Shift (largest session window, as web-vitals
// counts it) and the long tasks; and a `fairway:first-commit` mark when React first puts the app into #root
// (for the traces). Installed with `addInitScript`, so it runs before any of the page's scripts.

/**
 * @typedef {object} PageVitals
 * @property {number | null} contentAt ms from navigation start
 * @property {number} lcp
 * @property {number} cls
 * @property {{ start: number, duration: number }[]} longTasks
 */

/** @param {string[]} markers */
export function installVitalsProbe(markers) {
  const contentShownMessage = 'fairway:content-shown';
  /** @type {PageVitals} */
  const vitals = { contentAt: null, lcp: 0, cls: 0, longTasks: [] };
  Object.defineProperty(window, '__vitals', { value: vitals });
  /** @param {string} type @param {(entry: PerformanceEntry & { value?: number, hadRecentInput?: boolean }) => void} onEntry */
  const observe = (type, onEntry) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true });
    } catch {
      // An entry type this browser does not report stays at its initial value.
    }
  };
  observe('largest-contentful-paint', (entry) => {
    vitals.lcp = entry.startTime;
  });
  let windowValue = 0;
  let windowStart = 0;
  let lastShift = 0;
  observe('layout-shift', (entry) => {
    if (entry.hadRecentInput || entry.value === undefined) return;
    const sameWindow = entry.startTime - lastShift < 1000 && entry.startTime - windowStart < 5000;
    if (!sameWindow) {
      windowValue = 0;
      windowStart = entry.startTime;
    }
    windowValue += entry.value;
    lastShift = entry.startTime;
    vitals.cls = Math.max(vitals.cls, windowValue);
  });
  observe('longtask', (entry) => vitals.longTasks.push({ start: entry.startTime, duration: entry.duration }));

  let committed = false;
  let scheduled = false;
  const check = () => {
    scheduled = false;
    if (vitals.contentAt !== null || !document.body) return;
    // textContent first: cheap, and innerText (which lays the page out) only once every marker is there.
    if (!markers.every((marker) => document.body.textContent?.includes(marker))) return;
    // innerText applies text-transform: compare without case.
    const text = document.body.innerText.toLowerCase();
    if (markers.every((marker) => text.includes(marker.toLowerCase()))) {
      vitals.contentAt = performance.now();
      observer.disconnect();
      // Told through the console, which DevTools reads without running anything in the page (see waitForContent).
      console.debug(contentShownMessage);
    }
  };
  const observer = new MutationObserver(() => {
    // Delivered in the task that changed the DOM: the mark falls inside React's first commit.
    if (!committed && document.getElementById('root')?.firstChild) {
      committed = true;
      performance.mark('fairway:first-commit');
    }
    if (scheduled) return;
    scheduled = true;
    requestAnimationFrame(check);
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
}

/**
 * Settles when the probe has seen the page's content. Polling for it from Playwright (waitForFunction) would
 * inject Playwright's own script into the page while it loads: about 130 ms of the slowed main thread that a
 * golfer's phone never spends. The probe logs to the console instead, which arrives over DevTools.
 * @param {import('playwright-core').Page} page
 * @param {number} timeoutMs
 * @returns {Promise<void>} rejects after the timeout
 */
export function waitForContent(page, timeoutMs) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      page.off('console', onMessage);
      reject(new Error(`content not shown within ${timeoutMs} ms`));
    }, timeoutMs);
    /** @param {import('playwright-core').ConsoleMessage} message */
    function onMessage(message) {
      if (message.text() !== 'fairway:content-shown') return;
      clearTimeout(timer);
      page.off('console', onMessage);
      resolve();
    }
    page.on('console', onMessage);
  });
}
