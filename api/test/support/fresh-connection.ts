import { connect } from 'node:net';

/** How one request on a connection of its own ended: an HTTP status, refused at connect, or cut after it. */
export type ConnectionOutcome = number | 'refused' | 'cut' | 'hung';

export interface FreshRequest {
  port: number;
  method?: string;
  path: string;
  /** Sends the request this long after the connection is made (a slow client, or one the server accepted early). */
  sendAfterMs?: number;
  timeoutMs?: number;
}

/**
 * One request on a new TCP connection, written by hand so that what the network did is told apart: a refused
 * connection (a balancer moves on to another server) from one accepted and then cut (reset or closed
 * without an answer, which a balancer may not retry).
 */
export function requestOnFreshConnection({ port, method = 'GET', path, sendAfterMs = 0, timeoutMs = 10_000 }: FreshRequest): Promise<ConnectionOutcome> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let connected = false;
    let received = '';
    const finish = (outcome: ConnectionOutcome) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(outcome);
    };
    const timer = setTimeout(() => finish('hung'), timeoutMs);
    const answer = (): ConnectionOutcome => {
      const status = /^HTTP\/1\.1 (\d{3}) /.exec(received)?.[1];
      return status ? Number(status) : 'cut';
    };
    socket.on('connect', () => {
      connected = true;
      setTimeout(() => {
        if (socket.destroyed) return;
        socket.write(`${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
      }, sendAfterMs);
    });
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
      if (received.includes('\r\n\r\n')) finish(answer());
    });
    // Before the handshake completed, a refusal or a reset both tell the client nothing was sent.
    socket.on('error', () => finish(connected ? answer() : 'refused'));
    socket.on('close', () => finish(answer()));
  });
}
