import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { AnalyticsSummaryQuery } from './documents';
import { SummaryLists } from './SummaryLists';
import { TrafficChart } from './TrafficChart';

export const PERIODS = [7, 30, 90] as const;
type Period = (typeof PERIODS)[number];

function PeriodToggle({ days, onChange }: { days: Period; onChange: (days: Period) => void }) {
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={days}
      onChange={(_, value: Period | null) => value && onChange(value)}
      aria-label="Period"
    >
      {PERIODS.map((period) => (
        <ToggleButton key={period} value={period} aria-label={`Last ${period} days`}>
          {period} days
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Box role="group" aria-label={label}>
      <Typography variant="body2" color="text.secondary">{label}</Typography>
      <Typography component="p" sx={{ fontSize: '1.5rem', fontWeight: 750 }}>{value.toLocaleString('en-US')}</Typography>
    </Box>
  );
}

/**
 * The site's traffic over 7, 30 or 90 days: views and visitors per day, the
 * top pages, where visitors came from, their devices, and the leads they became.
 */
export function AnalyticsSection() {
  const [days, setDays] = useState<Period>(30);
  const { data, previousData, loading, error } = useQuery(AnalyticsSummaryQuery, { variables: { days } });
  const summary = (data ?? previousData)?.analyticsSummary;
  return (
    <Card component="section" aria-labelledby="site-analytics" sx={{ p: { xs: 1.5, sm: 3 }, mt: 3 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Typography id="site-analytics" variant="h2">Site Analytics</Typography>
        <PeriodToggle days={days} onChange={setDays} />
      </Box>
      {error && !summary && <Alert severity="error">The analytics could not be loaded: {error.message}</Alert>}
      {!summary && loading && <CircularProgress size={28} aria-label="Loading" />}
      {summary && (
        <>
          <Box sx={{ display: 'flex', gap: 4, mb: 1 }}>
            <Figure label={`Views, last ${days} days`} value={summary.views} />
            <Figure label={`Visitors, last ${days} days`} value={summary.visitors} />
          </Box>
          {summary.views === 0 ? (
            <Alert severity="info" sx={{ my: 2 }}>
              No page views in the last {days} days yet. Each view of a public page is counted here, without cookies, once its page is visible.
            </Alert>
          ) : (
            <TrafficChart series={summary.series} />
          )}
          <SummaryLists summary={summary} />
        </>
      )}
    </Card>
  );
}
