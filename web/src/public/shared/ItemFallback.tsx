import { NotFoundPage } from './NotFoundPage';
import { LoadingMessage } from './StatusMessage';

interface ItemFallbackProps {
  /** The item does not exist (the API said so, or the server already rendered its not-found page). */
  missing: boolean;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  /** What the page shows, e.g. 'blog:{id}': lets hydration keep the server's not-found page. */
  marker: string;
  /** 'This project', for 'This project could not be loaded.' */
  what: string;
  notFound: { heading: string; text: string };
}

/** What a detail page shows while it has no item: the not-found page, 'Loading...', or 'Try again' after a failure. */
export function ItemFallback({ missing, loading, failed, onRetry, marker, what, notFound }: ItemFallbackProps) {
  if (missing) return <NotFoundPage marker={marker} heading={notFound.heading} text={notFound.text} />;
  if (loading || !failed) return <LoadingMessage />;
  return (
    <div className="container load-error" role="alert">
      <h1>Something went wrong</h1>
      <p>{what} could not be loaded. Please check your connection and try again.</p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
