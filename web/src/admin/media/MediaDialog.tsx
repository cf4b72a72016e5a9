import { IMAGE_ALT_MAX_LENGTH } from '@consultancy/domain';
import { MEDIA_MESSAGES } from '@consultancy/domain/media';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { serverMessage } from '../shared/errors';
import { formatDateTime } from '../shared/format';
import { useNotify } from '../shared/notify';
import { DeleteMediaMutation, ReplaceMediaFileMutation, UpdateMediaMutation, type MediaItem, type MediaUse } from './documents';
import { FocalPointPicker } from './FocalPointPicker';
import { dimensionsText, focalText, formatBytes, describeUse } from './media-format';

/** The uses a refused delete names (extensions.details.uses), when it names them. */
function refusedUses(error: unknown): MediaUse[] | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const details = error.errors[0]?.extensions?.details as { uses?: MediaUse[] } | undefined;
  return Array.isArray(details?.uses) ? details.uses : null;
}

interface Props {
  media: MediaItem;
  onClose: () => void;
  /** After a change the list should show (a replacement, a delete). */
  onChanged: () => void;
}

/**
 * One image: its alt text and focal point (saved together), Replace file and Delete. A save
 * the server refuses keeps what was typed and chosen; Delete is offered only while nothing
 * uses the image, and the uses are listed either way.
 */
export function MediaDialog({ media, onClose, onChanged }: Props) {
  const notify = useNotify();
  const [alt, setAlt] = useState(media.alt);
  const [point, setPoint] = useState({ x: media.focalPoint.x, y: media.focalPoint.y });
  const [uses, setUses] = useState<readonly MediaUse[]>(media.uses);
  const [problem, setProblem] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);
  const [update, updating] = useMutation(UpdateMediaMutation);
  const [replace, replacing] = useMutation(ReplaceMediaFileMutation);
  const [remove, removing] = useMutation(DeleteMediaMutation);
  const busy = updating.loading || replacing.loading || removing.loading;
  const changed = alt !== media.alt || point.x !== media.focalPoint.x || point.y !== media.focalPoint.y;

  const refused = (error: unknown, fallback: string) => {
    const message = serverMessage(error) ?? fallback;
    setProblem(message);
    notify.error(message);
  };

  const save = async () => {
    setProblem('');
    try {
      await update({ variables: { id: media.id, version: media.version, input: { alt, focalPoint: point } } });
      notify.success(MEDIA_MESSAGES.updated);
      onClose();
    } catch (error) {
      // What was typed stays in the form.
      refused(error, 'Failed to save the image');
    }
  };

  const replaceFile = async (file: File | undefined) => {
    if (!file) return;
    setProblem('');
    try {
      await replace({ variables: { id: media.id, version: media.version, file } });
      notify.success(MEDIA_MESSAGES.replaced);
      onChanged();
      onClose();
    } catch (error) {
      refused(error, 'Failed to replace the file');
    }
  };

  const deleteImage = async () => {
    setProblem('');
    try {
      await remove({ variables: { id: media.id } });
      notify.success(MEDIA_MESSAGES.deleted);
      onChanged();
      onClose();
    } catch (error) {
      const named = refusedUses(error);
      if (named) setUses(named);
      refused(error, 'Failed to delete the image');
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="md" fullWidth aria-labelledby="media-dialog-title">
      <DialogTitle id="media-dialog-title" sx={{ overflowWrap: 'anywhere' }}>{media.name}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {[formatBytes(media.size), dimensionsText(media), `uploaded ${formatDateTime(media.createdAt)}${media.uploadedBy ? ` by ${media.uploadedBy.email}` : ''}`].filter(Boolean).join(' · ')}
          </Typography>
          <FocalPointPicker src={media.url} alt={alt || media.name} value={point} onChange={setPoint} />
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="body2">Focal point: {focalText(point)}</Typography>
            <Button size="small" onClick={() => setPoint({ x: 0.5, y: 0.5 })} disabled={busy}>Centre</Button>
          </Stack>
          <TextField
            label="Alt text"
            helperText="Used wherever the image is placed without an alt text of its own. Describe what it shows."
            value={alt}
            onChange={(event) => setAlt(event.target.value)}
            slotProps={{ htmlInput: { maxLength: IMAGE_ALT_MAX_LENGTH } }}
            multiline
            fullWidth
          />
          <div>
            <Typography variant="subtitle2">Where it is used</Typography>
            {uses.length === 0 ? (
              <Typography variant="body2" color="text.secondary">Nowhere: it may be deleted.</Typography>
            ) : (
              <List dense aria-label="Uses">
                {uses.map((use) => <ListItem key={`${use.collection}/${use.id}/${use.title}`} disableGutters>{describeUse(use)}</ListItem>)}
              </List>
            )}
          </div>
          {problem && <Alert severity="error">{problem}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button color="error" onClick={() => void deleteImage()} disabled={busy || uses.length > 0} title={uses.length ? 'Remove it from where it is used first' : undefined}>
          Delete
        </Button>
        <input ref={fileInput} type="file" accept="image/png,image/jpeg,image/gif,image/webp" hidden aria-label="Replacement file"
          onChange={(event) => { void replaceFile(event.target.files?.[0]); event.target.value = ''; }} />
        <Button onClick={() => fileInput.current?.click()} disabled={busy}>Replace file</Button>
        <Button onClick={onClose} disabled={busy} sx={{ ml: 'auto' }}>Cancel</Button>
        <Button variant="contained" onClick={() => void save()} disabled={busy || !changed}>Save</Button>
      </DialogActions>
    </Dialog>
  );
}
