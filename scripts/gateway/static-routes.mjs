// Serves built front ends: the shell at / and each remote under /mfe/<name>/, each with a single-page-app
// fallback to its own index.html for paths that are routes rather than files (so /scorecard and the
// standalone TV app at /mfe/leaderboard/tv/<id> survive a reload).
import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import express from 'express';
import { cacheControlFor, revalidateCacheControl } from './cache-policy.mjs';
import { compressText } from './compress-text.mjs';

/**
 * @param {string} distRoot
 * @param {string} label used in the message when the app has not been built
 * @param {{ page?: (html: string) => string }} [options] page: rewrites index.html as it is served (the
 *   shell's inline remotes manifest); read from disk on each request, so a rebuild is served at once
 * @returns {import('express').Router}
 */
export function singlePageApp(distRoot, label, { page } = {}) {
  const router = express.Router();
  router.use(compressText);
  const indexFile = join(distRoot, 'index.html');
  /** @type {import('express').RequestHandler} */
  const sendIndex = (_req, res) => {
    res.setHeader('Cache-Control', revalidateCacheControl);
    const notBuilt = () => res.status(404).type('text/plain').send(`${label} is not built yet: run \`npm run build\` (looked in ${distRoot}).`);
    if (!page) {
      res.sendFile(indexFile, (error) => {
        if (error && !res.headersSent) notBuilt();
      });
      return;
    }
    readFile(indexFile, 'utf8').then((html) => void res.type('html').send(page(html)), notBuilt);
  };
  if (page) router.get('/index.html', sendIndex);
  router.use(
    express.static(distRoot, {
      cacheControl: false,
      redirect: true,
      index: page ? false : 'index.html',
      setHeaders: (res, filePath) => res.setHeader('Cache-Control', cacheControlFor(filePath)),
    }),
  );
  router.use((req, res, next) => {
    if (!['GET', 'HEAD'].includes(req.method) || extname(req.path) !== '') return next();
    sendIndex(req, res, next);
  });
  return router;
}

/**
 * @param {Record<string, string>} manifest
 * @returns {import('express').RequestHandler}
 */
export function remotesManifestRoute(manifest) {
  const body = JSON.stringify(manifest);
  return (_req, res) => {
    res.setHeader('Cache-Control', revalidateCacheControl);
    res.type('application/json').send(body);
  };
}
