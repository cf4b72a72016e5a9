import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { formatDateTime } from '../shared/format';
import type { useTrash } from './useTrash';

interface Props {
  open: boolean;
  onClose: () => void;
  /** e.g. 'blog post' */
  kind: string;
  /** How many days an item stays before it is deleted for good. */
  keptDays: number;
  trash: ReturnType<typeof useTrash>;
  /** Owners may delete for good; others only restore. */
  canPurge: boolean;
}

/** A collection's deleted items: who deleted each and when, Restore, and (owners) Delete forever. */
export function TrashDialog({ open, onClose, kind, keptDays, trash, canPurge }: Props) {
  const [purging, setPurging] = useState<{ id: string; title: string } | null>(null);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="trash-title" maxWidth="sm" fullWidth>
      <DialogTitle id="trash-title">Trash</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          A deleted {kind} stays here for {keptDays} days, then it is deleted for good with its images.
        </DialogContentText>
        {trash.failed && <Alert severity="error">The trash could not be read. Check your connection and try again.</Alert>}
        {!trash.loading && !trash.failed && trash.items.length === 0 && <Typography variant="body2">The trash is empty.</Typography>}
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Deleted items">
          {trash.items.map((item) => (
            <Box component="li" key={item.id} aria-label={item.title} sx={{ borderBottom: 1, borderColor: 'divider', pb: 1.5 }}>
              <Typography variant="body1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{item.title}</Typography>
              <Typography variant="body2" color="text.secondary">
                Deleted {formatDateTime(item.deletedAt as string)} by {item.deletedBy.email || 'a former administrator'}
              </Typography>
              <Stack direction="row" spacing={1} sx={{ mt: 0.5, alignItems: 'center' }}>
                <Button size="small" onClick={() => void trash.restore(item.id)} disabled={trash.busyId !== null}>Restore</Button>
                {canPurge && (
                  <Button size="small" color="error" onClick={() => setPurging({ id: item.id, title: item.title })} disabled={trash.busyId !== null}>
                    Delete forever
                  </Button>
                )}
                {trash.busyId === item.id && <CircularProgress size={16} aria-label="Working" />}
              </Stack>
            </Box>
          ))}
        </Stack>
        {trash.loading && <CircularProgress size={20} sx={{ mt: 2 }} aria-label="Loading the trash" />}
        {trash.items.length < trash.total && !trash.loading && <Button onClick={trash.showMore} sx={{ mt: 1 }}>Show more</Button>}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
      <ConfirmDialog
        open={purging !== null}
        title={`Delete this ${kind} forever?`}
        message={`“${purging?.title ?? ''}” and its images will be deleted for good. This cannot be undone.`}
        confirmLabel="Delete forever"
        onCancel={() => setPurging(null)}
        onConfirm={() => {
          const target = purging;
          setPurging(null);
          if (target) void trash.purge(target.id);
        }}
      />
    </Dialog>
  );
}
