import Box from '@mui/material/Box';
import type { AdminAnalyticsSummaryQuery } from '../../gql/graphql';
import { TopList } from './TopList';

type Summary = AdminAnalyticsSummaryQuery['analyticsSummary'];

const NO_VISITS = 'No visits in this period yet.';
const NO_LEADS = 'No contact messages or subscriptions with a known visit in this period.';

/** The ranked lists beside the chart: pages, sources, campaigns, devices, and conversions by source and landing page. */
export function SummaryLists({ summary }: { summary: Summary }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, mt: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
      <TopList title="Top pages" rows={summary.pages} empty={NO_VISITS} columns={[
        { label: 'Page', value: (row) => row.path },
        { label: 'Views', value: (row) => row.views, numeric: true },
        { label: 'Visitors', value: (row) => row.visitors, numeric: true },
      ]} />
      <TopList title="Sources" rows={summary.sources} empty={NO_VISITS} columns={[
        { label: 'Source', value: (row) => row.source },
        { label: 'Visitors', value: (row) => row.visitors, numeric: true },
      ]} />
      <TopList title="Campaigns" rows={summary.campaigns} empty="No visits from links with UTM tags in this period." columns={[
        { label: 'Campaign', value: (row) => [row.source, row.medium, row.campaign].filter(Boolean).join(' · ') },
        { label: 'Visitors', value: (row) => row.visitors, numeric: true },
      ]} />
      <TopList title="Devices" rows={summary.devices} empty={NO_VISITS} columns={[
        { label: 'Device', value: (row) => row.type },
        { label: 'Visitors', value: (row) => row.visitors, numeric: true },
      ]} />
      <TopList title="Conversions by source" rows={summary.conversions} empty={NO_LEADS} columns={[
        { label: 'Source', value: (row) => row.source },
        { label: 'Messages', value: (row) => row.contacts, numeric: true },
        { label: 'Sign-ups', value: (row) => row.subscriptions, numeric: true },
      ]} />
      <TopList title="Landing pages" rows={summary.landingPages} empty={NO_VISITS} columns={[
        { label: 'Page', value: (row) => row.path },
        { label: 'Visitors', value: (row) => row.visitors, numeric: true },
        { label: 'Messages', value: (row) => row.contacts, numeric: true },
        { label: 'Sign-ups', value: (row) => row.subscriptions, numeric: true },
      ]} />
    </Box>
  );
}
