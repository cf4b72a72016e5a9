import { SEO_DESCRIPTION_ADVISED_LENGTH, SEO_DESCRIPTION_MAX_LENGTH, SEO_TITLE_MAX_LENGTH } from '@consultancy/domain';
import { MenuItem, TextField } from '@mui/material';

interface SeoFieldsProps {
  seoTitle: string;
  seoDescription: string;
  /** '' for the main image. */
  socialImage: string;
  /** The item's saved images: the social image is one of them. */
  images: readonly string[];
  onChange: (patch: { seoTitle?: string; seoDescription?: string; socialImage?: string }) => void;
}

const fileName = (url: string) => url.split('/').pop() ?? url;

/** How the item shows in search results and link previews; each falls back to the item's own text or main image. */
export function SeoFields({ seoTitle, seoDescription, socialImage, images, onChange }: SeoFieldsProps) {
  const length = seoDescription.length;
  return (
    <>
      <TextField
        label="SEO title"
        fullWidth
        value={seoTitle}
        onChange={(event) => onChange({ seoTitle: event.target.value })}
        helperText="Empty: the title."
        slotProps={{ htmlInput: { maxLength: SEO_TITLE_MAX_LENGTH } }}
      />
      <TextField
        label="Meta description"
        fullWidth
        multiline
        minRows={2}
        value={seoDescription}
        onChange={(event) => onChange({ seoDescription: event.target.value })}
        error={length > SEO_DESCRIPTION_ADVISED_LENGTH}
        helperText={`${length}/${SEO_DESCRIPTION_ADVISED_LENGTH}${length > SEO_DESCRIPTION_ADVISED_LENGTH ? ': search results cut it here' : ''}. Empty: the summary.`}
        slotProps={{ htmlInput: { maxLength: SEO_DESCRIPTION_MAX_LENGTH } }}
      />
      <TextField
        select
        label="Social image"
        fullWidth
        value={images.includes(socialImage) ? socialImage : ''}
        onChange={(event) => onChange({ socialImage: event.target.value })}
        helperText="Shown in link previews; a new image can be chosen once saved."
      >
        <MenuItem value="">The main image</MenuItem>
        {images.map((url) => (
          <MenuItem key={url} value={url}>{fileName(url)}</MenuItem>
        ))}
      </TextField>
    </>
  );
}
