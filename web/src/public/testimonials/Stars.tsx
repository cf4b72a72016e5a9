import type { CSSProperties } from 'react';
import { ratingLabel } from './normalize';

/**
 * Five stars, `rating` of them filled; read out as 'Rated N out of 5'. One
 * element drawn by CSS (testimonials.css): a page of testimonials would
 * otherwise carry fifty inline SVGs to send, render and hydrate.
 */
export function Stars({ rating }: { rating: number }) {
  return <span className="stars" role="img" aria-label={ratingLabel(rating)} style={{ '--rating': rating } as CSSProperties} />;
}
