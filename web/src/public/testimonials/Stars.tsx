import { ratingLabel } from './normalize';

const STAR = 'M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z';

/** Five stars, `rating` of them filled; read out as 'Rated N out of 5'. */
export function Stars({ rating }: { rating: number }) {
  return (
    <span className="stars" role="img" aria-label={ratingLabel(rating)}>
      {[1, 2, 3, 4, 5].map((star) => (
        <svg key={star} viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" className={star <= rating ? 'stars__star is-filled' : 'stars__star'}>
          <path d={STAR} fill="currentColor" />
        </svg>
      ))}
    </span>
  );
}
