import RefreshIcon from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { formatTime } from '../shared/format';
import type { DashboardState } from './useDashboardData';

/** The header's live-visitor chip, last update time and Refresh. */
export function DashboardActions({ state, loading, onRefresh }: { state: DashboardState; loading: boolean; onRefresh: () => void }) {
  return (
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
      <Button variant="outlined" onClick={onRefresh} disabled={loading} startIcon={loading ? <CircularProgress size={16} /> : <RefreshIcon />}>
        Refresh
      </Button>
    </Box>
  );
}
