import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { DashboardCard } from '../shell/collections';
import type { DashboardState } from './useDashboardData';

/** A button to each collection's screen, named by its card. */
export function QuickActions({ cards }: { cards: DashboardCard[] }) {
  return (
    <Card component="section" aria-labelledby="quick-actions" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="quick-actions" variant="h2" sx={{ mb: 2 }}>
        Quick Actions
      </Typography>
      <Box sx={{ display: 'grid', gap: 1 }}>
        {cards.map(({ path, quickAction: { label, variant } }) => (
          <Button key={path} component={RouterLink} to={path} variant={variant} startIcon={<AddIcon />} sx={{ justifyContent: 'flex-start' }}>
            {label}
          </Button>
        ))}
      </Box>
    </Card>
  );
}

export function AnalyticsOverview({ state, contentItems, firstLoad }: { state: DashboardState; contentItems: number; firstLoad: boolean }) {
  const figures = [
    ['Content items', contentItems],
    ['Page views', state.totalViews],
    ['Live visitors', state.liveVisitors],
  ] as const;
  return (
    <Card component="section" aria-labelledby="analytics-overview" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="analytics-overview" variant="h2" sx={{ mb: 2 }}>
        Analytics Overview
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.25 }}>
        {figures.map(([label, value]) => (
          <Box key={label} sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' }}>
            <Typography component="dt" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 700, fontSize: '1.15rem' }}>
              {firstLoad ? '—' : value.toLocaleString('en-US')}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {state.mode === 'fallback' ? 'Analytics are unavailable: figures are estimated from the views of your content.' : 'Refreshes automatically every 30 seconds.'}
      </Typography>
    </Card>
  );
}
