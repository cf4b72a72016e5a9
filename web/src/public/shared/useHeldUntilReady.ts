import { useEffect, type RefObject } from 'react';
import { HELD_UNTIL_READY, releaseHeld } from './held-until-ready';

/**
 * For a form or button that a visitor may use before the page's code has
 * loaded (held-until-ready.ts): returns the attribute to render on it, and once
 * the component is hydrated, hands it what was typed and its held use.
 */
export function useHeldUntilReady(ref: RefObject<HTMLElement | null>): { [HELD_UNTIL_READY]: '' } {
  useEffect(() => {
    if (ref.current) void releaseHeld(ref.current);
  }, [ref]);
  return { [HELD_UNTIL_READY]: '' };
}
