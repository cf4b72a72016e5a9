import { ApolloProvider } from '@apollo/client/react';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/App';
import { createPublicClient } from './app/apollo';
import { HeadCollector, HeadProvider } from './public/shared/head';

export interface RenderedPage {
  html: string;
  head: string;
  /** The Apollo cache after rendering, for the client to start from. */
  state: unknown;
  status: number;
}

/**
 * Renders a public page with its data: the gateway calls this for every page
 * request, handing over a fetch that runs GraphQL in-process.
 */
export async function render(url: string, options: { fetch: typeof fetch; origin: string }): Promise<RenderedPage> {
  const client = createPublicClient({ fetch: options.fetch });
  const head = new HeadCollector(options.origin);
  const tree = (
    <ApolloProvider client={client}>
      <HeadProvider value={head}>
        <StaticRouter location={url}>
          <App />
        </StaticRouter>
      </HeadProvider>
    </ApolloProvider>
  );
  // One chunk: content inside Suspense boundaries is sent in place, not swapped in by a script later.
  const renderFunction = (element: React.ReactNode) =>
    prerenderToNodeStream(element, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  const { result } = await prerenderStatic({ tree, renderFunction });
  return { html: result, head: head.toHtml(), state: client.extract(), status: head.status };
}
