import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import {
  Alert, Box, Button, Chip, CircularProgress, IconButton, Paper, Skeleton, Stack, Tooltip, Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { stripMarkup } from './markup';
import { thumbnailsOf } from './thumbnails';

const THUMB = 56;

export function Thumbnails({ images, subject }: { images: ReadonlyArray<string | null | undefined>; subject: string }) {
  const { shown, counter, hidden } = thumbnailsOf(images);
  if (shown.length === 0) {
    return (
      <Box
        aria-label="No image"
        role="img"
        sx={{ width: THUMB, height: THUMB, borderRadius: 1, bgcolor: 'grey.100', display: 'grid', placeItems: 'center', color: 'text.disabled', flexShrink: 0 }}
      >
        <ImageOutlinedIcon />
      </Box>
    );
  }
  return (
    <Stack direction="row" spacing={0.75} sx={{ flexShrink: 0 }} data-testid="thumbnails">
      {shown.map((src, index) => (
        <Box
          key={`${src}-${index}`}
          component="img"
          src={src}
          alt={`${subject}, image ${index + 1}`}
          width={THUMB}
          height={THUMB}
          loading="lazy"
          data-testid="thumbnail"
          sx={{ width: THUMB, height: THUMB, objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider', bgcolor: 'grey.100' }}
        />
      ))}
      {counter && (
        <Box
          aria-label={`${hidden} more image${hidden === 1 ? '' : 's'}`}
          data-testid="thumbnail-counter"
          sx={{ width: THUMB, height: THUMB, borderRadius: 1, bgcolor: 'grey.200', color: 'text.primary', display: 'grid', placeItems: 'center', fontWeight: 700 }}
        >
          {counter}
        </Box>
      )}
    </Stack>
  );
}

/** A description with markup stripped, clamped to 3 lines. */
export function DescriptionPreview({ html }: { html: string | null | undefined }) {
  const text = stripMarkup(html);
  if (!text) return null;
  return (
    <Typography
      variant="body2"
      color="text.secondary"
      title={text.length > 160 ? text : undefined}
      sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden', overflowWrap: 'anywhere' }}
    >
      {text}
    </Typography>
  );
}

interface ItemProps {
  /** Names the item in the buttons' labels. */
  name: string;
  title: ReactNode;
  meta?: ReactNode;
  images: ReadonlyArray<string | null | undefined>;
  description?: string | null;
  extra?: ReactNode;
  editing?: boolean;
  deleting?: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

export function ContentListItem({ name, title, meta, images, description, extra, editing, deleting, onEdit, onDelete }: ItemProps) {
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-label={name}
      sx={{
        listStyle: 'none',
        p: 2,
        borderColor: editing ? 'primary.main' : 'divider',
        borderWidth: editing ? 2 : 1,
        bgcolor: editing ? 'action.hover' : 'background.paper',
      }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, lineHeight: 1.35, overflowWrap: 'anywhere' }}>
            {title}
            {editing && <Chip size="small" color="primary" label="Editing" sx={{ ml: 1, verticalAlign: 'text-bottom' }} />}
          </Typography>
          {meta && (
            <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 0.25 }}>
              {meta}
            </Typography>
          )}
        </Box>
        <Box sx={{ display: 'flex', gap: 0.25, flexShrink: 0, mt: -0.5, mr: -0.5 }}>
          <Tooltip title="Edit">
            <span>
              <IconButton aria-label={`Edit ${name}`} onClick={onEdit} color="primary" disabled={deleting}>
                <EditOutlinedIcon />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title="Delete">
            <span>
              <IconButton aria-label={`Delete ${name}`} onClick={onDelete} color="error" disabled={deleting}>
                {deleting ? <CircularProgress size={20} color="inherit" aria-label={`Deleting ${name}`} /> : <DeleteOutlinedIcon />}
              </IconButton>
            </span>
          </Tooltip>
        </Box>
      </Box>
      {extra}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 1, alignItems: 'flex-start' }}>
        <Thumbnails images={images} subject={name} />
        <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
          <DescriptionPreview html={description} />
        </Box>
      </Box>
    </Paper>
  );
}

interface ListProps {
  title: string;
  count: number;
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  emptyText: string;
  children: ReactNode;
}

/** The list column: heading with count, loading skeletons, load failure with retry, empty text. */
export function ContentListPanel({ title, count, loading, error, onRetry, emptyText, children }: ListProps) {
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
      {error ? (
        <Alert severity="error" action={<Button color="inherit" size="small" onClick={onRetry}>Retry</Button>}>
          Failed to load the list. Check your connection and try again.
        </Alert>
      ) : loading && count === 0 ? (
        <Stack spacing={1.5} aria-busy="true" aria-label="Loading">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} variant="rounded" height={88} />
          ))}
        </Stack>
      ) : count === 0 ? (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {emptyText}
        </Typography>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }}>
          {children}
        </Stack>
      )}
    </Paper>
  );
}
