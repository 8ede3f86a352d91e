// Forwards the API and the Firebase Auth emulator through the gateway, so a browser (or a phone on the LAN)
// uses the whole product through one address.
import { Agent } from 'node:http';
import { createProxyMiddleware } from 'http-proxy-middleware';

/**
 * The identity paths the Firebase client calls when told the emulator is at this origin: the API answers them
 * (its local identity service signs the emulator's tokens), never the emulator, which believes any token.
 */
export const identityPrefixes = ['/identitytoolkit.googleapis.com', '/securetoken.googleapis.com'];

/**
 * The emulator's own pages a browser opens (the e-mail action link, the sign-in popup's handler). Its admin
 * REST paths (/emulator/v1/...: every account, every e-mail's code) are never served to callers.
 */
export const authEmulatorPages = ['/emulator/action', '/emulator/auth/handler', '/emulator/auth/iframe'];

/**
 * The rest of the emulator's paths, its admin REST API among them, answered 404 here rather than by the shell's
 * page: nothing there is for a caller (an e-mail's code would let anyone reset anyone's password).
 * @returns {import('express').RequestHandler}
 */
export function closedEmulatorPaths() {
  const closed = underAny(['/emulator', '/www.googleapis.com']);
  return (req, res, next) => {
    if (!closed(req.path)) return next();
    res
      .status(404)
      .set('Cache-Control', 'no-store')
      .json({ statusCode: 404, error: 'Not Found', message: `Cannot ${req.method} ${req.path}` });
  };
}

/**
 * @param {string[]} prefixes
 * @returns {(path: string) => boolean}
 */
function underAny(prefixes) {
  return (path) => prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * Without an agent of its own the proxy asks the upstream to close every connection and passes that
 * `Connection: close` on to the browser: each request then pays a new connection at both hops, and under
 * load waits seconds for one. Kept-alive sockets, as many as needed (event streams hold theirs).
 */
function keptAliveAgent() {
  return new Agent({ keepAlive: true });
}

/**
 * A refused connection means the upstream is not listening: the API restarting (a deploy, a drain) or not
 * started yet. That is a 503 with Retry-After, which clients (the score outbox, query retries) take as
 * "again shortly"; anything else that breaks the proxy is a 502.
 * @param {string} upstreamName
 * @returns {(error: Error, req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse | import('node:net').Socket) => void}
 */
function answerBadGateway(upstreamName) {
  return (error, _req, res) => {
    if (!('writeHead' in res)) return void res.destroy();
    // The upstream answered in full (a 413 before the upload was over), then hung up on the rest of the
    // upload: the browser has its answer (see dropUploadAfterEarlyAnswer).
    if (res.writableEnded) return;
    if (res.headersSent) return void res.destroy();
    const refused = /** @type {NodeJS.ErrnoException} */ (error).code === 'ECONNREFUSED';
    const statusCode = refused ? 503 : 502;
    res.writeHead(statusCode, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', ...(refused ? { 'Retry-After': '1' } : {}) });
    const message = refused ? `${upstreamName} is not reachable (restarting?): try again in a moment` : `${upstreamName} is not reachable`;
    res.end(JSON.stringify({ statusCode, error: refused ? 'Service Unavailable' : 'Bad Gateway', message }));
  };
}

/**
 * An upstream may answer before the upload is over and close its connection (the API's 413 to a body too
 * large). The rest of the upload then has nowhere to go: it is read and dropped here. `Connection` is
 * hop-by-hop: passed on, it would make Node close the browser's connection as soon as the answer is written,
 * under upload bytes still arriving, and the reset that meets them can reach the browser before the answer.
 * So the browser's connection stays open, as it asked, and carries the rest of its upload to nowhere.
 * @param {import('node:http').IncomingMessage} proxyRes
 * @param {import('node:http').IncomingMessage} req
 */
function dropUploadAfterEarlyAnswer(proxyRes, req) {
  if (req.complete || proxyRes.headers.connection !== 'close') return;
  // A client response knows its request (`req`), though Node's types leave it out.
  req.unpipe(/** @type {import('node:http').IncomingMessage & { req: import('node:http').ClientRequest }} */ (proxyRes).req);
  req.resume();
  delete proxyRes.headers.connection;
}

/**
 * When the upstream goes away in the middle of a response (an event stream when the API stops), the browser's
 * connection must close too, or its EventSource would wait on a dead stream instead of reconnecting.
 * @param {import('node:http').IncomingMessage} proxyRes
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
function closeWithUpstream(proxyRes, req, res) {
  dropUploadAfterEarlyAnswer(proxyRes, req);
  proxyRes.once('close', () => {
    if (!proxyRes.complete) res.destroy();
  });
}

/**
 * @param {string} apiUrl for example http://127.0.0.1:3000
 * @returns {import('express').RequestHandler}
 */
export function apiProxy(apiUrl) {
  return /** @type {import('express').RequestHandler} */ (
    createProxyMiddleware({
      target: apiUrl,
      pathFilter: underAny(['/api', ...identityPrefixes]),
      xfwd: true,
      agent: keptAliveAgent(),
      on: { error: answerBadGateway('The API'), proxyRes: closeWithUpstream },
    })
  );
}

/**
 * @param {string} emulatorUrl for example http://127.0.0.1:9099
 * @returns {import('express').RequestHandler}
 */
export function authEmulatorProxy(emulatorUrl) {
  return /** @type {import('express').RequestHandler} */ (
    createProxyMiddleware({
      target: emulatorUrl,
      pathFilter: underAny(authEmulatorPages),
      xfwd: true,
      agent: keptAliveAgent(),
      on: { error: answerBadGateway('The Firebase Auth emulator') },
    })
  );
}
