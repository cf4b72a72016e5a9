import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { IMAGE_ALT_MAX_LENGTH } from '@consultancy/domain';
import { Box, Chip, IconButton, Stack, TextField, Tooltip } from '@mui/material';
import type { DragEvent } from 'react';
import type { Group } from './useTileDrag';

const TILE_W = 150;
const TILE_H = 100;

interface Props {
  group: Group;
  index: number;
  count: number;
  src: string;
  /** What the image shows, for its alt text. */
  subject: string;
  /** Reorderable (by drag or the move buttons). */
  movable: boolean;
  isMain: boolean;
  isTarget: boolean;
  drag: Record<'onDragStart' | 'onDragEnd' | 'onDragOver' | 'onDragLeave' | 'onDrop', (event: DragEvent) => void>;
  onMove: (to: number) => void;
  onRemove: () => void;
  /** The image's alt text and its input, when the form stores one. */
  alt?: {
    value: string;
    onChange: (text: string) => void;
    /** The library's alt text of the image (chosen from it): used on the public site while this one is empty. */
    library?: string;
  };
}

/** One image with its Remove button and, when movable, its move buttons. */
export function ImageTile({ group, index, count, src, subject, movable, isMain, isTarget, drag, onMove, onRemove, alt }: Props) {
  const position = index + 1;
  const groupName = group === 'existing' ? 'current' : 'new';
  return (
    <Box
      component="li"
      draggable={movable}
      data-testid={`${group}-image`}
      data-src={src}
      aria-label={`${groupName} image ${position} of ${count}${isMain ? ', main image' : ''}`}
      {...drag}
      sx={{
        position: 'relative',
        listStyle: 'none',
        width: { xs: 124, sm: TILE_W },
        borderRadius: 1.5,
        overflow: 'hidden',
        border: 2,
        borderColor: isTarget ? 'primary.main' : isMain ? 'success.main' : 'divider',
        bgcolor: 'background.paper',
        boxShadow: isTarget ? 4 : 0,
        cursor: movable ? 'grab' : 'default',
        transition: 'box-shadow 120ms, border-color 120ms',
      }}
    >
      <Box
        component="img"
        src={src}
        alt={`${subject} ${groupName} image ${position}`}
        width={TILE_W}
        height={TILE_H}
        draggable={false}
        sx={{ display: 'block', width: '100%', height: 'auto', aspectRatio: `${TILE_W} / ${TILE_H}`, objectFit: 'cover', bgcolor: 'grey.100' }}
      />
      {isMain && <Chip label="Main" size="small" color="success" sx={{ position: 'absolute', top: 6, left: 6, fontWeight: 700, height: 22 }} />}
      <Tooltip title="Remove image">
        <IconButton
          size="small"
          aria-label={`Remove ${groupName} image ${position}`}
          onClick={onRemove}
          sx={{ position: 'absolute', top: 4, right: 4, bgcolor: 'rgba(0,0,0,0.6)', color: '#fff', '&:hover, &:focus-visible': { bgcolor: 'error.main' } }}
        >
          <CloseIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {movable && (
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 0.25, py: 0.25, borderTop: 1, borderColor: 'divider' }}>
          <IconButton size="small" aria-label={`Move ${groupName} image ${position} left`} disabled={index === 0} onClick={() => onMove(index - 1)}>
            <ChevronLeftIcon fontSize="small" />
          </IconButton>
          <DragIndicatorIcon fontSize="small" sx={{ color: 'text.disabled' }} aria-hidden />
          <IconButton size="small" aria-label={`Move ${groupName} image ${position} right`} disabled={index === count - 1} onClick={() => onMove(index + 1)}>
            <ChevronRightIcon fontSize="small" />
          </IconButton>
        </Stack>
      )}
      {alt && (
        <TextField
          label="Alt text"
          size="small"
          fullWidth
          value={alt.value}
          onChange={(event) => alt.onChange(event.target.value)}
          placeholder={alt.library ?? subject}
          helperText={alt.library && !alt.value ? "Empty: the library's alt text is used" : undefined}
          draggable={false}
          onDragStart={(event) => event.preventDefault()}
          slotProps={{ htmlInput: { maxLength: IMAGE_ALT_MAX_LENGTH, 'aria-label': `Alt text of ${groupName} image ${position}` }, inputLabel: { shrink: true } }}
          sx={{ '& .MuiInputBase-input': { fontSize: 13 }, '& .MuiFormHelperText-root': { mx: 0.25, lineHeight: 1.3 }, px: 0.5, pt: 1, pb: 0.5 }}
        />
      )}
    </Box>
  );
}
