import { createServer, type Server, type Socket, connect } from 'node:net';

export interface StallingProxy {
  /** host:port of the proxy, to put in a database URL instead of the server's. */
  host: string;
  /** From now on nothing goes through either way, as with a server stopped by SIGSTOP (connections are still accepted). */
  stall(): void;
  resume(): void;
  close(): Promise<void>;
}

/**
 * A TCP proxy in front of a server that can stall it without stopping the server itself (the tests'
 * PostgreSQL is shared by every suite): what a frozen database looks like to the API.
 */
export async function startStallingProxy(target: { host: string; port: number }): Promise<StallingProxy> {
  const pairs = new Set<[Socket, Socket]>();
  let stalled = false;
  const server: Server = createServer((client) => {
    const upstream = connect(target.port, target.host);
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    client.pipe(upstream);
    upstream.pipe(client);
    if (stalled) pair.forEach((socket) => socket.pause());
    const end = () => {
      pairs.delete(pair);
      pair.forEach((socket) => socket.destroy());
    };
    for (const socket of pair) socket.on('close', end).on('error', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    host: `127.0.0.1:${port}`,
    stall: () => {
      stalled = true;
      for (const pair of pairs) pair.forEach((socket) => socket.pause());
    },
    resume: () => {
      stalled = false;
      for (const pair of pairs) pair.forEach((socket) => socket.resume());
    },
    close: async () => {
      for (const pair of pairs) pair.forEach((socket) => socket.destroy());
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
