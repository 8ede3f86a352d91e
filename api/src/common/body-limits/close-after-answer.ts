import type { IncomingMessage, ServerResponse } from 'node:http';

/** How long the rest of a refused upload is read (and dropped) after the answer, before the socket closes. */
export const LINGER_MS = 5_000;

/**
 * Closes the connection after this answer without resetting it under a client still sending its body.
 * Node closes a `Connection: close` socket as soon as the answer is written (`destroySoon`); upload bytes
 * still arriving then meet a closed socket, the kernel answers them with a reset, and the reset can reach
 * the client (or the gateway, which then says 502) before it has read the answer. Here the answer and a
 * FIN go out, the rest of the body is dropped unread, and the socket closes once the client has sent it
 * all or after `lingerMs`, whichever comes first: nothing is kept, and nothing waits on a client for ever.
 */
export function closeAfterAnswer(request: IncomingMessage, response: ServerResponse, lingerMs = LINGER_MS): void {
  if (!response.headersSent) response.setHeader('Connection', 'close');
  if (request.complete) return;
  const { socket } = request;
  request.resume();
  socket.destroySoon = () => {
    socket.end();
    const timer = setTimeout(() => socket.destroy(), lingerMs).unref();
    const close = () => {
      clearTimeout(timer);
      socket.destroy();
    };
    if (request.complete) return close();
    request.once('end', close);
    socket.once('end', close);
  };
}
