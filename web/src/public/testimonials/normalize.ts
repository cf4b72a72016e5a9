import type { PublicTestimonialsQuery } from '../../gql/graphql';
import { imageAlt } from '../shared/image-alt';
import type { ResponsiveImageData } from '../shared/ResponsiveImage';

/**
 * Testimonials for display. The API names the fields id/review/userName/userRole/userImage;
 * older data (and other clients, such as the REST API's answers) use _id/feedback/name/role/image:
 * either naming is accepted.
 */
/** A testimonial as the API sends it. */
type ApiTestimonial = PublicTestimonialsQuery['testimonials']['items'][number];

/** The same fields in the other naming. */
interface OtherNaming {
  _id?: string | null;
  feedback?: string | null;
  name?: string | null;
  role?: string | null;
  image?: string | null;
}

export type TestimonialSource = Partial<ApiTestimonial> & OtherNaming;

export interface DisplayTestimonial {
  id: string;
  rating: number;
  text: string;
  name: string;
  role: string;
  image: string | null;
  /** The photo's alternative text: the stored one, else the person's name. */
  imageAlt: string;
  /** The photo's copies, when the API described them. */
  picture: ResponsiveImageData | null;
}

const text = (...values: (string | null | undefined)[]) => values.find((value) => typeof value === 'string' && value.trim())?.trim() ?? '';

/** A rating as a whole number of stars from 1 to 5 (5 when missing). */
export function clampRating(rating: number | null | undefined): number {
  if (typeof rating !== 'number' || !Number.isFinite(rating)) return 5;
  return Math.min(5, Math.max(1, Math.round(rating)));
}

export function normalizeTestimonial(source: TestimonialSource, index = 0): DisplayTestimonial {
  const name = text(source.userName, source.name) || 'Anonymous';
  return {
    id: text(source.id, source._id) || `testimonial-${index}`,
    rating: clampRating(source.rating),
    text: text(source.review, source.feedback),
    name,
    role: text(source.userRole, source.role),
    image: text(source.userImage, source.image) || null,
    imageAlt: imageAlt(source.userImageAlt, name, source.responsiveImages?.[0]?.alt),
    picture: source.responsiveImages?.[0] ?? null,
  };
}

/** Up to two letters from a name: 'Sarah Chen' → 'SC'. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const letters = words.length === 1 ? words[0].slice(0, 2) : words[0][0] + words[words.length - 1][0];
  return letters.toUpperCase();
}

/** Testimonials in one marquee row. */
const ROW_SIZE = 5;

/** The testimonials the site shows (two rows): the only ones it asks the server for. */
export const TESTIMONIALS_SHOWN = 2 * ROW_SIZE;

/** The two marquee rows: items 1-5 and items 6-10. */
export function testimonialRows<T>(items: T[]): [T[], T[]] {
  return [items.slice(0, ROW_SIZE), items.slice(ROW_SIZE, TESTIMONIALS_SHOWN)];
}

export function ratingLabel(rating: number): string {
  return `Rated ${rating} out of 5`;
}
