import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { prefersReducedMotion } from './smooth-scroll';
import { useNearViewport } from './useNearViewport';
import './ticker.css';

/** The marquee's code arrives after the first paint, when the row starts moving. */
const Marquee = lazy(() => import('react-fast-marquee'));

export interface TickerProps {
  children: ReactNode;
  /** Seconds one loop takes. */
  seconds: number;
  direction?: 'left' | 'right';
  gradient?: boolean;
  pauseOnHover?: boolean;
  className?: string;
}

/** Pixels per second that make content of this width loop in `seconds`. */
export function tickerSpeed(contentWidth: number, seconds: number): number {
  if (!(contentWidth > 0) || !(seconds > 0)) return 50;
  return contentWidth / seconds;
}

/**
 * A marquee that renders on the server. react-fast-marquee renders nothing
 * until it has measured itself in the browser, so the server and the first
 * client render show the same content as a still row (readable without
 * script, no hydration mismatch); after mount the row is measured and handed
 * to the marquee with the speed that makes one loop take `seconds`. Visitors
 * who prefer reduced motion keep the still, scrollable row.
 */
export function Ticker({ children, seconds, direction = 'left', gradient = false, pauseOnHover = false, className = '' }: TickerProps) {
  const rowRef = useRef<HTMLDivElement>(null);
  const [motion, setMotion] = useState<{ speed: number; height: number } | null>(null);
  // Below the fold, the row starts moving (and the marquee's code loads) when the visitor scrolls near it.
  const near = useNearViewport(rowRef);

  useEffect(() => {
    if (!near || prefersReducedMotion() || !rowRef.current) return;
    const row = rowRef.current;
    setMotion({ speed: tickerSpeed(row.scrollWidth, seconds), height: row.offsetHeight });
  }, [near, seconds]);

  const classes = `ticker${gradient ? ' ticker--fade' : ''} ${className}`.trim();
  const still = (
    // The still row scrolls sideways: focusable, so a keyboard can scroll it too.
    <div className={`${classes} ticker--still`} tabIndex={0}>
      <div ref={rowRef} className="ticker__row">
        {children}
      </div>
    </div>
  );
  if (motion === null) return still;
  return (
    <Suspense fallback={still}>
      {/* The marquee renders nothing until it has mounted: the row keeps its height meanwhile, so nothing below it jumps. */}
      <div className={classes} style={{ minHeight: motion.height }}>
        <Marquee speed={motion.speed} direction={direction} pauseOnHover={pauseOnHover} autoFill={false}>
          {children}
        </Marquee>
      </div>
    </Suspense>
  );
}
