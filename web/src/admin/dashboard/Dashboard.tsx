import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { PageHeader } from '../shared/PageHeader';
import { useDashboardCards } from '../shell/collections';
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
  const cards = useDashboardCards();
  const { state, loading, load } = useDashboardData();
  const reload = () => void load();
  const total = (key: string) => state.totals[key] ?? 0;
  const contentItems = cards.reduce((sum, card) => sum + total(card.key), 0);
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
        {cards.map((card) => (
          <StatCard key={card.key} label={card.label} value={figure(total(card.key))} icon={card.icon} tone={card.tone} />
        ))}
        <StatCard label="Total Views" value={figure(state.totalViews)} icon={<VisibilityIcon />} tone="#7c3aed" />
      </Box>
      <InboxFigures />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' }, alignItems: 'start' }}>
        <RecentActivity items={selectRecentActivity(state.lists)} cards={cards} firstLoad={firstLoad} />
        <Box sx={{ display: 'grid', gap: 2 }}>
          <QuickActions cards={cards} />
          <AnalyticsOverview state={state} contentItems={contentItems} firstLoad={firstLoad} />
        </Box>
      </Box>
      <AnalyticsSection />
    </>
  );
}
