import { Navigate, useLocation } from 'react-router-dom';

/**
 * An item reached by its id or a former slug, in the browser (the server
 * answers such URLs with a 301 before rendering): moves to its current URL,
 * keeping the query, without a history entry for the old one.
 */
export function CanonicalRedirect({ path }: { path: string }) {
  const { search, hash } = useLocation();
  return <Navigate replace to={`${path}${search}${hash}`} />;
}
