// VITALS_TRACE=1: one more cold load and one more repeat load of each page, each recorded as a Chromium performance trace (DevTools'
// Performance panel opens the saved file), and a short account of where its time went: the document's
// commit, the shell's main.js evaluated, the first remote chunk asked for, React's first commit into the
// page (the probe's `fairway:first-commit` mark) and the task that rendered it, the LCP; and the main
// thread's work before the LCP by kind. The traced load is not one of the measured ones (tracing slows it).
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const traceCategories = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'loading', 'toplevel', 'v8', 'v8.execute'];

/** Where the traces are saved: VITALS_TRACE_DIR, else a folder in the system's temporary directory. */
export function traceDirectory() {
  const dir = process.env.VITALS_TRACE_DIR ?? join(tmpdir(), 'fairway-vitals-traces');
  mkdirSync(dir, { recursive: true });
  return dir;
}

/**
 * @typedef {{ start: (page: import('playwright-core').Page) => Promise<void>, stop: () => Promise<void> }} TraceHooks
 */

/**
 * Records `load` as a trace of `browser`, saves it as `<dir>/<name>.json` and returns its breakdown.
 * @param {import('playwright-core').Browser} browser
 * @param {string} name
 * @param {(hooks: TraceHooks) => Promise<void>} load calls `start` with its page before navigating and `stop` before closing it
 */
export async function traceLoad(browser, name, load) {
  /** @type {Buffer | undefined} */
  let buffer;
  let tracing = false;
  const hooks = {
    start: async (/** @type {import('playwright-core').Page} */ page) => {
      await browser.startTracing(page, { categories: traceCategories });
      tracing = true;
    },
    stop: async () => {
      if (!tracing) return;
      tracing = false;
      buffer = await browser.stopTracing();
    },
  };
  try {
    await load(hooks);
  } finally {
    await hooks.stop();
  }
  if (!buffer) throw new Error(`${name}: the trace never started`);
  const file = join(traceDirectory(), `${name}.json`);
  writeFileSync(file, buffer);
  const { traceEvents } = JSON.parse(buffer.toString('utf8'));
  return { file, breakdown: traceBreakdown(traceEvents) };
}

/**
 * @typedef {{ name: string, cat?: string, ph: string, ts: number, dur?: number, pid: number, tid: number, args?: any }} TraceEvent
 * @typedef {{ at: number, end?: number, detail?: string }} Milestone
 * @typedef {{
 *   commit?: Milestone, mainJs?: Milestone, firstRemoteChunk?: Milestone, firstCommit?: Milestone, lcp?: Milestone,
 *   beforeLcp: { busyMs: number, byKind: Record<string, number> }
 * }} TraceBreakdown
 */

const kinds = /** @type {const} */ ([
  ['document commit', /^(DocumentLoader::|LocalWindowProxy::|ContextCreatedNotification|CommitLoad)/],
  ['compile', /^(v8\.compile|V8\.CompileCode|v8\.compileModule|V8\.ScriptCompiler|CacheScript|v8\.produceCache|v8\.consumeCache|V8\.BytecodeBudgetInterrupt)/],
  ['parse HTML', /^ParseHTML$/],
  ['style', /^(UpdateLayoutTree|ParseAuthorStyleSheet|RecalculateStyles|ScheduleStyleRecalculation)$/],
  ['layout', /^(Layout|UpdateLayout|IntersectionObserverController::computeIntersections)$/],
  ['paint', /^(Paint|PrePaint|Layerize|UpdateLayer|UpdateLayerTree|PaintImage|Commit|RasterTask|CompositeLayers)$/],
  ['GC', /(GC|Scavenge|MarkCompact|BlinkGC)/],
  [
    'script',
    /^(EvaluateScript|FunctionCall|TimerFire|EventDispatch|RunMicrotasks|v8\.run|v8\.callFunction|V8\.Execute|FireAnimationFrame|v8\.evaluateModule|XHRReadyStateChange|ResourceReceivedData|v8\.|V8\.)/,
  ],
]);

/** @param {string} name */
function kindOf(name) {
  return kinds.find(([, pattern]) => pattern.test(name))?.[0] ?? 'other';
}

/**
 * Where a load's time went, in ms from the navigation's start.
 * @param {TraceEvent[]} events
 * @returns {TraceBreakdown | undefined}
 */
