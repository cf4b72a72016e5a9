import { SLUG_MAX_LENGTH } from '@consultancy/domain';
import slugify from 'slugify';

/** Room kept for a collision suffix such as -12. */
const SUFFIX_ROOM = 6;

/**
 * A slug made from a title: accents folded to ASCII and other characters
 * dropped (the `slugify` package), lowercase, words joined by single hyphens,
 * short enough to take a numeric suffix. Empty when nothing usable is left.
 */
export function toSlug(text: string): string {
  return slugify(text, { lower: true, strict: true, locale: 'en', trim: true })
    .replace(/-+/g, '-')
    .slice(0, SLUG_MAX_LENGTH - SUFFIX_ROOM)
    .replace(/^-+|-+$/g, '');
}

/** `base`, then base-2, base-3 … : the first `isFree` accepts. */
export async function firstFreeSlug(base: string, isFree: (slug: string) => Promise<boolean>): Promise<string> {
  for (let n = 1; ; n += 1) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (await isFree(candidate)) return candidate;
  }
}
