// MailDev from node_modules: an SMTP server the API sends through under `npm start`, and a web inbox that
// shows what it sent. Nothing leaves this machine, and both listen on loopback only: the inbox holds
// registrants' addresses and receipts.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { childEnv } from '../config/scripts-env.mjs';
import { portOrFree } from './free-port.mjs';
import { startManagedProcess } from './managed-process.mjs';
import { maildevCli } from './repo-paths.mjs';
import { waitUntilReady } from './wait-until-ready.mjs';

/**
 * @typedef {object} MailCatcher
 * @property {string} smtpUrl what the API's SMTP_URL is set to
 * @property {string} inboxUrl the web inbox
 * @property {import('./managed-process.mjs').ManagedProcess} process
 * @property {() => Promise<void>} stop
 */

/**
 * @param {object} [options]
 * @param {number} [options.webPort] 0 or undefined: a free port
 * @param {number} [options.smtpPort] 0 or undefined: a free port
 * @param {(name: string, line: string) => void} [options.onLine]
 * @param {number} [options.timeoutMs]
 * @param {AbortSignal} [options.signal] gives up waiting
 * @returns {Promise<MailCatcher>}
 */
export async function startMailCatcher({ webPort, smtpPort, onLine, timeoutMs = 30_000, signal } = {}) {
  const host = '127.0.0.1';
  const ports = { web: await portOrFree(webPort), smtp: await portOrFree(smtpPort) };
  // Its own folder for the messages (MailDev's default, /tmp/maildev, would be shared by every stack here).
  const workDir = await mkdtemp(join(tmpdir(), 'fairway-mail-'));
  const catcher = startManagedProcess({
    name: 'mail',
    command: process.execPath,
    args: [maildevCli, '--ip', host, '--smtp', String(ports.smtp), '--web-ip', host, '--web', String(ports.web), '--mail-directory', workDir, '--silent'],
    cwd: workDir,
    env: childEnv({ TMPDIR: workDir }),
    onLine,
  });
  const stop = async () => {
    await catcher.stop();
    await rm(workDir, { recursive: true, force: true });
  };
  try {
    await waitUntilReady({ url: `http://${host}:${ports.web}/api/healthz`, what: 'The mail catcher (MailDev)', timeoutMs, process: catcher, signal });
  } catch (error) {
    await stop();
    throw error;
  }
  return { smtpUrl: `smtp://${host}:${ports.smtp}`, inboxUrl: `http://localhost:${ports.web}`, process: catcher, stop };
}
