// A mid-range phone on one bar of signal, through Chrome DevTools Protocol: Lighthouse's Slow 4G (150 ms
// round trip, 1.6 Mbps down, 750 Kbps up) and a 4x CPU slowdown on the page, and the same network on every
// service worker, whose own fetches a page's emulation does not cover. Service workers are reached through a
// second DevTools connection to the browser (`--remote-debugging-port`), auto-attached while paused at start,
// so not even a worker's first fetch goes out unthrottled.

export const slow4g = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
/** 4x as the issue and Lighthouse's mobile preset define it; `VITALS_CPU_SLOWDOWN` to emulate the same phone from a slower or faster host. */
export const cpuSlowdown = Number(process.env.VITALS_CPU_SLOWDOWN ?? 4);

/** @param {import('playwright-core').Page} page */
export async function throttlePage(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', slow4g);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  return cdp;
}

/**
 * Throttles every service worker of the browser listening on `port` until `stop` is called.
 * @param {number} port the browser's --remote-debugging-port
 */
export async function throttleServiceWorkers(port) {
  const { webSocketDebuggerUrl } = await (await fetch(`http://127.0.0.1:${port}/json/version`)).json();
  const socket = new WebSocket(webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });
  let nextId = 1;
  let throttled = 0;
  /** @param {string} method @param {object} params @param {string} [sessionId] */
  const send = (method, params, sessionId) => socket.send(JSON.stringify({ id: nextId++, method, params, ...(sessionId ? { sessionId } : {}) }));
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data));
    if (message.method !== 'Target.attachedToTarget') return;
    const { sessionId, targetInfo } = message.params;
    if (targetInfo.type === 'service_worker') {
      send('Network.enable', {}, sessionId);
      send('Network.emulateNetworkConditions', slow4g, sessionId);
      throttled += 1;
    }
    send('Runtime.runIfWaitingForDebugger', {}, sessionId);
  });
  send('Target.setAutoAttach', {
    autoAttach: true,
    waitForDebuggerOnStart: true,
    flatten: true,
    filter: [{ type: 'service_worker', exclude: false }, { exclude: true }],
  });
  return {
    /** How many service worker starts were throttled. */
    count: () => throttled,
    stop: () => socket.close(),
  };
}
