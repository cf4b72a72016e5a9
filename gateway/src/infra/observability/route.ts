import type { Request, Response } from 'express';

/**
 * The route a request matched, as its pattern (`/api/portfolio/:id`), never the
 * raw URL: ids stay out of metric labels and log fields. Requests no route
 * answered get a bucket by where they went.
 */
export function routeOf(request: Request, response: Response): string {
  const path: unknown = request.route?.path;
  if (typeof path === 'string') return `${request.baseUrl ?? ''}${path}`;
  if (path instanceof RegExp) return `${request.baseUrl ?? ''}${String(path)}`;
  if (Array.isArray(path)) return path.map(String).join('|');
  const url = request.originalUrl ?? request.url;
  if (/^\/graphql(\/|\?|$)/.test(url)) return '/graphql';
  if (/^\/api(\/|\?|$)/.test(url)) return '/api/*';
  if (/^\/assets\//.test(url)) return '/assets/*';
  return response.statusCode === 404 ? '(unmatched)' : '(static)';
}
