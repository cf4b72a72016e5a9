import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { throwError } from 'rxjs';

const ROOT_ID = 'preview-root';

/** The frame's own document: a page of its own (standards mode), its styles copied in once it is there. */
const FRAME_DOCUMENT = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"></head><body><div id="${ROOT_ID}"></div></body></html>`;

/** What a public component gets if it asks for data inside a preview: an error, never a request. */
export const PREVIEW_OFFLINE_MESSAGE = 'A preview sends no requests.';

/**
 * The public site's stylesheets, as the admin page has them: the site's stylesheet that the
 * page shell links (the admin panel is served the same shell as every page), or in development
 * the styles Vite injected. MUI's styles (emotion's <style data-emotion>) stay out: the frame
 * is styled as the public site is, and nothing of the frame's styles reaches the panel.
 */
function siteStylesheets(from: Document): Element[] {
  return [...from.head.querySelectorAll('link[rel="stylesheet"], style')].filter((element) => !element.hasAttribute('data-emotion'));
}

function copyStylesheets(from: Document, to: Document) {
  for (const element of siteStylesheets(from)) {
    const copy = to.createElement(element.tagName.toLowerCase());
    if (element.tagName === 'LINK') {
      copy.setAttribute('rel', 'stylesheet');
      copy.setAttribute('href', (element as HTMLLinkElement).href);
    } else copy.textContent = element.textContent;
    copy.setAttribute('data-preview-style', '');
    to.head.appendChild(copy);
  }
  // The site's fixed navigation is not in the preview: the space pages keep for it goes too.
  const withoutNavigation = to.createElement('style');
  withoutNavigation.textContent = ':root { --nav-height: 0px; }';
  to.head.appendChild(withoutNavigation);
}

/** Links and forms in the preview do nothing: the panel never navigates away, the frame never loads another page. */
function holdNavigation(doc: Document): () => void {
  const hold = (event: Event) => {
    const target = event.target as Partial<Element> | null;
    if (event.type === 'submit' || target?.closest?.('a[href], area[href]')) event.preventDefault();
  };
  const kinds = ['click', 'auxclick', 'submit'] as const;
  kinds.forEach((kind) => doc.addEventListener(kind, hold, true));
  return () => kinds.forEach((kind) => doc.removeEventListener(kind, hold, true));
}

/** An Apollo client with no way out: a public component that fetches its own data gets an error (and its fallback). */
function offlineClient() {
  return new ApolloClient({ cache: new InMemoryCache(), link: new ApolloLink(() => throwError(() => new Error(PREVIEW_OFFLINE_MESSAGE))) });
}

interface Mounted {
  doc: Document;
  root: Root;
  release: () => void;
}

/**
 * Renders `children` (public components) in a same-origin `<iframe>` of its own, as
 * a separate React root: the public stylesheets apply inside and the panel's do not,
 * and the public components see none of the panel's context (its router, its Apollo
 * client with the administrator's token, its theme). Inside, a MemoryRouter (links
 * resolve, nothing navigates) and an Apollo client that sends nothing.
 *
 * A separate root rather than a portal: a portal keeps the panel's React context,
 * so a router inside would meet the panel's router (react-router refuses a router
 * in a router) and the public components would reach the panel's Apollo client.
 */
export function PreviewFrame({ title, children, height }: { title: string; children: ReactNode; /** A CSS height: the frame scrolls inside. */ height: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [root, setRoot] = useState<Root | null>(null);
  const [client] = useState(offlineClient);

  useEffect(() => {
    const iframe = frame.current;
    if (!iframe) return undefined;
    let mounted: Mounted | null = null;
    const release = () => {
      if (!mounted) return;
      const { root: old, release: stopHolding } = mounted;
      mounted = null;
      stopHolding();
      // Not while React is committing the panel: once it is done.
      setTimeout(() => old.unmount());
    };
    const attach = () => {
      const doc = iframe.contentDocument;
      if (!doc?.body || doc === mounted?.doc) return;
      release();
      // A browser loads FRAME_DOCUMENT (srcdoc); one without srcdoc (jsdom) leaves about:blank's empty body.
      const container = doc.getElementById(ROOT_ID) ?? doc.body.appendChild(Object.assign(doc.createElement('div'), { id: ROOT_ID }));
      copyStylesheets(document, doc);
      mounted = { doc, root: createRoot(container), release: holdNavigation(doc) };
      setRoot(mounted.root);
    };
    iframe.addEventListener('load', attach);
    if (iframe.contentDocument?.getElementById(ROOT_ID)) attach();
    return () => {
      iframe.removeEventListener('load', attach);
      release();
    };
  }, []);

  useEffect(() => {
    root?.render(
      <ApolloProvider client={client}>
        <MemoryRouter>{children}</MemoryRouter>
      </ApolloProvider>,
    );
  }, [root, client, children]);

  return <iframe ref={frame} title={title} srcDoc={FRAME_DOCUMENT} style={{ display: 'block', width: '100%', border: 0, background: '#fff', height }} />;
}
