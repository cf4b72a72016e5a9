import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import { Box, Stack, Typography } from '@mui/material';
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
