// Lets a browser test stop and start the stack's API (as a crash or a deploy would) while the browser, the
// gateway and the database stay up. Served on loopback by the global setup; tests call stopApi/startApi.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

interface RestartableApi {
  stopApi: () => Promise<void>;
  startApi: () => Promise<void>;
}

export async function serveApiControl(stack: RestartableApi): Promise<{ url: string; stop: () => Promise<void> }> {
  const server: Server = createServer((request, response) => {
    const action =
      request.method === 'POST' && request.url === '/stop' ? stack.stopApi : request.method === 'POST' && request.url === '/start' ? stack.startApi : null;
    if (!action) {
      response.writeHead(404).end();
      return;
    }
    action().then(
      () => response.writeHead(204).end(),
      (error: unknown) => response.writeHead(500).end(String(error)),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

async function control(action: 'stop' | 'start'): Promise<void> {
  const url = process.env.E2E_API_CONTROL_URL;
  if (!url) throw new Error('E2E_API_CONTROL_URL is not set: the jest global setup serves it');
  const response = await fetch(`${url}/${action}`, { method: 'POST' });
  if (response.status !== 204) throw new Error(`could not ${action} the API: ${await response.text()}`);
}

/** Stops the API process; resolves once it has exited. */
export const stopApi = () => control('stop');
/** Starts it again on the same port and database; resolves once it answers. */
export const startApi = () => control('start');
