import { type ChildProcess, spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import type { EventBatch, EventBusHandlers } from './event-bus';
import { freePort } from '../../../test/support/free-port';
import { RedisEventBus } from './redis-event-bus';

const batch = (tournamentId: string, id: number): EventBatch => ({ tournamentId, firstId: id, lastId: id, events: [] });

function recorder(): EventBusHandlers & { batches: EventBatch[]; gaps: number } {
  const record = {
    batches: [] as EventBatch[],
    gaps: 0,
    batch: (received: EventBatch) => record.batches.push(received),
    gap: () => (record.gaps += 1),
  };
  return record;
}

async function until(check: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`);
    await sleep(25);
  }
}

describe('RedisEventBus on a Redis that is down at start', () => {
  let server: ChildProcess | null = null;
  const buses: RedisEventBus[] = [];
  afterAll(async () => {
    await Promise.all(buses.map((bus) => bus.close()));
    server?.kill('SIGTERM');
  });

  it('starts without waiting for Redis, delivers its own batches, then joins the channel when Redis answers', async () => {
    const port = await freePort();
    const url = `redis://127.0.0.1:${port}`;
    const lonely = new RedisEventBus(url);
    buses.push(lonely);
    const seen = recorder();
    const started = Date.now();
    await lonely.start(seen);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(lonely.listening).toBe(false);

    await expect(lonely.publish(batch('t1', 1))).rejects.toThrow();
    await until(() => seen.batches.length === 1, 1_000);

    server = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    await until(() => lonely.listening, 10_000);
    // Whatever other replicas published while it was alone never reached it: its streams get a snapshot.
    await until(() => seen.gaps === 1, 1_000);

    const other = new RedisEventBus(url);
    buses.push(other);
    const otherSeen = recorder();
    await other.start(otherSeen);
    await other.publish(batch('t1', 2));
    await lonely.publish(batch('t1', 3));
    await until(() => seen.batches.some((got) => got.firstId === 2) && otherSeen.batches.some((got) => got.firstId === 3), 5_000);
  }, 30_000);
});
