import ArticleIcon from '@mui/icons-material/ArticleOutlined';
import RateReviewIcon from '@mui/icons-material/RateReviewOutlined';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import WorkIcon from '@mui/icons-material/WorkOutlineOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { PageHeader } from '../shared/PageHeader';
import { AnalyticsSection } from './analytics/AnalyticsSection';
import { StatCard } from '../shared/StatCard';
import { DashboardActions } from './DashboardActions';
import { InboxFigures } from './InboxFigures';
import { selectRecentActivity } from './dashboard-data';
import { LoadFailedAlert } from './LoadFailedAlert';
import { RecentActivity } from './RecentActivity';
import { AnalyticsOverview, QuickActions } from './SideCards';
import { useDashboardData } from './useDashboardData';

export function Dashboard() {
  const { state, loading, load } = useDashboardData();
  const reload = () => void load();
  const { totals } = state;
  const contentItems = totals.portfolios + totals.blogs + totals.testimonials;
  const empty = !loading && !state.failed && state.mode !== 'loading' && contentItems === 0;
  const firstLoad = loading && state.mode === 'loading';
  const figure = (value: number) => (firstLoad ? <CircularProgress size={22} aria-label="Loading" /> : value.toLocaleString('en-US'));

  return (
    <>
      <PageHeader
        title="Dashboard"
        subtitle="Welcome back! Here's an overview of your website's content and activity."
        actions={<DashboardActions state={state} loading={loading} onRefresh={reload} />}
      />
      {state.failed && <LoadFailedAlert state={state} onRetry={reload} />}
      {empty && (
        <Alert severity="info" sx={{ mb: 3 }}>
          No content found. Please add some portfolios, blogs, or testimonials first.
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' }, mb: 3 }}>
        <StatCard label="Total Portfolios" value={figure(totals.portfolios)} icon={<WorkIcon />} tone="#1d4ed8" />
        <StatCard label="Blog Posts" value={figure(totals.blogs)} icon={<ArticleIcon />} tone="#15803d" />
        <StatCard label="Testimonials" value={figure(totals.testimonials)} icon={<RateReviewIcon />} tone="#b45309" />
        <StatCard label="Total Views" value={figure(state.totalViews)} icon={<VisibilityIcon />} tone="#7c3aed" />
      </Box>
      <InboxFigures />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' }, alignItems: 'start' }}>
        <RecentActivity items={selectRecentActivity(state.portfolios, state.blogs, state.testimonials)} firstLoad={firstLoad} />
        <Box sx={{ display: 'grid', gap: 2 }}>
          <QuickActions />
          <AnalyticsOverview state={state} contentItems={contentItems} firstLoad={firstLoad} />
        </Box>
      </Box>
      <AnalyticsSection />
    </>
  );
}
