import compression from 'compression';
import type { Request, RequestHandler, Response } from 'express';

/** Replies smaller than this cost more to compress than they save on the wire (one TCP packet). */
const thresholdBytes = 1024;

/** Event streams must reach the client event by event; compressing them would buffer every event. */
function isEventStream(response: Response): boolean {
  return String(response.getHeader('Content-Type') ?? '').startsWith('text/event-stream');
}

/**
 * Gzip (or brotli, when the client prefers it) for every compressible reply of the API. Replies the
 * handler already encoded (the pre-gzipped leaderboard) pass through as they are; so do event streams.
 */
export function jsonCompression(): RequestHandler {
  return compression({
    threshold: thresholdBytes,
    filter: (request: Request, response: Response) => !isEventStream(response) && compression.filter(request, response),
  });
}
