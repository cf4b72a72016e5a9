import { SITE_IMAGES } from '@consultancy/domain';
import { useEffect, useId, useRef, useState, type FocusEvent, type PointerEvent } from 'react';
import type { LeaderValues } from './about-page';
import { HOLD_TO_REVEAL_MS, nextRevealed, type RevealEvent } from './reveal';

/** A leader's portrait; the profile is revealed on hover, focus, a tap (toggles) or a 500 ms press. */
export function LeaderCard({ leader }: { leader: LeaderValues & { photoAlt?: string } }) {
  const id = useId();
  const [revealed, setRevealed] = useState(false);
  const pressStart = useRef<number | null>(null);
  const holdTimer = useRef<number | undefined>(undefined);
  const dispatch = (event: RevealEvent) => setRevealed((current) => nextRevealed(current, event));

  useEffect(() => () => window.clearTimeout(holdTimer.current), []);

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') dispatch({ type: 'hover-start' });
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') dispatch({ type: 'hover-end' });
  };
  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') return;
    pressStart.current = Date.now();
    window.clearTimeout(holdTimer.current);
    holdTimer.current = window.setTimeout(() => dispatch({ type: 'hold' }), HOLD_TO_REVEAL_MS);
  };
  const onPointerUp = (event: PointerEvent) => {
    if (event.pointerType === 'mouse' || pressStart.current === null) return;
    // A tap on the profile link follows the link rather than hiding the profile.
    if ((event.target as HTMLElement).closest('a')) return;
    window.clearTimeout(holdTimer.current);
    dispatch({ type: 'touch-end', heldMs: Date.now() - pressStart.current });
    pressStart.current = null;
  };
  const onPointerCancel = () => {
    window.clearTimeout(holdTimer.current);
    pressStart.current = null;
  };
  const onFocus = () => dispatch({ type: 'focus' });
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) dispatch({ type: 'blur' });
  };

  return (
    <article
      className={`leader${revealed ? ' is-revealed' : ''}`}
      data-revealed={revealed}
      tabIndex={0}
      aria-labelledby={`${id}-name`}
      aria-describedby={`${id}-details`}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerCancel}
      onContextMenu={(event) => event.preventDefault()}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <img className="leader__photo" src={leader.photo || SITE_IMAGES.leaderPlaceholder} width={480} height={560} alt={leader.photoAlt || `Portrait of ${leader.name}`} loading="lazy" decoding="async" draggable={false} />
      <div className="leader__label">
        <h3 id={`${id}-name`} className="leader__name">
          {leader.name}
        </h3>
        <p className="leader__title">{leader.role}</p>
      </div>
      <div id={`${id}-details`} className="leader__details">
        <p className="leader__details-name" aria-hidden="true">
          {leader.name}
        </p>
        <p className="leader__details-title" aria-hidden="true">
          {leader.role}
        </p>
        <p className="leader__description">{leader.bio}</p>
        {leader.profileUrl && (
        <a className="leader__link" href={leader.profileUrl} target="_blank" rel="noopener noreferrer">
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path d="M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.75h4V21H3zM9.5 9.75h3.83v1.54h.06c.53-1 1.84-2.06 3.79-2.06 4.05 0 4.8 2.67 4.8 6.13V21h-4v-4.97c0-1.19-.02-2.71-1.65-2.71-1.65 0-1.9 1.29-1.9 2.62V21h-4z" fill="currentColor" />
          </svg>
          {leader.name} on LinkedIn
        </a>
        )}
      </div>
      <span className="leader__hint" aria-hidden="true">
        Hover or tap to read more
      </span>
    </article>
  );
}
