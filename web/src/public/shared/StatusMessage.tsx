/** 'Loading...' and empty states, announced to screen readers. */
export function LoadingMessage() {
  return (
    <div className="container status-message" role="status" aria-live="polite">
      <span className="status-message__spinner" aria-hidden="true" />
      Loading...
    </div>
  );
}

export function EmptyMessage({ children }: { children: string }) {
  return <p className="status-message status-message--empty">{children}</p>;
}
