// Runs Nx from node_modules without its daemon or cloud, passing its output through (and, when asked,
// keeping a copy to read results from).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { childEnv } from '../config/scripts-env.mjs';
import { repoRoot } from './repo-paths.mjs';

/** Every front end and the API: what `npm start` serves. */
export const servedProjects = '@fairway/shell,@fairway/mfe-*,@fairway/api';

/**
 * @param {string[]} args
 * @param {object} [options]
 * @param {Record<string, string | undefined>} [options.env]
 * @param {boolean} [options.capture] keep the output and return it
 * @param {boolean} [options.echo] show the output (default true)
 * @param {AbortSignal} [options.signal] stops Nx (SIGTERM)
 * @returns {Promise<{ code: number, output: string }>}
 */
export function runNx(args, { env = {}, capture = false, echo = true, signal } = {}) {
  const nx = join(repoRoot, 'node_modules', '.bin', 'nx');
  const piped = capture || !echo;
  const child = spawn(process.execPath, [nx, ...args], {
    cwd: repoRoot,
    env: childEnv({ NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false', ...env }),
    stdio: ['ignore', piped ? 'pipe' : 'inherit', piped ? 'pipe' : 'inherit'],
    signal,
  });
  let output = '';
  /** @param {NodeJS.WriteStream} target */
  const collect = (target) => (/** @type {Buffer} */ chunk) => {
    if (capture) output += chunk.toString('utf8');
    if (echo) target.write(chunk);
  };
  child.stdout?.on('data', collect(process.stdout));
  child.stderr?.on('data', collect(process.stderr));
  return new Promise((resolve) => {
    child.once('error', (error) => resolve({ code: 1, output: `${output}\n${error.message}` }));
    child.once('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

/**
 * @param {string} target
 * @returns {Promise<string[]>}
 */
export async function projectsWithTarget(target) {
  const { code, output } = await runNx(['show', 'projects', '--withTarget', target, '--json'], { capture: true, echo: false });
  if (code !== 0) throw new Error(`nx show projects failed:\n${output}`);
  return JSON.parse(output.slice(output.indexOf('[')));
}
