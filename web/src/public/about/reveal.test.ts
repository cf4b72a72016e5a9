import { HOLD_TO_REVEAL_MS, nextRevealed } from './reveal';

describe('revealing a leader profile', () => {
  test('hover and focus show it while they last', () => {
    expect(nextRevealed(false, { type: 'hover-start' })).toBe(true);
    expect(nextRevealed(true, { type: 'hover-end' })).toBe(false);
    expect(nextRevealed(false, { type: 'focus' })).toBe(true);
    expect(nextRevealed(true, { type: 'blur' })).toBe(false);
  });

  test('a short tap toggles it', () => {
    expect(nextRevealed(false, { type: 'touch-end', heldMs: 120 })).toBe(true);
    expect(nextRevealed(true, { type: 'touch-end', heldMs: 120 })).toBe(false);
  });

  test('a press of 500 ms or longer shows it, and lifting the finger keeps it shown', () => {
    expect(HOLD_TO_REVEAL_MS).toBe(500);
    expect(nextRevealed(false, { type: 'hold' })).toBe(true);
    expect(nextRevealed(true, { type: 'touch-end', heldMs: 500 })).toBe(true);
    expect(nextRevealed(false, { type: 'touch-end', heldMs: 800 })).toBe(true);
    expect(nextRevealed(true, { type: 'touch-end', heldMs: 499 })).toBe(false);
  });
});
