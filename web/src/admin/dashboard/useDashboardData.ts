import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { rootField } from '../shared/answers';
import { errorCode } from '../shared/errors';
import {
  DEFAULT_LIVE_VISITORS, RECENT_QUOTAS, REFRESH_INTERVAL_MS, analyticsFigures,
  type AnalyticsMode, type AnalyticsStats, type BlogItem, type PortfolioItem, type TestimonialItem,
} from './dashboard-data';
import { DashboardAnalyticsQuery, DashboardBlogsQuery, DashboardPortfoliosQuery, DashboardTestimonialsQuery } from './documents';

/** How many items each collection holds in all. */
export interface Totals {
  portfolios: number;
  blogs: number;
  testimonials: number;
}

export interface DashboardState {
  /** The newest few of each collection, for Recent Activity. */
  portfolios: PortfolioItem[];
  blogs: BlogItem[];
  testimonials: TestimonialItem[];
  totals: Totals;
  totalViews: number;
  liveVisitors: number;
  mode: AnalyticsMode;
  failed: boolean;
  errors: string[];
  updatedAt: Date | null;
}

const INITIAL: DashboardState = {
  portfolios: [], blogs: [], testimonials: [], totals: { portfolios: 0, blogs: 0, testimonials: 0 }, totalViews: 0, liveVisitors: DEFAULT_LIVE_VISITORS,
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
  const [state, setState] = useState<DashboardState>(INITIAL);
  const [loading, setLoading] = useState(true);
  const mounted = useRef(true);

  const load = useCallback(async () => {
    setLoading(true);
    const fresh = { fetchPolicy: 'network-only' } as const;
    const [portfolios, blogs, testimonials, analytics] = await Promise.allSettled([
      client.query({ query: DashboardPortfoliosQuery, variables: { limit: RECENT_QUOTAS.portfolios }, ...fresh }),
      client.query({ query: DashboardBlogsQuery, variables: { limit: RECENT_QUOTAS.blogs }, ...fresh }),
      client.query({ query: DashboardTestimonialsQuery, variables: { limit: RECENT_QUOTAS.testimonials }, ...fresh }),
      client.query({ query: DashboardAnalyticsQuery, ...fresh }),
    ]);
    if (!mounted.current) return;
    const errors: string[] = [];
    const p = pageOf<PortfolioItem>(portfolios, 'portfolios', errors);
    const b = pageOf<BlogItem>(blogs, 'blogs', errors);
    const t = pageOf<TestimonialItem>(testimonials, 'testimonials', errors);
    const stats = statsOf(analytics, errors);
    const failed = [portfolios, blogs, testimonials].every((result) => result.status === 'rejected');
    if (failed) {
      // Nothing answered: keep what was last shown (if anything) under the error panel.
      setState((current) => ({ ...current, mode: current.mode === 'loading' ? 'fallback' : current.mode, failed, errors }));
    } else {
      setState({
        portfolios: p.items,
        blogs: b.items,
        testimonials: t.items,
        totals: { portfolios: p.total, blogs: b.total, testimonials: t.total },
        ...analyticsFigures(stats, [p.items, b.items, t.items]),
        failed,
        errors,
        updatedAt: new Date(),
      });
    }
    setLoading(false);
  }, [client]);

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
