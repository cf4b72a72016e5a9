import { Route, Routes } from 'react-router-dom';
import { PageHead } from '../app/head';

/** Placeholder: the public-site work replaces this with the layout and every public route. */
export function PublicSite() {
  return (
    <Routes>
      <Route path="*" element={<><PageHead title="Northwind Digital" description="Coming soon" path="/" /><h1>Coming soon</h1></>} />
    </Routes>
  );
}
