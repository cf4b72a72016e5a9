import fs from 'node:fs';
import path from 'node:path';
import express, { type Router } from 'express';

const API_PATHS = /^\/(api|graphql|uploads|healthz)(\/|$)/;

/**
 * Serves the built web client: hashed assets with a long cache life, and
 * index.html for every other page path so the client router can take over.
 */
export function webClient(webDist: string): Router {
  const router = express.Router();
  const indexFile = path.join(webDist, 'index.html');
  router.use('/assets', express.static(path.join(webDist, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }));
  router.use(express.static(webDist, { index: false }));
  router.get(/.*/, (request, response, next) => {
    if (API_PATHS.test(request.path) || !request.accepts('html')) return next();
    if (!fs.existsSync(indexFile)) {
      return response.status(503).type('text').send('The web client is not built yet: run `npm run build`.');
    }
    response.sendFile(indexFile);
  });
  return router;
}
