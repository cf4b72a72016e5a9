/** The dashboard's selection and fallback rules (see docs/screens.md, Dashboard), free of React and Apollo. */

import type { ResultOf } from '@graphql-typed-document-node/core';
import type {
  DashboardAnalyticsQuery, DashboardBlogsQuery, DashboardPortfoliosQuery, DashboardTestimonialsQuery,
} from './documents';

/** What the dashboard reads of each collection's items. */
export type PortfolioItem = ResultOf<typeof DashboardPortfoliosQuery>['portfolios']['items'][number];
export type BlogItem = ResultOf<typeof DashboardBlogsQuery>['blogs']['items'][number];
export type TestimonialItem = ResultOf<typeof DashboardTestimonialsQuery>['testimonials']['items'][number];
export type AnalyticsStats = ResultOf<typeof DashboardAnalyticsQuery>['analyticsStats'];

export type ActivityType = 'Portfolio' | 'Blog' | 'Testimonial';

export interface ActivityItem {
  id: string;
  type: ActivityType;
  title: string;
  views: number;
  time: string;
}

export const RECENT_ACTIVITY_LIMIT = 5;
/** The newest items of each collection that Recent Activity takes: all the dashboard asks the server for. */
export const RECENT_QUOTAS = { portfolios: 3, blogs: 2, testimonials: 2 } as const;
export const DEFAULT_LIVE_VISITORS = 5;
export const REFRESH_INTERVAL_MS = 30_000;

const timeOf = (value: string) => {
  const time = new Date(value).getTime();
  return Number.isNaN(time) ? 0 : time;
};

/**
 * Recent Activity: the first 3 portfolios, 2 blogs and 2 testimonials (each list
 * as the API gives it, newest first), merged, sorted by time newest first, at most 5.
 */
export function selectRecentActivity(portfolios: PortfolioItem[], blogs: BlogItem[], testimonials: TestimonialItem[]): ActivityItem[] {
  const items: ActivityItem[] = [
    ...portfolios.slice(0, RECENT_QUOTAS.portfolios).map((p) => ({ id: p.id, type: 'Portfolio' as const, title: p.projectName || p.category, views: p.views ?? 0, time: p.createdAt })),
    ...blogs.slice(0, RECENT_QUOTAS.blogs).map((b) => ({ id: b.id, type: 'Blog' as const, title: b.title, views: b.views ?? 0, time: b.createdAt })),
    ...testimonials.slice(0, RECENT_QUOTAS.testimonials).map((t) => ({ id: t.id, type: 'Testimonial' as const, title: t.userName, views: t.views ?? 0, time: t.createdAt })),
  ];
  return items.sort((a, b) => timeOf(b.time) - timeOf(a.time)).slice(0, RECENT_ACTIVITY_LIMIT);
}

/** Fallback total views: the sum of the views of the items loaded (the newest few of each collection). */
export function sumViews(...lists: { views?: number | null }[][]): number {
  return lists.reduce((total, list) => total + list.reduce((sum, item) => sum + (item.views ?? 0), 0), 0);
}

/** Fallback live visitors: max(1, floor(total / 100) + a random whole number from 0 to 19). */
export function fallbackLiveVisitors(totalViews: number, random: () => number = Math.random): number {
  return Math.max(1, Math.floor(totalViews / 100) + Math.floor(random() * 20));
}

export type AnalyticsMode = 'loading' | 'active' | 'fallback';

export interface DashboardFigures {
  totalViews: number;
  liveVisitors: number;
  mode: AnalyticsMode;
}

/** The analytics figures: the stats call's when it succeeded, else the fallback computed from the items loaded. */
export function analyticsFigures(
  stats: Pick<AnalyticsStats, 'views' | 'liveVisitors'> | null,
  lists: { views?: number | null }[][],
  random: () => number = Math.random,
): DashboardFigures {
  if (stats) return { totalViews: stats.views.total, liveVisitors: stats.liveVisitors, mode: 'active' };
  const totalViews = sumViews(...lists);
  return { totalViews, liveVisitors: fallbackLiveVisitors(totalViews, random), mode: 'fallback' };
}
