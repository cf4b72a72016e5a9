import { MAX_IMAGE_BYTES } from '@consultancy/domain';
import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import PhotoLibraryOutlinedIcon from '@mui/icons-material/PhotoLibraryOutlined';
import { Box, Button, Stack, Typography } from '@mui/material';
import { memo, useId, useRef, useState } from 'react';
import { FileDropZone } from './FileDropZone';
import { ImageGroup } from './ImageGroup';
import { LibraryChooser, type ChosenImage } from './LibraryChooser';
import { mainImage, moveItem, removeAt, toNewImages, type ImageFields, type NewImage } from './order';
import { useRevokedPreviews } from './usePreviewUrls';
import { useTileDrag, type Group } from './useTileDrag';

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
  /** Each image's alt text, by image (a kept image's URL, a new image's key), with an input on its tile. */
  altTexts?: Record<string, string>;
  onAltTextsChange?: (altTexts: Record<string, string>) => void;
}

const MAX_MB = MAX_IMAGE_BYTES / (1024 * 1024);

/**
 * Image chooser with previews. With `multiple`, kept and new images form two
 * groups, each reorderable by drag and drop (or the move buttons) within itself;
 * the first image overall is the main one.
 */
function ImagePickerView({ label, multiple = false, existing, onExistingChange, added, onAddedChange, recommendedSize, subject = 'image', altTexts, onAltTextsChange }: Props) {
  const inputId = useId();
  const hintId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const [choosing, setChoosing] = useState(false);
  // The library's alt texts of the images chosen from it: what the public site shows while an image has none of its own.
  const [libraryAlts, setLibraryAlts] = useState<Record<string, string>>({});
  useRevokedPreviews(added);

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

  const addFromLibrary = (images: ChosenImage[]) => {
    const fresh = images.filter((image) => !existing.includes(image.url));
    if (fresh.length === 0) return;
    const urls = fresh.map((image) => image.url);
    if (multiple) {
      onExistingChange([...existing, ...urls]);
      setAnnouncement(`${urls.length} image${urls.length === 1 ? '' : 's'} added from the library`);
    } else {
      onExistingChange(urls.slice(0, 1));
      onAddedChange([]);
      setAnnouncement('Image chosen from the library');
    }
    setLibraryAlts((current) => ({ ...current, ...Object.fromEntries(fresh.map((image) => [image.url, image.alt])) }));
    // A chosen image starts without an alt text of its own (one typed for it earlier is dropped).
    if (altTexts && onAltTextsChange && urls.some((url) => altTexts[url])) {
      onAltTextsChange({ ...altTexts, ...Object.fromEntries(urls.map((url) => [url, ''])) });
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

  const drag = useTileDrag(move);
  const altText = altTexts && onAltTextsChange
    ? {
      of: (key: string) => altTexts[key] ?? '',
      change: (key: string, text: string) => onAltTextsChange({ ...altTexts, [key]: text }),
      library: (key: string) => libraryAlts[key] || undefined,
    }
    : undefined;
  const groupProps = { multiple, subject, main: mainImage(existing, added), drag, move, remove, altText };

  const hasImages = existing.length + added.length > 0;

  return (
    <Box>
      <Typography component="div" variant="body2" sx={{ mb: 0.75, fontWeight: 500, color: 'text.secondary' }}>
        {label}
      </Typography>
      <FileDropZone onFiles={addFiles}>
        <Stack spacing={2}>
          <ImageGroup {...groupProps} group="existing" title="Current images" sources={existing.map((src) => ({ src, key: src }))} />
          <ImageGroup {...groupProps} group="new" title="New images" sources={added.map((image) => ({ src: image.preview, key: image.key }))} />
          {/* Wraps by the room the form gives it (beside a preview it is narrow whatever the screen). */}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
              <Button variant="outlined" startIcon={<AddPhotoAlternateOutlinedIcon />} aria-describedby={hintId} onClick={() => fileInput.current?.click()}>
                {multiple ? 'Add images' : hasImages ? 'Change image' : 'Choose image'}
              </Button>
              <Button variant="outlined" startIcon={<PhotoLibraryOutlinedIcon />} onClick={() => setChoosing(true)}>
                Choose from library
              </Button>
            </Box>
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
            <Box id={hintId} sx={{ flex: '1 1 220px', minWidth: 0 }}>
              <Typography variant="body2" color="text.secondary">
                {`PNG, JPG, GIF up to ${MAX_MB}MB each${multiple ? ' · or drop files here' : ''}`}
              </Typography>
              {recommendedSize && (
                <Typography variant="body2" color="text.secondary">
                  Recommended size: {recommendedSize}
                </Typography>
              )}
            </Box>
          </Box>
        </Stack>
      </FileDropZone>
      <LibraryChooser
        open={choosing}
        title={`${label}: choose from the library`}
        multiple={multiple}
        chosen={existing}
        onChoose={addFromLibrary}
        onClose={() => setChoosing(false)}
      />
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

type FieldSetter<F> = <K extends keyof F>(key: K) => (value: F[K]) => void;

/** The picker's images and their changes, bound to a form's image fields (kept, added, alt texts). */
export function imagesOfForm<F extends ImageFields>(values: F, setField: FieldSetter<F>) {
  // F's image fields are ImageFields' own (F extends it), so their setters take ImageFields' values.
  const set = setField as unknown as FieldSetter<ImageFields>;
  return {
    existing: values.existingImages,
    onExistingChange: set('existingImages'),
    added: values.newImages,
    onAddedChange: set('newImages'),
    altTexts: values.altTexts,
    onAltTextsChange: set('altTexts'),
  };
}
