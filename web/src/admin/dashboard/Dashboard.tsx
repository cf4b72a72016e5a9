import AddIcon from '@mui/icons-material/Add';
import ArticleIcon from '@mui/icons-material/ArticleOutlined';
import BugReportIcon from '@mui/icons-material/BugReportOutlined';
import RateReviewIcon from '@mui/icons-material/RateReviewOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import WorkIcon from '@mui/icons-material/WorkOutlineOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { graphql } from '../gql';
import { errorCode } from '../shared/errors';
import { formatDateTime, formatTime } from '../shared/format';
import { PageHeader } from '../shared/PageHeader';
import { StatCard } from '../shared/StatCard';
import { readToken } from '../shared/token';
import {
  DEFAULT_LIVE_VISITORS,
  REFRESH_INTERVAL_MS,
  analyticsFigures,
  selectRecentActivity,
  type ActivityItem,
  type ActivityType,
  type AnalyticsMode,
  type BlogItem,
  type PortfolioItem,
  type TestimonialItem,
} from './dashboard-data';

const AdminDashboardPortfolios = graphql(`
  query AdminDashboardPortfolios {
    portfolios { _id projectName category views createdAt }
  }
`);
const AdminDashboardBlogs = graphql(`
  query AdminDashboardBlogs {
    blogs { _id title views createdAt }
  }
`);
const AdminDashboardTestimonials = graphql(`
  query AdminDashboardTestimonials {
    testimonials { _id userName views createdAt }
  }
`);
const AdminDashboardAnalytics = graphql(`
  query AdminDashboardAnalytics {
    analyticsStats { liveVisitors views { total } }
  }
`);

interface DashboardState {
  portfolios: PortfolioItem[];
  blogs: BlogItem[];
  testimonials: TestimonialItem[];
  totalViews: number;
  liveVisitors: number;
  mode: AnalyticsMode;
  failed: boolean;
  errors: string[];
  updatedAt: Date | null;
}

const INITIAL: DashboardState = {
  portfolios: [], blogs: [], testimonials: [], totalViews: 0, liveVisitors: DEFAULT_LIVE_VISITORS,
  mode: 'loading', failed: false, errors: [], updatedAt: null,
};

const apiBaseUrl = () => `${window.location.origin}/graphql`;

