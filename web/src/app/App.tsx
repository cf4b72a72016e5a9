import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { PublicSite } from './PublicSite';

/** The admin (MUI, draft-js, the collections' admin halves and the public components its previews render) is its own chunk: public pages never load it. */
const AdminApp = lazy(async () => (await import('./AdminAppWithPreviews')).default());

export const isAdminPath = (pathname: string) => pathname === '/login' || pathname === '/admin' || pathname.startsWith('/admin/');

export function App() {
  const { pathname } = useLocation();
  if (isAdminPath(pathname)) {
    return (
      <Suspense fallback={<p className="admin-loading">Loading...</p>}>
        <AdminApp />
      </Suspense>
    );
  }
  return <PublicSite />;
}
