import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../support/free-port';

const deployNginx = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../deploy/nginx');

export interface NginxGateway {
  url: string;
  /** nginx's error log (its notes on upstreams it retried). */
  errorLog(): Promise<string>;
  stop(): Promise<void>;
}

function nginxBinary(): string {
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx']) if (existsSync(candidate)) return candidate;
  throw new Error('nginx is not installed: apt-get install -y nginx-light (npm test installs it when run as root on Debian)');
}

/** Replaces exactly one match, so a change of deploy/nginx/nginx.conf that this adaptation misses fails loudly. */
function replaceOnce(text: string, pattern: RegExp, replacement: (match: string, ...groups: string[]) => string): string {
  const count = text.match(new RegExp(pattern.source, `${pattern.flags}g`))?.length ?? 0;
  if (count !== 1) throw new Error(`deploy/nginx/nginx.conf: expected one match of ${pattern}, found ${count}`);
  return text.replace(pattern, replacement);
}

/**
 * deploy/nginx/nginx.conf as the web container runs it, adapted to run without containers: the replicas'
 * addresses instead of Docker's DNS name (with the same server parameters), this run's port, web root, logs
 * and temp folders, and the repository's include files. Everything else is as deployed.
 */
export function nginxConfigFor(options: { port: number; upstreams: string[]; webRoot: string; runDir: string }): string {
  const { port, upstreams, webRoot, runDir } = options;
  let config = readFileSync(join(deployNginx, 'nginx.conf'), 'utf8');
  config = replaceOnce(
    config,
    /^worker_processes .*;$/m,
    () => `worker_processes 1;\ndaemon off;\npid ${runDir}/nginx.pid;\nerror_log ${runDir}/error.log info;`,
  );
  config = replaceOnce(config, /^http \{$/m, () =>
    ['http {', `    access_log off;`, ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `    ${kind}_temp_path ${runDir}/${kind};`)].join(
      '\n',
    ),
  );
  config = replaceOnce(config, /^ *resolver .*;\n/m, () => '');
  config = replaceOnce(config, /^( *)server api:3000 resolve(.*);$/m, (_match, indent, parameters) =>
    upstreams.map((address) => `${indent}server ${address}${parameters};`).join('\n'),
  );
  config = replaceOnce(config, /^( *)listen 80;$/m, (_match, indent) => `${indent}listen 127.0.0.1:${port};`);
  config = replaceOnce(config, /^( *)root \/usr\/share\/nginx\/html;$/m, (_match, indent) => `${indent}root ${webRoot};`);
  return config.replaceAll('/etc/nginx/fairway/', `${deployNginx}/`);
}

/** Debian's nginx with the deployed configuration in front of the given replicas, and a placeholder web root. */
export async function startNginx(upstreams: string[]): Promise<NginxGateway> {
  const binary = nginxBinary();
  const runDir = await mkdtemp(join(tmpdir(), 'fairway-faults-nginx-'));
  await chmod(runDir, 0o755); // nginx's workers (nobody, under root) read the web root and keep temp files here
  const webRoot = join(runDir, 'html');
  await mkdir(webRoot);
  await writeFile(join(webRoot, 'index.html'), '<!doctype html><title>Fairway Fund</title>');
  const port = await freePort();
  const configPath = join(runDir, 'nginx.conf');
  await writeFile(configPath, nginxConfigFor({ port, upstreams, webRoot, runDir }));
  const child: ChildProcess = spawn(binary, ['-c', configPath, '-p', runDir], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${stderr}`);
    const up = await fetch(`${url}/index.html`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error(`nginx did not answer on ${port}: ${stderr}`);
    await sleep(50);
  }
  return {
    url,
    errorLog: () => readFile(join(runDir, 'error.log'), 'utf8').catch(() => ''),
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGQUIT');
      await exited;
      await rm(runDir, { recursive: true, force: true });
    },
  };
}
