import { PREVIEW_PARAMETER, SLUG_MAX_LENGTH, SLUG_PATTERN } from '@consultancy/domain';
import { Link, TextField } from '@mui/material';
import type { ChangeEvent } from 'react';

interface SlugFieldProps {
  /** The public list the item's page sits under: /blog, /portfolio. */
  basePath: string;
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
}

/**
 * The last part of an item's public URL, with the whole URL previewed below.
 * Left empty, the server makes it from the title; its former values keep redirecting.
 */
export function SlugField({ basePath, ...input }: SlugFieldProps) {
  const slug = input.value.trim();
  const invalid = slug !== '' && !SLUG_PATTERN.test(slug);
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const preview = `${origin}${basePath}/${slug || '(made from the title)'}`;
  return (
    <>
      <TextField
        label="URL slug"
        fullWidth
        {...input}
        error={invalid}
        helperText={invalid ? 'Lowercase letters a-z and digits, words joined by single hyphens.' : `URL: ${preview}`}
        slotProps={{ htmlInput: { maxLength: SLUG_MAX_LENGTH, 'data-testid': 'slug-input' } }}
      />
      {slug && !invalid && (
        // The saved version, drafts included: the public page renders with this browser's admin token.
        <Link href={`${basePath}/${slug}?${PREVIEW_PARAMETER}`} target="_blank" rel="noopener">
          Preview the saved version
        </Link>
      )}
    </>
  );
}
