// Adds up the "Tests: ..." summary lines jest prints at the end of each run (Nx replays them for cached
// tasks too, so the totals cover every project whether it ran now or came from the cache).

// eslint-disable-next-line no-control-regex
const ansiCodes = /\u001b\[[0-9;]*m/g;
const summaryLine = /\bTests:\s+((?:\d+ [a-z]+, )*\d+ total)/;

/**
 * @param {string} output
 * @returns {{ passed: number, failed: number, runs: number }}
 */
export function summarizeJestOutput(output) {
  const totals = { passed: 0, failed: 0, runs: 0 };
  for (const line of output.replace(ansiCodes, '').split('\n')) {
    const summary = summaryLine.exec(line)?.[1];
    if (!summary) continue;
    totals.runs += 1;
    totals.passed += countOf(summary, 'passed');
    totals.failed += countOf(summary, 'failed');
  }
  return totals;
}

/**
 * @param {string} summary like "1 failed, 2 skipped, 10 passed, 13 total"
 * @param {string} kind
 */
function countOf(summary, kind) {
  return Number(new RegExp(`(\\d+) ${kind}`).exec(summary)?.[1] ?? 0);
}

/**
 * Tasks Nx lists under "Failed tasks:" at the end of each run in the output.
 * @param {string} output
 * @returns {string[]}
 */
export function failedNxTasks(output) {
  const tasks = [];
  let inList = false;
  for (const line of output.replace(ansiCodes, '').split('\n')) {
    if (/Failed tasks:/.test(line)) {
      inList = true;
      continue;
    }
    const task = inList ? /^\s*-\s+(\S+:\S+)/.exec(line)?.[1] : undefined;
    if (task) tasks.push(task);
    else if (line.trim()) inList = false;
  }
  return tasks;
}
