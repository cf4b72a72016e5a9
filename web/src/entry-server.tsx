import { ApolloProvider } from '@apollo/client/react';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import type { PostedFormOutcome } from '@consultancy/domain';
import { App } from './app/App';
import { createPublicClient } from './app/apollo';
import { HeadProvider } from './public/shared/head';
import { HeadCollector } from './public/shared/head-collector';
import { PostedFormProvider } from './public/shared/posted-form';
import { askRemembered, NotedQueries, remember } from './app/render-memory';

export interface RenderedPage {
  html: string;
  head: string;
  /** The Apollo cache after rendering, for the client to start from. */
  state: unknown;
  status: number;
}

/** One chunk: content inside Suspense boundaries is sent in place, not swapped in by a script later. */
async function renderToHtml(element: React.ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  const decoder = new TextDecoder();
  let html = '';
  for await (const chunk of prelude) html += decoder.decode(chunk as Uint8Array, { stream: true });
  return html + decoder.decode();
}

export interface RenderOptions {
  /** Runs GraphQL in-process. */
  fetch: typeof fetch;
  origin: string;
  /** The outcome of a form posted without scripts, when the page answers that post. */
  postedForm?: PostedFormOutcome;
}

/** Renders a public page with its data: the gateway calls this for every page request. */
export async function render(url: string, options: RenderOptions): Promise<RenderedPage> {
  const noted = new NotedQueries(options.fetch);
  const client = createPublicClient({ fetch: noted.fetch });
  await askRemembered(client, url);
  const head = new HeadCollector(options.origin);
  const tree = (
    <ApolloProvider client={client}>
      <HeadProvider value={head}>
        <PostedFormProvider value={options.postedForm ?? null}>
          <StaticRouter location={url}>
            <App />
          </StaticRouter>
        </PostedFormProvider>
      </HeadProvider>
    </ApolloProvider>
  );
  // prerenderStatic renders again whenever a render met a query, even one the cache answered; a render
  // that sent no request (the cache, filled from memory above, answered it all) is the page: it stops there.
  const answeredRender = new AbortController();
  const renderFunction = async (element: React.ReactNode) => {
    const sentBefore = noted.sent;
    const html = await renderToHtml(element);
    if (noted.sent === sentBefore) answeredRender.abort();
    return html;
  };
  const { result } = await prerenderStatic({ tree, renderFunction, signal: answeredRender.signal });
  remember(url, noted.asked);
  return { html: result, head: head.toHtml(), state: client.extract(), status: head.status };
}
