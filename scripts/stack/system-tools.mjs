// The programs `npm test` needs that npm cannot bring: the fault suite runs the deployment's nginx in front of
// two API replicas on a redis-server of its own, the backup test runs pg_dump and pg_restore, the browser
// tests and bundle budgets drive Debian's Chromium, and the HTTPS test has certbot obtain a certificate from
// Pebble, Let's Encrypt's ACME test server. On a fresh Debian machine run as root they are installed
// with apt-get before anything starts; anywhere else `npm test` stops at once and names what to install, so a
// missing tool never surfaces as ten failed tests half an hour later, nor as a suite quietly skipped.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';
import { chromiumPath } from './chromium.mjs';

/**
 * @typedef {object} SystemTool
 * @property {string} command what is looked for: a name on the PATH (or in the sbin folders), or an absolute path
 * @property {string} debianPackage the apt package that brings it
 * @property {string} neededBy which tests use it
 */

/** @type {SystemTool[]} */
export const systemTools = [
  { command: 'nginx', debianPackage: 'nginx-light', neededBy: 'the fault suite (api/test/faults)' },
  { command: 'redis-server', debianPackage: 'redis-server', neededBy: 'the fault suite (api/test/faults)' },
  { command: 'pg_dump', debianPackage: 'postgresql-client', neededBy: 'the backup test (api/test/backup-restore.spec.ts)' },
  { command: 'pg_restore', debianPackage: 'postgresql-client', neededBy: 'the backup test (api/test/backup-restore.spec.ts)' },
  { command: chromiumPath, debianPackage: 'chromium', neededBy: 'the browser tests (e2e/) and bundle budgets' },
  { command: 'pebble', debianPackage: 'pebble', neededBy: 'the HTTPS test (scripts/deploy/acme-https.spec.mjs), its ACME server' },
  { command: 'pebble-challtestsrv', debianPackage: 'pebble', neededBy: 'the HTTPS test (scripts/deploy/acme-https.spec.mjs), its DNS' },
  { command: 'certbot', debianPackage: 'certbot', neededBy: 'the HTTPS test (scripts/deploy/acme-https.spec.mjs), the ACME client deployed' },
  // Not in a minimal Debian image: the HTTPS test's ACME server gets its certificate from the openssl command.
  { command: 'openssl', debianPackage: 'openssl', neededBy: 'the HTTPS test (scripts/deploy/acme-https.spec.mjs), its test certificate' },
];

// nginx lives in /usr/sbin, which an ordinary user's PATH often lacks; the fault suite looks there too.
const extraFolders = ['/usr/local/sbin', '/usr/sbin', '/sbin'];

/** @param {string} path */
function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * Where a command is, like `which`, also looking in the sbin folders; an absolute path is checked as it is.
 * @param {string} command
 * @param {string} [pathVariable]
 * @returns {string | undefined}
 */
export function which(command, pathVariable = process.env.PATH ?? '') {
  if (command.startsWith('/')) return isExecutable(command) ? command : undefined;
  const folders = [...pathVariable.split(delimiter).filter(Boolean), ...extraFolders];
  return folders.map((folder) => join(folder, command)).find(isExecutable);
}

/**
 * @param {(command: string) => string | undefined} whichTool
 * @param {SystemTool[]} [tools]
 * @returns {SystemTool[]}
 */
export function missingSystemTools(whichTool, tools = systemTools) {
  return tools.filter((tool) => !whichTool(tool.command));
}

/** @param {SystemTool[]} tools */
function packagesOf(tools) {
  return [...new Set(tools.map((tool) => tool.debianPackage))];
}

/** @param {SystemTool[]} missing */
function howToGet(missing) {
  const lines = missing.map((tool) => `  - ${tool.command} (Debian package ${tool.debianPackage}), for ${tool.neededBy}`);
  return [
    ...lines,
    `On Debian or Ubuntu: sudo apt-get install -y ${packagesOf(missing).join(' ')}`,
    '(npm test installs them by itself when it runs as root on a machine with apt-get).',
    'Elsewhere install nginx, Redis, the PostgreSQL client tools, Chromium, certbot and Pebble with your package manager;',
    'CHROME_PATH names a Chromium that is not at /usr/bin/chromium.',
  ].join('\n');
}

/**
 * Makes sure every system tool is there: installs the missing ones where it can, else throws naming them.
 * @param {object} options
 * @param {(command: string) => string | undefined} options.which
 * @param {boolean} options.canInstall root on a machine with apt-get
 * @param {(packages: string[]) => void} options.install throws when the installer fails
 * @param {(line: string) => void} options.log
 * @param {SystemTool[]} [options.tools]
 * @returns {string[]} the Debian packages installed (none when everything was there)
 */
export function ensureSystemTools({ which: whichTool, canInstall, install, log, tools = systemTools }) {
  const missing = missingSystemTools(whichTool, tools);
  if (!missing.length) return [];
  if (!canInstall) throw new Error(`npm test needs programs this machine does not have:\n${howToGet(missing)}`);
  const packages = packagesOf(missing);
  log(`[fairway] installing what the tests need: apt-get install -y ${packages.join(' ')}`);
  install(packages);
  const stillMissing = missingSystemTools(whichTool, missing);
  if (stillMissing.length) throw new Error(`npm test installed ${packages.join(' ')} but still cannot find:\n${howToGet(stillMissing)}`);
  return packages;
}

/** @param {string[]} args */
function aptGet(args) {
  const result = spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} exited ${result.status}`);
}

/** @param {string[]} packages */
export function aptInstall(packages) {
  aptGet(['update', '-qq']);
  aptGet(['install', '-y', '-qq', ...packages]);
}

/** This machine: root with apt-get installs, anyone else is told what to install. */
export function ensureSystemToolsHere() {
  return ensureSystemTools({
    which: (command) => which(command),
    canInstall: process.getuid?.() === 0 && Boolean(which('apt-get')),
    install: aptInstall,
    log: (line) => console.log(line),
  });
}
