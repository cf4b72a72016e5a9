import BugReportIcon from '@mui/icons-material/BugReportOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { readToken } from '../shared/token';
import type { DashboardState } from './useDashboardData';

/** When no list answered: Retry, and Debug to see (and log) what the panel knows. */
export function LoadFailedAlert({ state, onRetry }: { state: DashboardState; onRetry: () => void }) {
  const [showDebug, setShowDebug] = useState(false);
  const debugInfo = {
    apiBaseUrl: `${window.location.origin}/graphql`,
    token: readToken() ? 'present' : 'missing',
    analyticsMode: state.mode,
    counts: state.totals,
    errors: state.errors,
  };
  const debug = () => {
    console.info('Dashboard debug info', debugInfo);
    setShowDebug((value) => !value);
  };
  return (
    <Alert severity="error" sx={{ mb: 3 }} role="alert">
      <AlertTitle>Failed to load dashboard data. Please check your connection and try again.</AlertTitle>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, fontSize: '0.9rem' }}>
        <dt>API base URL</dt>
        <dd style={{ margin: 0 }}>{debugInfo.apiBaseUrl}</dd>
        <dt>Token</dt>
        <dd style={{ margin: 0 }}>{debugInfo.token}</dd>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, mt: 1.5 }}>
        <Button variant="contained" color="error" size="small" onClick={onRetry} startIcon={<RefreshIcon />}>
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
  );
}
