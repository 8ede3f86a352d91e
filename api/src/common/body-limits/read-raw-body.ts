import type { Request } from 'express';
import { declaredLength } from './body-limits';

const nothing = { bytes: new Uint8Array(), tooLarge: false };

/**
 * The request's body as bytes, read to the end. A body past `maxBytes` is refused without being kept: at
 * once when its Content-Length says so, else as soon as the count passes the limit; what is left of it is
 * dropped unread while the caller answers 413 (the answer closes the connection gently, see
 * closeAfterAnswer). A body a JSON or form parser already took reads as empty.
 */
export function readRawBody(request: Request, maxBytes: number): Promise<{ bytes: Uint8Array; tooLarge: boolean }> {
  if (request.readableEnded || (request as { _body?: boolean })._body) return Promise.resolve(nothing);
  if ((declaredLength(request) ?? 0) > maxBytes) return Promise.resolve({ ...nothing, tooLarge: true });
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const settle = (outcome: () => void) => {
      request.off('data', take).off('end', finish).off('error', fail).off('close', cut);
      outcome();
    };
    const take = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBytes) chunks.push(chunk);
      else settle(() => resolve({ ...nothing, tooLarge: true }));
    };
    const finish = () => settle(() => resolve({ bytes: Buffer.concat(chunks), tooLarge: false }));
    const fail = (error: Error) => settle(() => reject(error));
    const cut = () => fail(new Error('The client closed the connection before sending the whole body'));
    request.on('data', take).on('end', finish).on('error', fail).on('close', cut);
  });
}
