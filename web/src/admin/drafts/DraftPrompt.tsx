import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import { formatDateTime } from '../shared/format';
import type { Draft } from './draft-store';

interface Props {
  draft: Draft<unknown> | null;
  onRestore: () => void;
  onDiscard: () => void;
  sx?: SxProps<Theme>;
}

/** Offers the unsaved changes kept in this browser, and says which chosen images did not survive. */
export function DraftPrompt({ draft, onRestore, onDiscard, sx }: Props) {
  if (!draft) return null;
  const missing = draft.missingImages;
  return (
    <Alert severity="info" role="region" aria-label="Unsaved changes" sx={sx}>
      Restore unsaved changes from {formatDateTime(new Date(draft.savedAt).toISOString())}?
      {missing.length > 0 && (
        <> Images chosen but not uploaded cannot be kept; choose them again: {missing.join(', ')}.</>
      )}
      {/* Below the words rather than beside them: on a phone both stay readable. */}
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Button color="inherit" variant="outlined" size="small" onClick={onRestore}>Restore</Button>
        <Button color="inherit" size="small" onClick={onDiscard}>Discard</Button>
      </Stack>
    </Alert>
  );
}
