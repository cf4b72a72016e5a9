/** The dashboard's selection and fallback rules (see docs/screens.md, Dashboard), free of React and Apollo. */

import type { ResultOf } from '@graphql-typed-document-node/core';
import type { DashboardCard, DashboardItem } from '../shell/collections';
import type { DashboardAnalyticsQuery } from './documents';

export type AnalyticsStats = ResultOf<typeof DashboardAnalyticsQuery>['analyticsStats'];

/** A collection's newest items, as its card's query gave them. */
export interface CollectionItems {
  card: DashboardCard;
  items: DashboardItem[];
}

export interface ActivityItem {
  id: string;
  /** The card's chip, e.g. 'Blog'. */
  type: string;
  title: string;
  views: number;
  time: string;
}

export const RECENT_ACTIVITY_LIMIT = 5;
export const DEFAULT_LIVE_VISITORS = 5;
export const REFRESH_INTERVAL_MS = 30_000;

const timeOf = (value: string) => {
  const time = new Date(value).getTime();
  return Number.isNaN(time) ? 0 : time;
};

/**
 * Recent Activity: the first few items of each collection (its card's `recent`; each list
 * as the API gives it, newest first), merged, sorted by time newest first, at most 5.
 */
export function selectRecentActivity(lists: CollectionItems[]): ActivityItem[] {
  const items: ActivityItem[] = lists.flatMap(({ card, items }) =>
    items.slice(0, card.recent).map((item) => ({ id: item.id, type: card.activity.label, title: card.title(item), views: item.views ?? 0, time: item.createdAt })),
  );
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
