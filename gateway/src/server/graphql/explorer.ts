import fs from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'express';

/**
 * GET /graphql from a browser gets the offline explorer (GraphiQL bundled by
 * Vite into web/dist); API clients asking for JSON fall through to Apollo.
 */
export function explorerPage(webDist: string): RequestHandler {
  const page = path.join(webDist, 'explorer.html');
  return (request, response, next) => {
    const wantsHtml = request.method === 'GET' && request.accepts(['application/json', 'text/html']) === 'text/html';
    if (!wantsHtml || request.query.query) return next();
    if (!fs.existsSync(page)) {
      return response.status(503).type('text').send('The API explorer is not built yet: run `npm run build`.');
    }
    response.sendFile(page);
  };
}
