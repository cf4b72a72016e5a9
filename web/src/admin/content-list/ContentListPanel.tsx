import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, Button, IconButton, Paper, Skeleton, Stack, Tooltip, Typography } from '@mui/material';
import type { ReactNode } from 'react';

interface ListProps {
  title: string;
  /** The whole list's total (all pages). */
  count: number;
  /** The items of the page shown. */
  shown: number;
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  emptyText: string;
  /** Search and filter, above the list. */
  toolbar?: ReactNode;
  /** Paging, under the list. */
  footer?: ReactNode;
  children: ReactNode;
}

/** The list column: heading with count, search, loading skeletons, load failure with retry, empty text, paging. */
export function ContentListPanel({ title, count, shown, loading, error, onRetry, emptyText, toolbar, footer, children }: ListProps) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 600 }}>
          {title}
          {!loading && !error && (
            <Typography component="span" color="text.secondary" sx={{ ml: 1, fontWeight: 400 }}>
              ({count})
            </Typography>
          )}
        </Typography>
        <Tooltip title="Refresh">
          <span>
            <IconButton aria-label={`Refresh ${title.toLowerCase()}`} onClick={onRetry} disabled={loading}>
              <RefreshIcon />
            </IconButton>
          </span>
        </Tooltip>
      </Stack>
      {toolbar}
      {error ? (
        <Alert severity="error" action={<Button color="inherit" size="small" onClick={onRetry}>Retry</Button>}>
          Failed to load the list. Check your connection and try again.
        </Alert>
      ) : loading && shown === 0 ? (
        <Stack spacing={1.5} aria-busy="true" aria-label="Loading">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} variant="rounded" height={88} />
          ))}
        </Stack>
      ) : shown === 0 ? (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {emptyText}
        </Typography>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }}>
          {children}
        </Stack>
      )}
      {!error && count > 0 && footer}
    </Paper>
  );
}
