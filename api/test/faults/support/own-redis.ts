import { type ChildProcess, spawn } from 'node:child_process';
import { connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '../../support/free-port';

export interface OwnRedis {
  url: string;
  /** Stopped, `downMs` without a server, then a new empty one on the same port (it keeps no data, as in docker-compose). */
  restart(downMs: number): Promise<void>;
  /** A new empty server on the same port, after stop. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

async function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** A redis-server of the fault suite's own, on a free port, without persistence. */
export async function startOwnRedis(): Promise<OwnRedis> {
  const port = await freePort();
  let child: ChildProcess;
  const start = async () => {
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    const failed = new Promise<never>((_, reject) =>
      child.once('error', (error) => reject(new Error(`redis-server did not start (apt-get install redis-server): ${error.message}`))),
    );
    const deadline = Date.now() + 10_000;
    while (!(await Promise.race([accepts(port), failed]))) {
      if (Date.now() > deadline) throw new Error(`redis-server did not listen on ${port}`);
      await sleep(50);
    }
  };
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    async restart(downMs) {
      await stop();
      await sleep(downMs);
      await start();
    },
    start,
    stop,
  };
}
