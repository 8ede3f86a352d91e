// Gzip or brotli for every compressible answer of the gateway: the front ends' files and the API's JSON
// (the API compresses its own replies; an answer that arrives already encoded passes through as it is).
import compression from 'compression';

/** @param {import('express').Response} res */
function isEventStream(res) {
  return String(res.getHeader('Content-Type') ?? '').startsWith('text/event-stream');
}

/** @type {import('express').RequestHandler} */
export const compressText = compression({
  // Never compress an event stream: compression buffers output, and live updates must flow one by one.
  filter: (req, res) => !isEventStream(res) && compression.filter(req, res),
});
