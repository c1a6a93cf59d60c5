/** How far a finger must travel sideways, in CSS pixels, before a drag across a photo counts as a swipe. */
export const SWIPE_DISTANCE = 40;

/**
 * The photo a swipe moves to, from how far the pointer travelled: 1 (next) for a swipe to the left, -1 for one
 * to the right, or null for a tap or a mostly vertical drag, which scrolls the page instead.
 */
export function swipeStep(dx: number, dy: number): -1 | 1 | null {
  if (Math.abs(dx) < SWIPE_DISTANCE || Math.abs(dx) <= Math.abs(dy)) return null;
  return dx < 0 ? 1 : -1;
}
