// A child process the stack owns: its output is passed on line by line and the last lines are kept for
// the error report if it dies; stop() asks it to finish (SIGTERM) and kills what is left after a grace period.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

/**
 * @typedef {object} ManagedProcess
 * @property {string} name
 * @property {number} pid
 * @property {Promise<{ code: number | null, signal: NodeJS.Signals | null }>} exited
 * @property {() => boolean} isRunning
 * @property {() => string[]} lastLines
 * @property {(graceMs?: number) => Promise<void>} stop
 */

/**
 * @param {object} options
 * @param {string} options.name short label for logs
 * @param {string} options.command
 * @param {string[]} options.args
 * @param {string} options.cwd
 * @param {NodeJS.ProcessEnv} options.env
 * @param {(name: string, line: string) => void} [options.onLine]
 * @param {number} [options.keepLines]
 * @returns {ManagedProcess}
 */
export function startManagedProcess({ name, command, args, cwd, env, onLine = () => {}, keepLines = 40 }) {
  // Its own process group: only we signal it (once), and a last-resort kill reaches its children too.
  const child = spawn(command, args, { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  /** @type {string[]} */
  const recent = [];
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => {
      recent.push(line);
      if (recent.length > keepLines) recent.shift();
      onLine(name, line);
    });
  }
  let running = true;
  /** @type {Promise<{ code: number | null, signal: NodeJS.Signals | null }>} */
  const exited = new Promise((resolve) => {
    child.once('error', (error) => {
      recent.push(`could not start ${command}: ${error.message}`);
      running = false;
      resolve({ code: 127, signal: null });
    });
    child.once('exit', (code, signal) => {
      running = false;
      resolve({ code, signal });
    });
  });

  return {
    name,
    pid: child.pid ?? -1,
    exited,
    isRunning: () => running,
    lastLines: () => [...recent],
    stop: async (graceMs = 10_000) => {
      if (running) signalGroup(child.pid, 'SIGTERM', false);
      const timer = setTimeout(() => signalGroup(child.pid, 'SIGKILL', true), graceMs);
      await exited;
      clearTimeout(timer);
      // Whatever the child left behind in its group (a database server it started) goes with it.
      signalGroup(child.pid, 'SIGTERM', true);
    },
  };
}

/**
 * @param {number | undefined} pid
 * @param {NodeJS.Signals} signal
 * @param {boolean} wholeGroup
 */
function signalGroup(pid, signal, wholeGroup) {
  if (!pid) return;
  try {
    process.kill(wholeGroup ? -pid : pid, signal);
  } catch {
    // Already gone.
  }
}
