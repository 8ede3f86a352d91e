import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { baseUrl } from './support/base-url';

const run = promisify(execFile);
const repoRoot = join(import.meta.dirname, '..', '..');

// The production build as a first visit loads it, measured by the same script as `npm run bench`.
const budgets = [
  // A player's phone after signing in: React, federation runtime, Firebase Auth and the score outbox included.
  { route: '/scorecard@signed-in', kib: 200 },
  // The clubhouse screen, standalone, without the shell, on a tournament running today.
  { route: '/mfe/leaderboard/tv/{id}+running-tournament', kib: 150 },
  // The same screen before the round, the starting holes of 36 teams on it (their view is a chunk of its own).
  { route: '/mfe/leaderboard/tv/{id}+placed-field', kib: 150 },
  { route: '/tournaments@signed-in', kib: 350 },
  // A guest on the auction's catalogue, signed in (198 KiB measured): the item page's chunk is fetched once it has shown.
  { route: '/tournament/00000000-0000-4000-8000-000000000000/auction@signed-in', kib: 205 },
  // A captain registering on a phone. The page's whole form is in its chunk, loaded whatever the tournament answers.
  { route: '/tournament/00000000-0000-4000-8000-000000000000/register', kib: 200 },
  // The heaviest admin state: Tournament Administration open, every tab visited, Edit Tournament pressed.
  { route: '/admin@signed-in+every-admin-tab', kib: 350 },
  // The Auction tab and its Add item form are chunks of their own, loaded when opened (9.5 and 10 KiB gzipped):
  // Tournament Administration on the Auction tab, Add item open. 320 KiB measured.
  { route: '/admin@signed-in+auction-tab', kib: 335 },
  // The morning's tabs, each a chunk of its own loaded when opened: Starts & Print, then Messages (the admin's 350).
  { route: '/admin@signed-in+morning-tabs', kib: 350 },
];

/** One run of the script for every route (one Node and one Chromium start, each route in a fresh context). */
async function measureBudgets(): Promise<{ code: number; stdout: string }> {
  const script = join(repoRoot, 'scripts', 'rspack', 'measure-bundles.mjs');
  const routeArgs = budgets.flatMap(({ route, kib }) => ['--route', `${route}=${kib}`]);
  return run(process.execPath, [script, baseUrl('/').replace(/\/$/, ''), ...routeArgs], { cwd: repoRoot }).then(
    ({ stdout }) => ({ code: 0, stdout }),
    (error: { code?: number; stdout?: string }) => ({ code: error.code ?? 1, stdout: error.stdout ?? '' }),
  );
}

describe('bundle budgets', () => {
  let result: { code: number; stdout: string };

  beforeAll(async () => {
    result = await measureBudgets();
    // The figures, for the budgets' table in docs/loading-on-a-weak-signal.md.
    console.log(result.stdout);
  }, 300_000);

  it.each(budgets)('$route loads at most $kib KiB of gzipped JS', ({ route, kib }) => {
    const line = result.stdout.split('\n').find((text) => text.startsWith(`${route} `)) ?? result.stdout;
    expect(line).toMatch(new RegExp(`gzipped JS .* budget ${kib} KiB: OK$`));
  });

  it('measured every route to the end (exit code 0: none over its budget, no usage error)', () => {
    expect(result.code).toBe(0);
  });
});
