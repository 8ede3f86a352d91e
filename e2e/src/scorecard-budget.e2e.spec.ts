import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { baseUrl } from './support/base-url';

const run = promisify(execFile);
const repoRoot = join(import.meta.dirname, '..', '..');

// The production build, as a player's phone loads it: /scorecard after signing in must stay within
// 200 KiB of gzipped JavaScript (React, federation runtime, Firebase Auth and the score outbox included).
describe('the /scorecard bundle budget', () => {
  it('loads at most 200 KiB of gzipped JS signed in', async () => {
    const script = join(repoRoot, 'scripts', 'rspack', 'measure-bundles.mjs');
    const result = await run(process.execPath, [script, baseUrl('/').replace(/\/$/, ''), '--route', '/scorecard@signed-in=200'], { cwd: repoRoot }).then(
      ({ stdout }) => ({ code: 0, stdout }),
      (error: { code?: number; stdout?: string }) => ({ code: error.code ?? 1, stdout: error.stdout ?? '' }),
    );
    const line = result.stdout.split('\n').find((text) => text.startsWith('/scorecard@signed-in')) ?? result.stdout;
    expect(line).toMatch(/gzipped JS .* budget 200 KiB: OK$/);
    expect(result.code).toBe(0);
  }, 120_000);
});
