import RefreshIcon from '@mui/icons-material/Refresh';
import SaveIcon from '@mui/icons-material/SaveOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { DraftPrompt } from '../drafts/DraftPrompt';
import { ConflictDialog } from '../history/ConflictDialog';
import { HistoryPanel } from '../history/HistoryPanel';
import { PageHeader } from '../shared/PageHeader';
import type { SettingsForm } from './useSettingsForm';

interface Props {
  title: string;
  subtitle: string;
  /** Names the spinner of the first load, e.g. 'Loading statistics'. */
  loadingLabel: string;
  form: SettingsForm;
  children: ReactNode;
}

/** A settings screen's frame: header with Refresh, a spinner until the first load answers, then the form (and its kept draft, if any). */
export function SettingsScreen({ title, subtitle, loadingLabel, form, children }: Props) {
  const { loading, firstLoad, refresh, draft, conflict, history, restoreRevision, values } = form;
  return (
    <>
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={
          <Button variant="outlined" onClick={() => void refresh()} disabled={loading} startIcon={loading ? <CircularProgress size={16} /> : <RefreshIcon />}>
            Refresh
          </Button>
        }
      />
      {firstLoad ? (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 10 }} role="status" aria-live="polite">
          <CircularProgress aria-label={loadingLabel} />
        </Box>
      ) : (
        <>
          <DraftPrompt draft={draft.offer} onRestore={draft.restore} onDiscard={draft.discard} sx={{ mb: 2 }} />
          {children}
          <HistoryPanel history={history} current={values as object} onRestore={restoreRevision} />
          <ConflictDialog conflict={conflict} />
        </>
      )}
    </>
  );
}

/** The submit button of a settings form, busy while saving. */
export function SaveButton({ saving, children, sx }: { saving: boolean; children: ReactNode; sx?: SxProps<Theme> }) {
  return (
    <Button type="submit" variant="contained" size="large" disabled={saving} sx={sx} startIcon={saving ? <CircularProgress size={18} color="inherit" /> : <SaveIcon />}>
      {children}
    </Button>
  );
}