export function traceBreakdown(events) {
  const navigations = events.filter((event) => event.name === 'navigationStart' && event.args?.data?.isLoadingMainFrame);
  // The page's own navigation names its URL; when Chromium leaves it out, the last one after about:blank's.
  const start = navigations.find((event) => /^https?:/.test(event.args?.data?.documentLoaderURL ?? '')) ?? navigations.at(-1);
  if (!start) return undefined;
  const { pid, tid } = start;
  const ms = (/** @type {number} */ ts) => (ts - start.ts) / 1000;
  const after = events.filter((event) => event.ts >= start.ts);
  const onMain = after.filter((event) => event.pid === pid && event.tid === tid);
  /** @param {TraceEvent | undefined} event @param {string} [detail] @returns {Milestone | undefined} */
  const milestone = (event, detail) => (event ? { at: ms(event.ts), ...(event.dur ? { end: ms(event.ts + event.dur) } : {}), detail } : undefined);

  const commit = after.find((event) => event.name === 'CommitLoad' && event.args?.data?.isMainFrame !== false && event.pid === pid);
  const mainJs = onMain.find((event) => event.name === 'EvaluateScript' && /\/main\.[\w]+\.js$/.test(event.args?.data?.url ?? ''));
  const remoteChunk = after.find((event) => event.name === 'ResourceSendRequest' && /\/mfe\/[^?]+\.js(\?|$)/.test(event.args?.data?.url ?? ''));
  const commitMark = after.find((event) => event.name === 'fairway:first-commit');
  const lcps = after.filter((event) => event.name === 'largestContentfulPaint::Candidate' && event.pid === pid);
  const lcp = lcps.at(-1);
  const tasks = onMain.filter((event) => event.ph === 'X' && event.name === 'RunTask');
  const commitTask = commitMark ? tasks.find((task) => task.ts <= commitMark.ts && commitMark.ts <= task.ts + (task.dur ?? 0)) : undefined;
  const lcpAt = lcp ? lcp.ts : Math.max(...onMain.map((event) => event.ts));
  return {
    commit: milestone(commit),
    mainJs: milestone(mainJs),
    firstRemoteChunk: milestone(remoteChunk, remoteChunk?.args?.data?.url?.replace(/^https?:\/\/[^/]+/, '')),
    firstCommit: commitMark
      ? {
          at: ms(commitMark.ts),
          detail: commitTask ? `in a task from ${ms(commitTask.ts).toFixed(0)} to ${ms(commitTask.ts + (commitTask.dur ?? 0)).toFixed(0)} ms` : undefined,
        }
      : undefined,
    lcp: milestone(lcp, lcp?.args?.data?.type ?? lcp?.args?.data?.nodeName),
    beforeLcp: selfTimeByKind(
      onMain.filter((event) => event.ph === 'X' && event.ts < lcpAt),
      lcpAt,
    ),
  };
}

/**
 * The main thread's own time per kind of work before `until`: each event's time minus its children's.
 * @param {TraceEvent[]} complete complete ('X') events of one thread
 * @param {number} until
 */
function selfTimeByKind(complete, until) {
  const sorted = [...complete].sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  /** @type {Record<string, number>} */
  const byKind = {};
  /** @type {{ event: TraceEvent, end: number, children: number }[]} */
  const stack = [];
  let busy = 0;
  const close = (/** @type {{ event: TraceEvent, end: number, children: number }} */ frame) => {
    const own = Math.max(0, frame.end - frame.event.ts - frame.children);
    const kind = kindOf(frame.event.name);
    byKind[kind] = (byKind[kind] ?? 0) + own / 1000;
  };
  for (const event of sorted) {
    const end = Math.min(event.ts + (event.dur ?? 0), until);
    while (stack.length > 0 && /** @type {{ end: number }} */ (stack.at(-1)).end <= event.ts) close(/** @type {any} */ (stack.pop()));
    const parent = stack.at(-1);
    if (parent) parent.children += end - event.ts;
    else busy += end - event.ts;
    stack.push({ event, end, children: 0 });
  }
  while (stack.length > 0) close(/** @type {any} */ (stack.pop()));
  return { busyMs: busy / 1000, byKind };
}

/**
 * @param {string} name
 * @param {string} file
 * @param {TraceBreakdown | undefined} breakdown
 * @param {'cold' | 'repeat'} [visit]
 */
export function printBreakdown(name, file, breakdown, visit = 'cold') {
  console.log(`\nTrace of ${name} (${visit}): ${file}`);
  if (!breakdown) {
    console.log('  (no navigation found in the trace)');
    return;
  }
  const at = (/** @type {Milestone | undefined} */ milestone) =>
    milestone
      ? `${milestone.at.toFixed(0)} ms${milestone.end !== undefined ? `-${milestone.end.toFixed(0)} ms` : ''}${milestone.detail ? ` (${milestone.detail})` : ''}`
      : 'not seen';
  console.log(`  document committed       ${at(breakdown.commit)}`);
  console.log(`  shell main.js evaluated  ${at(breakdown.mainJs)}`);
  console.log(`  first remote chunk asked ${at(breakdown.firstRemoteChunk)}`);
  console.log(`  React's first commit     ${at(breakdown.firstCommit)}`);
  console.log(`  LCP                      ${at(breakdown.lcp)}`);
  const kindsSpent = Object.entries(breakdown.beforeLcp.byKind)
    .filter(([, spent]) => spent >= 1)
    .sort(([, a], [, b]) => b - a)
    .map(([kind, spent]) => `${kind} ${spent.toFixed(0)}`)
    .join(', ');
  console.log(`  main thread before the LCP: ${breakdown.beforeLcp.busyMs.toFixed(0)} ms busy (${kindsSpent} ms)`);
}
