import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { GraphiQL } from 'graphiql';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
// Fonts and icons are inlined in GraphiQL's own CSS, so nothing is fetched from a CDN.
import 'graphiql/style.css';
import './explorer.css';

// Apollo's CSRF prevention rejects GET/multipart requests without this header.
const fetcher = createGraphiQLFetcher({
  url: '/graphql',
  headers: { 'Apollo-Require-Preflight': 'true' },
});

const defaultQuery = `# Admin calls: set a token in Headers below, e.g.
# {"Authorization": "Bearer <token>"}
{
  portfolios(page: 1, limit: 10) {
    total
    pages
    items {
      id
      projectName
      category
    }
  }
}
`;

createRoot(document.getElementById('graphiql')!).render(
  <StrictMode>
    <GraphiQL
      fetcher={fetcher}
      defaultQuery={defaultQuery}
      isHeadersEditorEnabled
      defaultEditorToolsVisibility="headers"
      // Tokens must not linger in localStorage.
      shouldPersistHeaders={false}
    />
  </StrictMode>,
);
