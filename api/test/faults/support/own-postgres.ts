import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { startEmbeddedPostgres } from '@fairway/scripts/stack/embedded-postgres/embedded-postgres-server.mjs';
import { readPostmasterPid } from '@fairway/scripts/stack/embedded-postgres/postmaster-pid.mjs';
import { freePort } from '../../support/free-port';

export interface OwnPostgres {
  url: string;
  /** Fast shutdown (connections cut with 57P01), `downMs` without a server, then started again on the same data. */
  restart(downMs: number): Promise<void>;
  /** Every PostgreSQL process stopped (SIGSTOP) for `ms`: connections stay open and nothing answers. */
  stall(ms: number): Promise<void>;
  stop(): Promise<void>;
}

/** Children of `parent`, read from /proc (PostgreSQL's backends, checkpointer, walwriter...). */
function childPids(parent: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((entry) => {
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        return ppid === parent ? [Number(entry)] : [];
      } catch {
        return [];
      }
    });
}

function signalAll(pids: number[], signal: NodeJS.Signals): void {
  for (const pid of pids) {
    try {
      process.kill(pid, signal);
    } catch {
      // exited meanwhile
    }
  }
}

/** A PostgreSQL of the fault suite's own (temp folder, free port): restarting or stalling it disturbs nobody else. */
export async function startOwnPostgres(database: string): Promise<OwnPostgres> {
  const dataDir = await mkdtemp(join(tmpdir(), 'fairway-faults-pg-'));
  const port = await freePort();
  const start = () => startEmbeddedPostgres({ dataDir, port, database });
  let server = await start();
  return {
    url: server.url,
    async restart(downMs) {
      await server.stop();
      await sleep(downMs);
      server = await start();
    },
    async stall(ms) {
      const postmaster = await readPostmasterPid(dataDir);
      if (!postmaster) throw new Error('PostgreSQL has no postmaster.pid');
      const pids = [postmaster, ...childPids(postmaster)];
      signalAll(pids, 'SIGSTOP');
      try {
        await sleep(ms);
      } finally {
        signalAll(pids, 'SIGCONT');
      }
    },
    async stop() {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
