import type { Server } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

/** Node's TCP handle (TCPWrap): listen() again on a listening socket changes the length of its accept queue. */
interface ListeningHandle {
  listen?(backlog: number): number;
}

/** No connection accepted for this long: the kernel's queue is empty and no client is being let in. */
const QUIET_MS = 50;
/** The longest the queue is given to empty: under a steady stream of connections it may never be quiet. */
const EMPTY_QUEUE_WAIT_MS = 2_000;

/**
 * Before a listening socket is closed: closing it resets the connections still in the kernel's accept queue,
 * whose clients believe they are connected and have sent their request (nginx may not send such a write
 * again). So the queue is shrunk to nothing (the kernel lets almost no new client in: its SYN is tried again
 * a second later, and by then refused, so a balancer moves on), what it holds is accepted until no
 * connection comes for a while, and the socket can then be closed.
 */
export async function emptyAcceptQueue(server: Server): Promise<void> {
  const handle = (server as unknown as { _handle?: ListeningHandle | null })._handle;
  if (handle?.listen?.(0) !== 0) return;
  let lastAccepted = Date.now();
  const accepted = () => (lastAccepted = Date.now());
  server.on('connection', accepted);
  const until = Date.now() + EMPTY_QUEUE_WAIT_MS;
  while (Date.now() - lastAccepted < QUIET_MS && Date.now() < until) await sleep(QUIET_MS / 5);
  server.off('connection', accepted);
}
