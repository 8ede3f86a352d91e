// The reference phone on one bar of signal, through Chrome DevTools Protocol: Lighthouse's Slow 4G (150 ms
// round trip, 1.6 Mbps down, 750 Kbps up) and a CPU slowdown on the page chosen from the host's own speed, and
// the same network on every service worker, whose own fetches a page's emulation does not cover. Service
// workers are reached through a second DevTools connection to the browser (`--remote-debugging-port`),
// auto-attached while paused at start, so not even a worker's first fetch goes out unthrottled.

export const slow4g = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

/**
 * The phone every figure stands for, as Lighthouse's BenchmarkIndex measures it: Lighthouse's mobile reference
 * (a Moto G Power class phone, about 264-300), the slow end of what golfers at a charity event carry.
 */
export const referencePhoneIndex = 300;

/**
 * @typedef {{ rate: number, override: boolean, phoneIndex: number }} CpuSlowdown
 */

/**
 * The CPU slowdown that makes a host of `hostIndex` the reference phone (never below 1: a host slower than
 * the phone is measured as it is), or `override` (VITALS_CPU_SLOWDOWN) when given.
 * @param {number} hostIndex the host's BenchmarkIndex
 * @param {string | undefined} [override] VITALS_CPU_SLOWDOWN as written
 * @returns {CpuSlowdown}
 */
export function chooseCpuSlowdown(hostIndex, override) {
  if (override !== undefined && override.trim() !== '') {
    const rate = Number(override);
    if (!Number.isFinite(rate) || rate < 1) throw new Error(`VITALS_CPU_SLOWDOWN must be a number of at least 1, not "${override}"`);
    return { rate, override: true, phoneIndex: Math.round(hostIndex / rate) };
  }
  if (!Number.isFinite(hostIndex) || hostIndex <= 0) throw new Error(`the host's BenchmarkIndex must be positive, not ${hostIndex}`);
  // Two decimals: DevTools takes any rate, and a rounder figure would move the phone by up to a tenth.
  const rate = Math.max(1, Math.round((hostIndex / referencePhoneIndex) * 100) / 100);
  return { rate, override: false, phoneIndex: Math.round(hostIndex / rate) };
}

/**
 * @param {import('playwright-core').Page} page
 * @param {number} cpuSlowdown DevTools' CPU throttling rate
 */
export async function throttlePage(page, cpuSlowdown) {
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
