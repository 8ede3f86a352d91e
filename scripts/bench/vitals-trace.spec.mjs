import { describe, expect, it } from '@jest/globals';
import { traceBreakdown } from './vitals-trace.mjs';

const main = { pid: 1, tid: 7 };
/** @param {string} name @param {number} ts ms @param {number} [dur] ms @param {object} [args] */
const x = (name, ts, dur = 0, args = {}) => ({ name, ph: 'X', ts: ts * 1000, dur: dur * 1000, args, ...main });

describe('traceBreakdown: where a cold load went, from the navigation', () => {
  const events = [
    { name: 'navigationStart', ph: 'R', ts: 0, pid: 1, tid: 7, args: { data: { isLoadingMainFrame: true, documentLoaderURL: '' } } },
    { name: 'navigationStart', ph: 'R', ts: 100_000, pid: 1, tid: 7, args: { data: { isLoadingMainFrame: true, documentLoaderURL: 'http://127.0.0.1/t' } } },
    x('RunTask', 400, 50),
    x('DocumentLoader::CommitNavigation', 400, 40),
    { name: 'CommitLoad', ph: 'X', ts: 420_000, dur: 0, ...main, args: { data: { isMainFrame: true } } },
    { name: 'ResourceSendRequest', ph: 'I', ts: 600_000, pid: 2, tid: 1, args: { data: { url: 'http://127.0.0.1/mfe/scoring/remoteEntry.1a2b.js' } } },
    x('RunTask', 900, 200),
    x('EvaluateScript', 900, 200, { data: { url: 'http://127.0.0.1/main.5ccf8134.js' } }),
    x('v8.compile', 910, 30),
    x('RunTask', 1300, 100),
    x('FunctionCall', 1300, 60),
    { name: 'fairway:first-commit', ph: 'R', ts: 1_380_000, ...main },
    x('Layout', 1370, 25),
    { name: 'largestContentfulPaint::Candidate', ph: 'R', ts: 1_500_000, ...main, args: { data: { type: 'text' } } },
    x('RunTask', 1600, 300),
  ];

  it('times each milestone from the page navigation, not about:blank', () => {
    const breakdown = traceBreakdown(events);
    expect(breakdown?.commit?.at).toBe(320);
    expect(breakdown?.mainJs).toEqual({ at: 800, end: 1000, detail: undefined });
    expect(breakdown?.firstRemoteChunk).toMatchObject({ at: 500, detail: '/mfe/scoring/remoteEntry.1a2b.js' });
    expect(breakdown?.firstCommit).toEqual({ at: 1280, detail: 'in a task from 1200 to 1300 ms' });
    expect(breakdown?.lcp).toMatchObject({ at: 1400, detail: 'text' });
  });

  it("adds up the main thread's own time by kind before the LCP, children taken from their parents", () => {
    const { busyMs, byKind } = /** @type {NonNullable<ReturnType<typeof traceBreakdown>>} */ (traceBreakdown(events)).beforeLcp;
    expect(busyMs).toBeCloseTo(350);
    expect(byKind).toEqual({
      'document commit': 40,
      other: 10 + 15,
      script: 170 + 60,
      compile: 30,
      layout: 25,
    });
  });

  it('finds nothing without a main-frame navigation', () => {
    expect(traceBreakdown([x('RunTask', 0, 10)])).toBeUndefined();
  });
});
