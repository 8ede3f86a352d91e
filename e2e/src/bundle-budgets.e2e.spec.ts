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
  { route: '/tournaments@signed-in', kib: 350 },
  // A captain registering on a phone. The page's whole form is in its chunk, loaded whatever the tournament answers.
  { route: '/tournament/00000000-0000-4000-8000-000000000000/register', kib: 200 },
  // The heaviest admin state: Tournament Administration open, every tab visited, Edit Tournament pressed.
  { route: '/admin@signed-in+every-admin-tab', kib: 350 },
];

describe('bundle budgets', () => {
  it.each(budgets)(
    '$route loads at most $kib KiB of gzipped JS',
    async ({ route, kib }) => {
      const script = join(repoRoot, 'scripts', 'rspack', 'measure-bundles.mjs');
      const result = await run(process.execPath, [script, baseUrl('/').replace(/\/$/, ''), '--route', `${route}=${kib}`], { cwd: repoRoot }).then(
        ({ stdout }) => ({ code: 0, stdout }),
        (error: { code?: number; stdout?: string }) => ({ code: error.code ?? 1, stdout: error.stdout ?? '' }),
      );
      const line = result.stdout.split('\n').find((text) => text.startsWith(route)) ?? result.stdout;
      expect(line).toMatch(new RegExp(`gzipped JS .* budget ${kib} KiB: OK$`));
      expect(result.code).toBe(0);
    },
    120_000,
  );
});
