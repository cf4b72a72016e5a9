import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { Box, Button, Chip, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { memo, useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { droppedPreviews, mainImage, moveItem, removeAt, toNewImages, type NewImage } from './order';

type Group = 'existing' | 'new';

interface Props {
  label: string;
  /** Several images (portfolio) or one (testimonial photo, blog featured image). */
  multiple?: boolean;
  /** Image URLs already stored, in order (edit mode). */
  existing: string[];
  onExistingChange: (urls: string[]) => void;
  added: NewImage[];
  onAddedChange: (images: NewImage[]) => void;
  /** e.g. '1200x800px' */
  recommendedSize?: string;
  /** What the images show, for their alt text. */
  subject?: string;
}

const TILE_W = 150;
const TILE_H = 100;
const INTERNAL_TYPE = 'application/x-admin-image';

/** Revokes the object URLs of previews that left the list, and all of them on unmount. */
function useRevokedPreviews(added: NewImage[]) {
  const previous = useRef<string[]>([]);
  const previews = added.map((image) => image.preview);
  const signature = previews.join('\n');
  useEffect(() => {
    droppedPreviews(previous.current, previews).forEach((url) => URL.revokeObjectURL(url));
    previous.current = previews;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signature]);
  useEffect(
    () => () => {
      previous.current.forEach((url) => URL.revokeObjectURL(url));
      previous.current = [];
    },
    [],
  );
}

/**
 * Image chooser with previews. With `multiple`, kept and new images form two
 * groups, each reorderable by drag and drop (or the move buttons) within itself;
 * the first image overall is the main one.
 */
function ImagePickerView({
  label, multiple = false, existing, onExistingChange, added, onAddedChange, recommendedSize, subject = 'image',
}: Props) {
  const inputId = useId();
  const hintId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const dragging = useRef<{ group: Group; index: number } | null>(null);
  const [dropTarget, setDropTarget] = useState<{ group: Group; index: number } | null>(null);
  const [filesOver, setFilesOver] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  useRevokedPreviews(added);

  const main = mainImage(existing, added);

  const addFiles = (files: FileList | File[] | null) => {
    if (!files || files.length === 0) return;
    const images = toNewImages(multiple ? [...files] : [...files].slice(0, 1), (file) => URL.createObjectURL(file));
    if (images.length === 0) return;
    if (multiple) {
      onAddedChange([...added, ...images]);
      setAnnouncement(`${images.length} image${images.length === 1 ? '' : 's'} added`);
    } else {
      onExistingChange([]);
      onAddedChange(images);
      setAnnouncement('Image chosen');
    }
  };

  const move = (group: Group, from: number, to: number) => {
    if (group === 'existing') onExistingChange(moveItem(existing, from, to));
    else onAddedChange(moveItem(added, from, to));
    setAnnouncement(`Image moved to position ${to + 1}`);
  };

  const remove = (group: Group, index: number) => {
    if (group === 'existing') onExistingChange(removeAt(existing, index));
    else onAddedChange(removeAt(added, index));
    setAnnouncement('Image removed');
  };

  const isInternalDrag = (event: DragEvent) => event.dataTransfer.types.includes(INTERNAL_TYPE);
  const hasFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');

  const tile = (group: Group, index: number, src: string, count: number, key: string) => {
    const isMain = multiple && main?.group === group && main.index === index;
    const position = index + 1;
    const isTarget = dropTarget?.group === group && dropTarget.index === index;
    const groupName = group === 'existing' ? 'current' : 'new';
    return (
      <Box
        key={key}
        component="li"
        draggable={multiple}
        data-testid={`${group}-image`}
        data-src={src}
        aria-label={`${groupName} image ${position} of ${count}${isMain ? ', main image' : ''}`}
        onDragStart={(event: DragEvent) => {
          dragging.current = { group, index };
          event.dataTransfer.effectAllowed = 'move';
          event.dataTransfer.setData(INTERNAL_TYPE, `${group}:${index}`);
        }}
        onDragEnd={() => {
          dragging.current = null;
          setDropTarget(null);
        }}
        onDragOver={(event: DragEvent) => {
          const source = dragging.current;
          if (!isInternalDrag(event) || !source || source.group !== group) return;
          event.preventDefault();
          event.dataTransfer.dropEffect = 'move';
          if (!isTarget) setDropTarget({ group, index });
        }}
        onDragLeave={() => {
          if (isTarget) setDropTarget(null);
        }}
        onDrop={(event: DragEvent) => {
          const source = dragging.current;
          if (!isInternalDrag(event) || !source || source.group !== group) return;
          event.preventDefault();
          event.stopPropagation();
          dragging.current = null;
          setDropTarget(null);
          move(group, source.index, index);
        }}
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
          cursor: multiple ? 'grab' : 'default',
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
        {isMain && (
          <Chip label="Main" size="small" color="success" sx={{ position: 'absolute', top: 6, left: 6, fontWeight: 700, height: 22 }} />
        )}
        <Tooltip title="Remove image">
          <IconButton
            size="small"
            aria-label={`Remove ${groupName} image ${position}`}
            onClick={() => remove(group, index)}
            sx={{ position: 'absolute', top: 4, right: 4, bgcolor: 'rgba(0,0,0,0.6)', color: '#fff', '&:hover, &:focus-visible': { bgcolor: 'error.main' } }}
          >
            <CloseIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        {multiple && (
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 0.25, py: 0.25, borderTop: 1, borderColor: 'divider' }}>
            <IconButton size="small" aria-label={`Move ${groupName} image ${position} left`} disabled={index === 0} onClick={() => move(group, index, index - 1)}>
              <ChevronLeftIcon fontSize="small" />
            </IconButton>
            <DragIndicatorIcon fontSize="small" sx={{ color: 'text.disabled' }} aria-hidden />
            <IconButton size="small" aria-label={`Move ${groupName} image ${position} right`} disabled={index === count - 1} onClick={() => move(group, index, index + 1)}>
              <ChevronRightIcon fontSize="small" />
            </IconButton>
          </Stack>
        )}
      </Box>
    );
  };

  const group = (name: Group, title: string, sources: Array<{ src: string; key: string }>) =>
    sources.length > 0 && (
      <Box>
        {multiple && (
          <Typography variant="caption" component="h3" sx={{ display: 'block', mb: 0.75, fontWeight: 600, color: 'text.secondary', textTransform: 'uppercase', letterSpacing: 0.5 }}>
            {title}
            {sources.length > 1 ? ' · drag to reorder' : ''}
          </Typography>
        )}
        <Box component="ul" aria-label={title} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, p: 0, m: 0 }}>
          {sources.map((source, index) => tile(name, index, source.src, sources.length, source.key))}
        </Box>
      </Box>
    );

  const hasImages = existing.length + added.length > 0;

  return (
    <Box>
      <Typography component="div" variant="body2" sx={{ mb: 0.75, fontWeight: 500, color: 'text.secondary' }}>
        {label}
      </Typography>
      <Box
        onDragOver={(event: DragEvent) => {
          if (!hasFiles(event) || isInternalDrag(event)) return;
          event.preventDefault();
          event.dataTransfer.dropEffect = 'copy';
          setFilesOver(true);
        }}
        onDragLeave={() => setFilesOver(false)}
        onDrop={(event: DragEvent) => {
          if (!hasFiles(event) || isInternalDrag(event)) return;
          event.preventDefault();
          setFilesOver(false);
          addFiles(event.dataTransfer.files);
        }}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: filesOver ? 'primary.main' : 'divider',
          bgcolor: filesOver ? 'action.hover' : 'transparent',
          borderRadius: 2,
          p: { xs: 1.5, sm: 2 },
        }}
      >
        <Stack spacing={2}>
          {group('existing', 'Current images', existing.map((src) => ({ src, key: src })))}
          {group('new', 'New images', added.map((image) => ({ src: image.preview, key: image.key })))}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { xs: 'flex-start', sm: 'center' } }}>
            <Button variant="outlined" startIcon={<AddPhotoAlternateOutlinedIcon />} aria-describedby={hintId} onClick={() => fileInput.current?.click()}>
              {multiple ? 'Add images' : hasImages ? 'Change image' : 'Choose image'}
            </Button>
              <input
                ref={fileInput}
                id={inputId}
                type="file"
                accept="image/*"
                multiple={multiple}
                hidden
                aria-label={label}
                aria-describedby={hintId}
                onChange={(event) => {
                  addFiles(event.target.files);
                  // Choosing the same file again still fires a change.
                  event.target.value = '';
                }}
              />
            <Box id={hintId}>
              <Typography variant="body2" color="text.secondary">
                PNG, JPG, GIF up to 10MB each{multiple ? ' · or drop files here' : ''}
              </Typography>
              {recommendedSize && (
                <Typography variant="body2" color="text.secondary">
                  Recommended size: {recommendedSize}
                </Typography>
              )}
            </Box>
          </Stack>
        </Stack>
      </Box>
      <Box aria-live="polite" sx={visuallyHidden}>
        {announcement}
      </Box>
    </Box>
  );
}

/** Re-renders only when its own props change. */
export const ImagePicker = memo(ImagePickerView);

const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
