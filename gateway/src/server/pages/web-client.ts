import fs from 'node:fs';
import path from 'node:path';
import express, { type Request, type Response as ExpressResponse, type Router } from 'express';
import { FORM_OUTCOME_ELEMENT_ID, FORM_TOKEN_PLACEHOLDER, PAGE_STATE_ELEMENT_ID, isSitePath, type PostedFormOutcome } from '@consultancy/domain';
import expressStaticGzip from 'express-static-gzip';
import { normalizedUrl, pageKeyFor, type PageOrigin } from '../caching/cache-key';
import { PRIVATE_NO_STORE, PUBLIC_REDIRECT_CACHE_CONTROL } from '../../api/http/cache-control';
import type { Answer, AnswerCache } from '../caching/answer-cache';
import type { Operation, RunOperation } from '../graphql/run-operation';
import { requestLogger } from '../../infra/observability';
import { issueFormToken } from '../../content/form-guard/form-token';
import { criticalCssInliner } from './critical-css';
import { plainFormPoster, postedFormName } from './plain-form-post';
import { siteOrigin } from '../../api/http/site-origin';
import type { RestApi } from '../rest/rest-bridge';
import { apiError, notFound } from '../../api/errors/api-error';

/** Paths the gateway answers itself, never pages (redirects and the 404 log leave them alone too), and the admin panel's. */
const isServerPath = (path: string) => isSitePath(path, 'server');
const isAdminPath = (path: string) => isSitePath(path, 'admin');

/** A path no page has: one that does not decode, or decodes to control characters (`/%0aabc`). Never rendered, so never kept. */
function isReadablePath(path: string): boolean {
  try {
    return !/[\u0000-\u001f\u007f]/.test(decodeURIComponent(path));
  } catch {
    return false;
  }
}