const TYPE_COLORS: Record<ActivityType, { bg: string; fg: string }> = {
  Portfolio: { bg: '#dbeafe', fg: '#1e40af' },
  Blog: { bg: '#dcfce7', fg: '#166534' },
  Testimonial: { bg: '#fef3c7', fg: '#92400e' },
};

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function Dashboard() {
  const client = useApolloClient();
  const [state, setState] = useState<DashboardState>(INITIAL);
  const [loading, setLoading] = useState(true);
  const [showDebug, setShowDebug] = useState(false);
  const mounted = useRef(true);

  const load = useCallback(async () => {
    setLoading(true);
    const options = { fetchPolicy: 'network-only' } as const;
    const [portfolios, blogs, testimonials, analytics] = await Promise.allSettled([
      client.query({ query: AdminDashboardPortfolios, ...options }),
      client.query({ query: AdminDashboardBlogs, ...options }),
      client.query({ query: AdminDashboardTestimonials, ...options }),
      client.query({ query: AdminDashboardAnalytics, ...options }),
    ]);
    if (!mounted.current) return;
    const errors: string[] = [];
    // A failed list counts as empty.
    const list = <T,>(result: PromiseSettledResult<{ data?: unknown }>, pick: (data: never) => T[] | undefined, name: string): T[] => {
      if (result.status === 'rejected') {
        errors.push(`${name}: ${describe(result.reason)}`);
        return [];
      }
      return pick(result.value.data as never) ?? [];
    };
    const p = list<PortfolioItem>(portfolios, (d: { portfolios?: PortfolioItem[] }) => d?.portfolios, 'portfolios');
    const b = list<BlogItem>(blogs, (d: { blogs?: BlogItem[] }) => d?.blogs, 'blogs');
    const t = list<TestimonialItem>(testimonials, (d: { testimonials?: TestimonialItem[] }) => d?.testimonials, 'testimonials');
    let stats = null;
    if (analytics.status === 'fulfilled' && analytics.value.data) {
      stats = analytics.value.data.analyticsStats;
    } else {
      const reason = analytics.status === 'rejected' ? analytics.reason : 'no data';
      // A 401 (or any failure) here only switches to fallback figures; it is logged, never shown as an error.
      if (errorCode(reason) === 'UNAUTHENTICATED') console.warn('Dashboard analytics: not authorised (401); using fallback figures.');
      else console.warn('Dashboard analytics unavailable; using fallback figures.', describe(reason));
      errors.push(`analytics: ${describe(reason)}`);
    }
    const failed = [portfolios, blogs, testimonials].every((result) => result.status === 'rejected');
    if (failed) {
      // Nothing answered: keep what was last shown (if anything) under the error panel.
      setState((current) => ({ ...current, mode: current.mode === 'loading' ? 'fallback' : current.mode, failed, errors }));
    } else {
      const figures = analyticsFigures(stats, [p, b, t]);
      setState({ portfolios: p, blogs: b, testimonials: t, ...figures, failed, errors, updatedAt: new Date() });
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

  const debugInfo = {
    apiBaseUrl: typeof window === 'undefined' ? '' : apiBaseUrl(),
    token: readToken() ? 'present' : 'missing',
    analyticsMode: state.mode,
    counts: { portfolios: state.portfolios.length, blogs: state.blogs.length, testimonials: state.testimonials.length },
    errors: state.errors,
  };
  const debug = () => {
    console.info('Dashboard debug info', debugInfo);
    setShowDebug((value) => !value);
  };

  const recent: ActivityItem[] = selectRecentActivity(state.portfolios, state.blogs, state.testimonials);
  const empty = !loading && !state.failed && state.mode !== 'loading' && state.portfolios.length + state.blogs.length + state.testimonials.length === 0;
  const firstLoad = loading && state.mode === 'loading';
  const figure = (value: number) => (firstLoad ? <CircularProgress size={22} aria-label="Loading" /> : value.toLocaleString('en-US'));

  return (
    <>
      <PageHeader
        title="Dashboard"
        subtitle="Welcome back! Here's an overview of your website's content and activity."
        actions={
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
            <Chip
              data-testid="live-visitors"
              label={
                <span>
                  <Box component="span" aria-hidden sx={{ display: 'inline-block', width: 8, height: 8, borderRadius: '50%', bgcolor: state.mode === 'active' ? '#16a34a' : '#d97706', mr: 1, verticalAlign: 'middle' }} />
                  {state.liveVisitors} live {state.liveVisitors === 1 ? 'visitor' : 'visitors'}{state.mode === 'fallback' ? ' (Fallback)' : ''}
                </span>
              }
              variant="outlined"
              sx={{ bgcolor: '#fff', fontWeight: 600 }}
            />
            <Typography variant="body2" color="text.secondary" data-testid="last-updated">
              {state.updatedAt ? `Last updated: ${formatTime(state.updatedAt)}` : 'Not updated yet'}
            </Typography>
            <Button variant="outlined" onClick={() => void load()} disabled={loading} startIcon={loading ? <CircularProgress size={16} /> : <RefreshIcon />}>
              Refresh
            </Button>
          </Box>
        }
      />

      {state.failed && (
        <Alert severity="error" sx={{ mb: 3 }} role="alert">
          <AlertTitle>Failed to load dashboard data. Please check your connection and try again.</AlertTitle>
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, fontSize: '0.9rem' }}>
            <dt>API base URL</dt>
            <dd style={{ margin: 0 }}>{debugInfo.apiBaseUrl}</dd>
            <dt>Token</dt>
            <dd style={{ margin: 0 }}>{debugInfo.token}</dd>
          </Box>
          <Box sx={{ display: 'flex', gap: 1, mt: 1.5 }}>
            <Button variant="contained" color="error" size="small" onClick={() => void load()} startIcon={<RefreshIcon />}>
              Retry
            </Button>
            <Button variant="outlined" color="error" size="small" onClick={debug} startIcon={<BugReportIcon />}>
              Debug
            </Button>
          </Box>
          {showDebug && (
            <Box component="pre" sx={{ mt: 1.5, mb: 0, p: 1.5, bgcolor: 'rgba(0,0,0,0.05)', borderRadius: 1, fontSize: '0.8rem', whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
              {JSON.stringify(debugInfo, null, 2)}
            </Box>
          )}
        </Alert>
      )}

      {empty && (
        <Alert severity="info" sx={{ mb: 3 }}>
          No content found. Please add some portfolios, blogs, or testimonials first.
        </Alert>
      )}

      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' }, mb: 3 }}>
        <StatCard label="Total Portfolios" value={figure(state.portfolios.length)} icon={<WorkIcon />} tone="#1d4ed8" />
        <StatCard label="Blog Posts" value={figure(state.blogs.length)} icon={<ArticleIcon />} tone="#15803d" />
        <StatCard label="Testimonials" value={figure(state.testimonials.length)} icon={<RateReviewIcon />} tone="#b45309" />
        <StatCard label="Total Views" value={figure(state.totalViews)} icon={<VisibilityIcon />} tone="#7c3aed" />
      </Box>

      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' }, alignItems: 'start' }}>
        <Card component="section" aria-labelledby="recent-activity" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id="recent-activity" variant="h2" sx={{ mb: 2 }}>
            Recent Activity
          </Typography>
          {recent.length === 0 ? (
            <Typography color="text.secondary">{firstLoad ? 'Loading...' : 'No recent activity yet.'}</Typography>
          ) : (
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {recent.map((item) => (
                <Box
                  component="li"
                  key={`${item.type}-${item.id}`}
                  sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 0.5, py: 1.5, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } }}
                >
                  <Chip
                    label={item.type}
                    size="small"
                    sx={{ bgcolor: TYPE_COLORS[item.type].bg, color: TYPE_COLORS[item.type].fg, fontWeight: 650, minWidth: 96 }}
                  />
                  <Box sx={{ minWidth: 0, flex: '1 1 150px' }}>
                    <Typography sx={{ fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{item.title}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {formatDateTime(item.time)}
                    </Typography>
                  </Box>
                  <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap', display: 'flex', alignItems: 'center', gap: 0.5, ml: 'auto' }}>
                    <VisibilityIcon fontSize="small" aria-hidden />
                    {item.views.toLocaleString('en-US')} views
                  </Typography>
                </Box>
              ))}
            </Box>
          )}
        </Card>

        <Box sx={{ display: 'grid', gap: 2 }}>
          <Card component="section" aria-labelledby="quick-actions" sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography id="quick-actions" variant="h2" sx={{ mb: 2 }}>
              Quick Actions
            </Typography>
            <Box sx={{ display: 'grid', gap: 1 }}>
              <Button component={RouterLink} to="/admin/portfolio" variant="contained" startIcon={<AddIcon />} sx={{ justifyContent: 'flex-start' }}>
                Add Portfolio
              </Button>
              <Button component={RouterLink} to="/admin/blogs" variant="outlined" startIcon={<AddIcon />} sx={{ justifyContent: 'flex-start' }}>
                Write Blog Post
              </Button>
              <Button component={RouterLink} to="/admin/testimonials" variant="outlined" startIcon={<AddIcon />} sx={{ justifyContent: 'flex-start' }}>
                Add Testimonial
              </Button>
            </Box>
          </Card>
          <Card component="section" aria-labelledby="analytics-overview" sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography id="analytics-overview" variant="h2" sx={{ mb: 2 }}>
              Analytics Overview
            </Typography>
            <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.25 }}>
              {[
                ['Content items', state.portfolios.length + state.blogs.length + state.testimonials.length],
                ['Page views', state.totalViews],
                ['Live visitors', state.liveVisitors],
              ].map(([label, value]) => (
                <Box key={label} sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' }}>
                  <Typography component="dt" color="text.secondary">
                    {label}
                  </Typography>
                  <Typography component="dd" sx={{ m: 0, fontWeight: 700, fontSize: '1.15rem' }}>
                    {firstLoad ? '—' : Number(value).toLocaleString('en-US')}
                  </Typography>
                </Box>
              ))}
            </Box>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
              {state.mode === 'fallback'
                ? 'Analytics are unavailable: figures are estimated from the views of your content.'
                : 'Refreshes automatically every 30 seconds.'}
            </Typography>
          </Card>
        </Box>
      </Box>
    </>
  );
}
