/** How long a touch must be held to show a profile (see docs/screens.md). */
export const HOLD_TO_REVEAL_MS = 500;

export type RevealEvent =
  | { type: 'hover-start' }
  | { type: 'hover-end' }
  | { type: 'focus' }
  | { type: 'blur' }
  /** The press lasted HOLD_TO_REVEAL_MS while the finger is still down. */
  | { type: 'hold' }
  /** The finger lifted after `heldMs`. */
  | { type: 'touch-end'; heldMs: number };

/**
 * Whether a leader's profile is shown after an event: hover and keyboard focus
 * show it while they last; a short tap toggles it; a press held 500 ms or
 * longer shows it (and lifting the finger then keeps it shown).
 */
export function nextRevealed(revealed: boolean, event: RevealEvent): boolean {
  switch (event.type) {
    case 'hover-start':
    case 'focus':
    case 'hold':
      return true;
    case 'hover-end':
    case 'blur':
      return false;
    case 'touch-end':
      return event.heldMs >= HOLD_TO_REVEAL_MS ? true : !revealed;
  }
}
