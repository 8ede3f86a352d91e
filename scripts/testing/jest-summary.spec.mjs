import { describe, expect, it } from '@jest/globals';
import { failedNxTasks, summarizeJestOutput } from './jest-summary.mjs';

const passingRun = `> nx run @fairway/golf:test

PASS golf src/allocate-strokes.spec.ts
Test Suites: 4 passed, 4 total
Tests:       37 passed, 37 total
Snapshots:   0 total`;

const failingRun = `> nx run @fairway/api:test  [existing outputs match the cache, left as is]

FAIL api test/score.http.spec.ts
Test Suites: 1 failed, 5 passed, 6 total
\u001b[1mTests:       \u001b[22m\u001b[1m\u001b[31m2 failed\u001b[39m\u001b[22m, 1 skipped, \u001b[1m\u001b[32m40 passed\u001b[39m\u001b[22m, 43 total
Snapshots:   0 total`;

describe('summarizeJestOutput', () => {
  it('sums passed and failed tests over every jest run, colours or not', () => {
    expect(summarizeJestOutput(`${passingRun}\n${failingRun}`)).toEqual({ passed: 77, failed: 2, runs: 2 });
  });

  it('ignores the test-suite line and finds nothing in output without jest', () => {
    expect(summarizeJestOutput('Test Suites: 3 failed, 3 total\nlint ok')).toEqual({ passed: 0, failed: 0, runs: 0 });
  });

  it('reads the prefixed lines of Nx stream output', () => {
    expect(summarizeJestOutput('@fairway/ui:test: Tests:       1 failed, 5 passed, 6 total')).toEqual({ passed: 5, failed: 1, runs: 1 });
  });
});

describe('failedNxTasks', () => {
  it('lists the tasks under "Failed tasks:"', () => {
    const output =
      ' NX   Ran targets lint, test for 5 projects (12s)\n\n   ✖  2/10 failed\n\n   Failed tasks:\n\n   - @fairway/api:test\n   - @fairway/shell:lint\n\nHint: run with --verbose\n';
    expect(failedNxTasks(output)).toEqual(['@fairway/api:test', '@fairway/shell:lint']);
  });

  it('collects the failures of every run in the output', () => {
    const output =
      'Failed tasks:\n\n- @fairway/shell:test\n\n  Run duration: 3s\n NX   No tasks were run\n- @fairway/scripts\nFailed tasks:\n- @fairway/e2e:e2e\n';
    expect(failedNxTasks(output)).toEqual(['@fairway/shell:test', '@fairway/e2e:e2e']);
  });

  it('finds none in a successful run', () => {
    expect(failedNxTasks(' NX   Successfully ran targets lint, test for 5 projects')).toEqual([]);
  });
});
