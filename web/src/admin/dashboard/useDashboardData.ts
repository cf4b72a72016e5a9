import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { rootField } from '../shared/answers';
import { errorCode } from '../shared/errors';
import { useDashboardCards, type DashboardItem } from '../shell/collections';
import {
  DEFAULT_LIVE_VISITORS, REFRESH_INTERVAL_MS, analyticsFigures,
  type AnalyticsMode, type AnalyticsStats, type CollectionItems,
} from './dashboard-data';
import { DashboardAnalyticsQuery } from './documents';

export interface DashboardState {
  /** The newest few of each collection, for Recent Activity, in the cards' order. */
  lists: CollectionItems[];
  /** How many items each collection holds in all, by its key. */
  totals: Record<string, number>;
  totalViews: number;
  liveVisitors: number;
  mode: AnalyticsMode;
  failed: boolean;
  errors: string[];
  updatedAt: Date | null;
}

const INITIAL: DashboardState = {
  lists: [], totals: {}, totalViews: 0, liveVisitors: DEFAULT_LIVE_VISITORS,
  mode: 'loading', failed: false, errors: [], updatedAt: null,
};

export const describeError = (error: unknown) => (error instanceof Error ? error.message : String(error));

type Settled = PromiseSettledResult<{ data?: unknown }>;

/** A list's newest items and total; a failed list counts as empty, its failure noted in `errors`. */
function pageOf<T>(result: Settled, name: string, errors: string[]): { items: T[]; total: number } {
  if (result.status === 'rejected') {
    errors.push(`${name}: ${describeError(result.reason)}`);
    return { items: [], total: 0 };
  }
  const page = rootField(result.value.data) as { items?: T[]; total?: number } | undefined;
  return { items: page?.items ?? [], total: page?.total ?? 0 };
}

/** The stats, or null after logging why the fallback figures are used (never shown as an error). */
function statsOf(result: PromiseSettledResult<{ data?: { analyticsStats: AnalyticsStats } }>, errors: string[]): AnalyticsStats | null {
  if (result.status === 'fulfilled' && result.value.data) return result.value.data.analyticsStats;
  const reason = result.status === 'rejected' ? result.reason : 'no data';
  if (errorCode(reason) === 'UNAUTHENTICATED') console.warn('Dashboard analytics: not authorised (401); using fallback figures.');
  else console.warn('Dashboard analytics unavailable; using fallback figures.', describeError(reason));
  errors.push(`analytics: ${describeError(reason)}`);
  return null;
}

/** The dashboard's lists and figures, read on arrival, on Refresh and every 30 seconds. */
export function useDashboardData() {
  const client = useApolloClient();
  const cards = useDashboardCards();
  const [state, setState] = useState<DashboardState>(INITIAL);
  const [loading, setLoading] = useState(true);
  const mounted = useRef(true);

  const load = useCallback(async () => {
    setLoading(true);
    const fresh = { fetchPolicy: 'network-only' } as const;
    const [analytics, ...results] = await Promise.allSettled([
      client.query({ query: DashboardAnalyticsQuery, ...fresh }),
      ...cards.map((card) => client.query({ query: card.query, variables: { limit: card.recent }, ...fresh })),
    ]);
    if (!mounted.current) return;
    const errors: string[] = [];
    const pages = cards.map((card, index) => ({ card, ...pageOf<DashboardItem>(results[index], card.key, errors) }));
    const stats = statsOf(analytics as PromiseSettledResult<{ data?: { analyticsStats: AnalyticsStats } }>, errors);
    const failed = results.every((result) => result.status === 'rejected');
    if (failed) {
      // Nothing answered: keep what was last shown (if anything) under the error panel.
      setState((current) => ({ ...current, mode: current.mode === 'loading' ? 'fallback' : current.mode, failed, errors }));
    } else {
      setState({
        lists: pages.map(({ card, items }) => ({ card, items })),
        totals: Object.fromEntries(pages.map(({ card, total }) => [card.key, total])),
        ...analyticsFigures(stats, pages.map(({ items }) => items)),
        failed,
        errors,
        updatedAt: new Date(),
      });
    }
    setLoading(false);
  }, [client, cards]);

  useEffect(() => {
    mounted.current = true;
    void load();
    const timer = setInterval(() => void load(), REFRESH_INTERVAL_MS);
    return () => {
      mounted.current = false;
      clearInterval(timer);
    };
  }, [load]);

  return { state, loading, load };
}
