/** A detail page whose item could not be loaded for another reason than not existing: offers 'Try again'. */
export function LoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
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
