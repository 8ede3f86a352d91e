// Serves built front ends: the shell at / and each remote under /mfe/<name>/, each with a single-page-app
// fallback to its own index.html for paths that are routes rather than files (so /scorecard and the
// standalone TV app at /mfe/leaderboard/tv/<id> survive a reload).
import { extname, join } from 'node:path';
import express from 'express';
import { cacheControlFor, revalidateCacheControl } from './cache-policy.mjs';
import { compressText } from './compress-text.mjs';

/**
 * @param {string} distRoot
 * @param {string} label used in the message when the app has not been built
 * @returns {import('express').Router}
 */
export function singlePageApp(distRoot, label) {
  const router = express.Router();
  router.use(compressText);
  router.use(
    express.static(distRoot, {
      cacheControl: false,
      redirect: true,
      setHeaders: (res, filePath) => res.setHeader('Cache-Control', cacheControlFor(filePath)),
    }),
  );
  router.use((req, res, next) => {
    if (!['GET', 'HEAD'].includes(req.method) || extname(req.path) !== '') return next();
    res.setHeader('Cache-Control', revalidateCacheControl);
    res.sendFile(join(distRoot, 'index.html'), (error) => {
      if (!error || res.headersSent) return;
      res.status(404).type('text/plain').send(`${label} is not built yet: run \`npm run build\` (looked in ${distRoot}).`);
    });
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
