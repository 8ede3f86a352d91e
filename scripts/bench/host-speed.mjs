// How fast this machine's Chromium runs JavaScript, as Lighthouse's BenchmarkIndex measures it (a string
// built over and over, which exercises the garbage collector, and an array copied back and forth, which does
// not; iterations per second over half a second each, averaged). DevTools' CPU throttling divides the host's
// speed, so "4x" emulates a mid-range phone only on a fast desktop: Lighthouse's throttling guide puts
// high-end desktops at 1500-2000, low-end desktops at 1000-1500 (where 2x emulates a mid-tier phone) and
// mid-tier phones at 125-800. The vitals benchmark chooses its slowdown from it, and measures it again after the
// pages to check the host kept its speed.

/** Beyond this spread between the host's index before and after the pages, the host was too noisy to measure. */
export const maxHostIndexSpread = 0.25;

/**
 * How far apart the host's readings are, relative to the slowest: 0.25 when the fastest read 25% above it.
 * @param {number[]} indexes
 */
export function hostIndexSpread(indexes) {
  if (indexes.length === 0) return Number.NaN;
  const slowest = Math.min(...indexes);
  return slowest > 0 ? (Math.max(...indexes) - slowest) / slowest : Number.POSITIVE_INFINITY;
}

/** @param {number[]} indexes the host's readings before and after the pages */
export function hostSteadyEnough(indexes) {
  return hostIndexSpread(indexes) <= maxHostIndexSpread;
}

/** Runs in the page: Lighthouse's two loops, written out here. */
function benchmarkIndex() {
  /** @param {(iteration: number) => void} work */
  const perSecond = (work) => {
    const start = Date.now();
    let iterations = 0;
    // The clock is read every tenth iteration only, as Lighthouse does.
    while (iterations % 10 !== 0 || Date.now() - start < 500) {
      work(iterations);
      iterations += 1;
    }
    return Math.round(iterations / 10 / ((Date.now() - start) / 1000));
  };
  const strings = perSecond(() => {
    let text = '';
    for (let j = 0; j < 10_000; j++) text += 'a';
    if (text.length === 1) throw new Error('keeps the loop from being optimised away');
  });
  /** @type {number[]} */
  const first = [];
  /** @type {number[]} */
  const second = [];
  for (let i = 0; i < 100_000; i++) first[i] = second[i] = i;
  const arrays = perSecond((iteration) => {
    const [from, to] = iteration % 2 === 0 ? [first, second] : [second, first];
    for (let j = 0; j < from.length; j++) to[j] = /** @type {number} */ (from[j]);
  });
  return (strings + arrays) / 2;
}

/**
 * The median of three BenchmarkIndex runs in a blank, unthrottled page of `browser`.
 * @param {import('playwright-core').Browser} browser
 */
export async function hostBenchmarkIndex(browser) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const runs = [];
    for (let run = 0; run < 3; run++) runs.push(await page.evaluate(benchmarkIndex));
    return Math.round(runs.sort((a, b) => a - b)[1] ?? 0);
  } finally {
    await context.close();
  }
}
