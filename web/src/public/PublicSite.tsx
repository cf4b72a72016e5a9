// Design tokens first, so feature styles build on (and may refine) the base classes.
import './styles';
import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { HeroPage, HomePage } from './home/HomePage';
import { PublicLayout } from './layout/PublicLayout';
import { NotFoundPage } from './not-found/NotFoundPage';

/*
 * The landing page ships with the entry; every other page is its own chunk,
 * so `/` loads only what it shows. Server rendering waits for lazy pages, and
 * hydration waits for the chunk of the page the server rendered.
 */
const SolutionsPage = lazy(() => import('./solutions/SolutionsPage').then((module) => ({ default: module.SolutionsPage })));
const AboutPage = lazy(() => import('./about/AboutPage').then((module) => ({ default: module.AboutPage })));
const ContactPage = lazy(() => import('./contact/ContactPage').then((module) => ({ default: module.ContactPage })));
const PortfolioListPage = lazy(() => import('./portfolio/PortfolioListPage').then((module) => ({ default: module.PortfolioListPage })));
const PortfolioDetailPage = lazy(() => import('./portfolio/PortfolioDetailPage').then((module) => ({ default: module.PortfolioDetailPage })));
const BlogListPage = lazy(() => import('./blog/BlogListPage').then((module) => ({ default: module.BlogListPage })));
const BlogDetailPage = lazy(() => import('./blog/BlogDetailPage').then((module) => ({ default: module.BlogDetailPage })));

/** The public website: every public route inside the shared layout (navigation, footer). */
export function PublicSite() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route index element={<HomePage />} />
        <Route path="hero" element={<HeroPage />} />
        <Route path="solutions" element={<SolutionsPage />} />
        <Route path="about" element={<AboutPage />} />
        <Route path="contact" element={<ContactPage />} />
        <Route path="portfolio" element={<PortfolioListPage />} />
        <Route path="portfolio/:id" element={<PortfolioDetailPage />} />
        <Route path="blog" element={<BlogListPage />} />
        <Route path="blog/:id" element={<BlogDetailPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
