import { Route, Routes } from 'react-router-dom';
import { PageHead } from '../app/head';
import { BlogDetailPage } from './blog/BlogDetailPage';
import { BlogListPage } from './blog/BlogListPage';
import { NotFoundPage } from './not-found/NotFoundPage';
import { PortfolioDetailPage } from './portfolio/PortfolioDetailPage';
import { PortfolioListPage } from './portfolio/PortfolioListPage';

/** Placeholder layout: the public-site work replaces it with the layout and every public route. */
export function PublicSite() {
  return (
    <Routes>
      <Route path="/" element={<><PageHead title="Northwind Digital" description="Coming soon" path="/" /><h1>Coming soon</h1></>} />
      <Route path="/portfolio" element={<PortfolioListPage />} />
      <Route path="/portfolio/:id" element={<PortfolioDetailPage />} />
      <Route path="/blog" element={<BlogListPage />} />
      <Route path="/blog/:id" element={<BlogDetailPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
