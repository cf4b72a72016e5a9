import fs from 'node:fs';
import path from 'node:path';
import express, { type Request, type Router } from 'express';
import { PAGE_STATE_ELEMENT_ID } from '@consultancy/domain';
import type { Operation, RunOperation } from '../graphql/run-operation';
import { requestLogger } from '../observability';

const SERVER_PATHS = /^\/(api|graphql|uploads|healthz|assets)(\/|$)/;
const ADMIN_PATHS = /^\/(login|admin)(\/|$)/;

/** The server renderer built from web/src/entry-server.tsx. */
interface Renderer {
  render(url: string, options: { fetch: typeof fetch; origin: string }): Promise<{
    html: string;
    head: string;
    state: unknown;
    status: number;
  }>;
}

function loadRenderer(webDist: string): Renderer | null {
  const file = path.join(webDist, 'server', 'entry-server.js');
  if (!fs.existsSync(file)) return null;
  // The renderer is an ES module; Node 20.19+ loads it with require().
  return require(file) as Renderer;
}

/** JSON inside a <script> must not be able to close the tag. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

function pageOrigin(request: Request, publicUrl?: string): string {
  return publicUrl ?? `${request.protocol}://${request.get('host')}`;
}

/**
 * Serves the built web client. Public pages are rendered on the server with
 * their data (the HTML a crawler gets already holds the text), the Apollo cache
 * travels with the page so the browser does not fetch it again; admin pages get
 * the empty shell and render in the browser.
 */
export function webClient(options: { webDist: string; publicUrl?: string; runOperation: RunOperation }): Router {
  const { webDist, publicUrl, runOperation } = options;
  const router = express.Router();
  const templateFile = path.join(webDist, 'index.html');
  const template = fs.existsSync(templateFile) ? fs.readFileSync(templateFile, 'utf8') : null;
  const renderer = loadRenderer(webDist);

  router.use('/assets', express.static(path.join(webDist, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }));
  router.use(express.static(webDist, { index: false }));
  router.get(/.*/, async (request, response, next) => {
    if (SERVER_PATHS.test(request.path) || !request.accepts('html')) return next();
    if (!template) return response.status(503).type('text').send('The web client is not built yet: run `npm run build`.');
    const shell = (title: string) =>
      template
        .replace('<!--app-head-->', `<title>${title}</title><meta name="robots" content="noindex">`)
        .replace('<!--app-html-->', '')
        .replace('<!--app-state-->', '');
    if (!renderer || ADMIN_PATHS.test(request.path)) return response.type('html').send(shell('Admin Panel'));

    const inProcessFetch = (async (_url: string, init?: RequestInit) =>
      new Response(JSON.stringify(await runOperation(request, JSON.parse(String(init?.body)) as Operation)), {
        headers: { 'content-type': 'application/json' },
      })) as typeof fetch;
    let page: Awaited<ReturnType<Renderer['render']>>;
    try {
      page = await renderer.render(request.originalUrl, { fetch: inProcessFetch, origin: pageOrigin(request, publicUrl) });
    } catch (error) {
      // A page that cannot be rendered here can still render in the browser.
      requestLogger(request).error({ err: error }, 'server rendering failed; the page will render in the browser');
      return response.type('html').send(shell('Northwind Digital'));
    }
    response
      .status(page.status)
      .type('html')
      .send(
        template
          .replace('<!--app-head-->', page.head)
          .replace('<!--app-html-->', page.html)
          .replace('<!--app-state-->', `<script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">${scriptSafeJson(page.state)}</script>`),
      );
  });
  return router;
}
