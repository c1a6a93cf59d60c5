import { describe, expect, it } from 'vitest';
import { SWIPE_DISTANCE, swipeStep } from './swipe';

describe('swipeStep', () => {
  it('moves to the next photo on a swipe to the left and back on one to the right', () => {
    expect(swipeStep(-120, 10)).toBe(1);
    expect(swipeStep(120, -10)).toBe(-1);
  });

  it('ignores a tap, a short nudge and a mostly vertical drag', () => {
    expect(swipeStep(0, 0)).toBeNull();
    expect(swipeStep(SWIPE_DISTANCE - 1, 0)).toBeNull();
    expect(swipeStep(-60, 90)).toBeNull();
  });
});
