import { ApolloProvider } from '@apollo/client/react';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { createPublicClient } from './app/apollo';

declare global {
  interface Window {
    __APOLLO_STATE__?: Record<string, unknown>;
  }
}

const container = document.getElementById('root')!;
const client = createPublicClient({ state: window.__APOLLO_STATE__ as never });
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
