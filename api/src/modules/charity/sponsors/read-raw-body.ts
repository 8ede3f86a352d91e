import type { Request } from 'express';

/**
 * The request's body as bytes, read to the end. Past `maxBytes` the rest is drained and dropped (the caller
 * answers 413); a client sending far more is cut off. A body a JSON or form parser already took reads as empty.
 */
export async function readRawBody(request: Request, maxBytes: number): Promise<{ bytes: Uint8Array; tooLarge: boolean }> {
  if (request.readableEnded || (request as { _body?: boolean })._body) return { bytes: new Uint8Array(), tooLarge: false };
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= maxBytes) chunks.push(chunk);
    if (size > maxBytes * 8) {
      request.destroy();
      break;
    }
  }
  return { bytes: Buffer.concat(chunks), tooLarge: size > maxBytes };
}
