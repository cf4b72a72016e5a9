import { ApolloProvider } from '@apollo/client/react';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { PAGE_STATE_ELEMENT_ID } from '@consultancy/domain';
import { App } from './app/App';
import { createPublicClient } from './app/apollo';

/** The Apollo cache the server rendered the page with, so nothing is fetched twice. */
function renderedState() {
  const block = document.getElementById(PAGE_STATE_ELEMENT_ID);
  return block?.textContent ? JSON.parse(block.textContent) : undefined;
}

const container = document.getElementById('root')!;
const client = createPublicClient({ state: renderedState() });
const app = (
  <StrictMode>
    <ApolloProvider client={client}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </ApolloProvider>
  </StrictMode>
);

// Public pages arrive rendered by the server and are hydrated; the admin arrives as an empty shell.
if (container.hasChildNodes()) hydrateRoot(container, app);
else createRoot(container).render(app);