/** The server renderer built from web/src/entry-server.tsx. */
interface Renderer {
  render(url: string, options: { fetch: typeof fetch; origin: string; postedForm?: PostedFormOutcome }): Promise<{
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

/**
 * Static files of web/dist, in the .br or .gz form written at build time
 * (web/scripts/compress-dist.mjs) when the browser accepts it, with
 * Content-Encoding and Vary set; the plain file otherwise.
 */
function precompressedStatic(root: string, options: expressStaticGzip.ExpressStaticGzipOptions['serveStatic']) {
  return expressStaticGzip(root, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: options,
  });
}

/** JSON inside a <script> must not be able to close the tag. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');


/**
 * Serves the built web client. Public pages are rendered on the server with
 * their data (the HTML a crawler gets already holds the text), the Apollo cache
 * travels with the page so the browser does not fetch it again, and the page
 * cache keeps each rendered page until the content changes; admin pages get
 * the empty shell and render in the browser. Built assets are served in their
 * prebuilt brotli or gzip form when the browser takes it, the hashed assets from memory.
 */
interface WebClientOptions {
  webDist: string;
  /** Where absolute links point (see site-origin.ts). */
  origin: PageOrigin;
  runOperation: RunOperation;
  answerCache: AnswerCache;
  /** Where an old URL of a page now is (an item's id or former slug): answered 301 before rendering. */
  redirectFor?: (path: string) => Promise<string | null>;
  /** Signs the form tokens written into pages, for their forms' plain posts (JWT_SECRET). */
  formTokenSecret: string;
  /** The REST calls a plain post of a public form runs. */
  restApi: RestApi;
}

/** A form posted without scripts: a small body of text fields. */
const PLAIN_POST_LIMIT = '64kb';

export function webClient(options: WebClientOptions): Router {
  const { webDist, runOperation, answerCache } = options;
  const router = express.Router();
  const templateFile = path.join(webDist, 'index.html');
  const template = fs.existsSync(templateFile) ? fs.readFileSync(templateFile, 'utf8') : null;
  const renderer = loadRenderer(webDist);
  const inlineCriticalCss = template ? criticalCssInliner(template, webDist) : (page: string) => page;
  const postPlainForm = plainFormPoster(options.restApi, options.formTokenSecret);

  // The built files themselves are answered before the chain (built-assets.ts): what reaches here was not built.
  router.use('/assets', (_request, _response, next) => next(notFound('No such file')));
  const rootFiles = precompressedStatic(webDist, { index: false });
  // Pages have no file extension: they skip the file-system lookup of the static files.
  router.use((request, response, next) => (path.extname(request.path) ? rootFiles(request, response, next) : next()));
  const pageKey = pageKeyFor(options.origin);

  /** Old URLs of an item's page answer 301 to its current one; a page kept at the current version is current. */
  const redirected = async (request: Request, response: ExpressResponse): Promise<boolean> => {
    if (!options.redirectFor || (await answerCache.serveKept(request, response, pageKey(request)))) return response.headersSent;
    const moved = await options.redirectFor(request.path);
    if (!moved) return false;
    const query = request.originalUrl.slice(request.path.length);
    response.set('Cache-Control', PUBLIC_REDIRECT_CACHE_CONTROL).redirect(301, `${moved}${query}`);
    return true;
  };

  const shell = (title: string) =>
    template!
      .replace('<!--app-head-->', `<title>${title}</title><meta name="robots" content="noindex">`)
      .replace('<!--app-html-->', '')
      .replace('<!--app-state-->', '');

  /** A public page rendered with its data; with a plain post's outcome when it answers one. */
  const renderPage = async (request: Request, postedForm?: PostedFormOutcome): Promise<Answer> => {
    const inProcessFetch = (async (_url: string, init?: RequestInit) =>
      new Response(JSON.stringify(await runOperation(request, JSON.parse(String(init?.body)) as Operation)), {
        headers: { 'content-type': 'application/json' },
      })) as typeof fetch;
    try {
      const origin = siteOrigin(request, options.origin);
      const page = await renderer!.render(normalizedUrl(request.originalUrl), { fetch: inProcessFetch, origin, postedForm });
      const outcome = postedForm ? `<script type="application/json" id="${FORM_OUTCOME_ELEMENT_ID}">${scriptSafeJson(postedForm)}</script>` : '';
      const body = inlineCriticalCss(
        template!
          .replace('<!--app-head-->', page.head)
          .replace('<!--app-html-->', page.html)
          .replace('<!--app-state-->', `<script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">${scriptSafeJson(page.state)}</script>${outcome}`),
      );
      // One token for every form of the page; a kept page is at most a minute old (see server/caching/answer-cache.ts), a token lasts 2 hours.
      return { status: page.status, type: 'html', body: body.replaceAll(FORM_TOKEN_PLACEHOLDER, issueFormToken(options.formTokenSecret)), cacheable: true };
    } catch (error) {
      // A page that cannot be rendered here can still render in the browser; it is rendered again next time.
      requestLogger(request).error({ err: error }, 'server rendering failed; the page will render in the browser');
      return { status: 200, type: 'html', body: shell('Northwind Digital'), cacheable: false };
    }
  };

  /** A page the server renders: not the API's, not a file, not the admin panel. */
  const isPublicPage = (request: Request) => !isServerPath(request.path) && !isAdminPath(request.path) && request.accepts('html');

  router.get(/.*/, async (request, response, next) => {
    if (isServerPath(request.path) || !request.accepts('html')) return next();
    if (!isReadablePath(request.path)) return next(apiError('BAD_REQUEST', 'This address cannot be read: it holds a control character or a broken %-escape'));
    if (!template) return response.status(503).type('text').send('The web client is not built yet: run `npm run build`.');
    if (!isAdminPath(request.path) && (await redirected(request, response))) return;
    if (!renderer || isAdminPath(request.path)) {
      return response.set('Cache-Control', PRIVATE_NO_STORE).type('html').send(shell('Admin Panel'));
    }
    await answerCache.serve(request, response, pageKey(request), () => renderPage(request));
  });

  // A public form posted without scripts: sent as the script would, answered with the page showing the outcome.
  router.post(/.*/, express.urlencoded({ extended: false, limit: PLAIN_POST_LIMIT }), async (request, response, next) => {
    const name = postedFormName(request.body);
    if (!name || !isPublicPage(request) || !template || !renderer) return next();
    const { status, outcome, headers } = await postPlainForm(request, name);
    const page = await renderPage(request, outcome);
    response.status(status).set(headers).set('Cache-Control', PRIVATE_NO_STORE).type('html').send(page.body);
  });
  return router;
}
