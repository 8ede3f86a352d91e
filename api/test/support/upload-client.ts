import { Agent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';

export interface UploadAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: unknown;
  /** Socket errors the client met, from its first byte to the connection's close: none for a clean refusal. */
  errors: string[];
}

export interface UploadOptions {
  size: number;
  contentType: string;
  /** Sent in chunks, without a Content-Length. */
  chunked: boolean;
  headers?: Record<string, string>;
  /**
   * Bytes sent before waiting for the answer; the rest follows it, as from a client that keeps sending. A
   * server that reads the whole body before answering never answers (the upload gives up after 10 s).
   * Without it the whole body is sent at once.
   */
  answerAfter?: number;
}

const piece = Buffer.alloc(64 * 1024, 0x61);

/**
 * A client sending a body over a real socket, on a kept-alive connection of its own, as a browser would; the
 * connection is watched until it closes (the client closes it once the exchange is over, if the server has not).
 */
export function upload(url: string, { size, contentType, chunked, headers = {}, answerAfter = size }: UploadOptions): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    const errors: string[] = [];
    let answer: Omit<UploadAnswer, 'errors'> | undefined;
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const outgoing = httpRequest(url, {
      method: 'PUT',
      agent,
      headers: { 'content-type': contentType, ...(chunked ? {} : { 'content-length': String(size) }), ...headers },
    });
    let sent = 0;
    const sendUpTo = (bytes: number) => {
      for (; sent < bytes; sent += piece.length) outgoing.write(piece.subarray(0, Math.min(piece.length, bytes - sent)));
    };
    const gaveUp = setTimeout(() => outgoing.destroy(new Error(`no answer after ${sent} bytes of ${size}`)), 10_000);
    const noteError = (error: NodeJS.ErrnoException) => void errors.push(error.code ?? error.message);
    outgoing.on('error', noteError);
    outgoing.on('socket', (socket) => {
      socket.on('error', noteError);
      socket.on('close', () => {
        clearTimeout(gaveUp);
        agent.destroy();
        if (answer) resolve({ ...answer, errors: [...new Set(errors)] });
        else reject(new Error(`no answer: ${errors.join(', ')}`));
      });
    });
    outgoing.on('response', (incoming) => {
      clearTimeout(gaveUp);
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('error', noteError);
      incoming.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        answer = { status: incoming.statusCode ?? 0, headers: incoming.headers, body: text.startsWith('{') ? JSON.parse(text) : text };
      });
      sendUpTo(size);
      if (!outgoing.writableEnded) outgoing.end();
    });
    outgoing.on('close', () => agent.destroy());
    sendUpTo(answerAfter);
    if (answerAfter >= size) outgoing.end();
  });
}
