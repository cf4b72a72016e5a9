import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { Box, Chip, CircularProgress, IconButton, Paper, Tooltip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { DescriptionPreview, Thumbnails } from './Thumbnails';

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
