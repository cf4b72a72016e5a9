import { analyticsRoutes } from '../analytics/analytics.routes';
import { authRoutes } from '../auth/auth.routes';
import { blogCollection } from '../blog/blog.resolver';
import { contactRoutes } from '../contact/contact.routes';
import { collectionRoutes } from '../content/collection-routes';
import { portfolioCollection } from '../portfolio/portfolio.resolver';
import { testimonialCollection } from '../testimonial/testimonial.resolver';
import { subscriptionRoutes } from '../subscription/subscription.routes';
import type { RestRoute } from './rest-route';

/** Every documented /api/* call (SPEC section 7). */
export const restRoutes: RestRoute[] = [
  ...authRoutes,
  ...collectionRoutes('portfolio', portfolioCollection),
  ...collectionRoutes('testimonial', testimonialCollection),
  ...collectionRoutes('blog', blogCollection),
  { method: 'get', path: '/api/statistics/get', field: 'statistics' },
  { method: 'put', path: '/api/statistics/update', field: 'updateStatistics' },
  { method: 'get', path: '/api/footer/get', field: 'footer' },
  { method: 'put', path: '/api/footer/update', field: 'updateFooter' },
  ...subscriptionRoutes,
  ...contactRoutes,
  ...analyticsRoutes,
];
