import { ApolloProvider } from '@apollo/client/react';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { ADMIN_TOKEN_STORAGE_KEY, PAGE_STATE_ELEMENT_ID, PREVIEW_PARAMETER } from '@consultancy/domain';
import { App } from './app/App';
import { createPublicClient } from './app/apollo';
import { PostedFormProvider, renderedPostedForm } from './public/shared/posted-form';

/** The Apollo cache the server rendered the page with, so nothing is fetched twice. */
function renderedState() {
  const block = document.getElementById(PAGE_STATE_ELEMENT_ID);
  return block?.textContent ? JSON.parse(block.textContent) : undefined;
}

/**
 * A preview (/blog/{slug}?preview opened from the admin panel): the page renders
 * afresh in the browser with the administrator's token, so a draft shows. The
 * server rendered it as for a visitor (a draft's page is its not-found page).
 */
function previewToken(): string | undefined {
  if (!new URLSearchParams(window.location.search).has(PREVIEW_PARAMETER)) return undefined;
  return localStorage.getItem(ADMIN_TOKEN_STORAGE_KEY) ?? undefined;
}

const container = document.getElementById('root')!;
const preview = previewToken();
const client = preview ? createPublicClient({ previewToken: preview }) : createPublicClient({ state: renderedState() });
const app = (
  <StrictMode>
    <ApolloProvider client={client}>
      <PostedFormProvider value={renderedPostedForm()}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </PostedFormProvider>
    </ApolloProvider>
  </StrictMode>
);

// Public pages arrive rendered by the server and are hydrated; the admin arrives as an empty shell.
if (preview) {
  // The visitor's rendering (and its not-found marker) goes: the admin's replaces it.
  container.replaceChildren();
  createRoot(container).render(app);
} else if (container.hasChildNodes()) {
  // As a transition, hydration yields to the browser every few milliseconds instead
  // of holding the main thread for the whole page: taps and scrolling stay responsive.
  startTransition(() => {
    hydrateRoot(container, app);
  });
}
else createRoot(container).render(app);
