import { useEffect } from 'react';

/** Fields a visitor types into; the honeypot is out of the tab order and never one of them. */
const FIRST_FIELD =
  'input:not([type="hidden"]):not([tabindex="-1"]):not([disabled]), select:not([disabled]), textarea';

/** The card a link asked to focus before the form's code had arrived (a listing page's forms load after it). */
let awaited: string | null = null;

/** Focuses the card's first field, or the card itself while it shows the confirmation; false if it is not there. */
function focusCard(cardId: string): boolean {
  const card = document.getElementById(cardId);
  const target = card?.querySelector<HTMLElement>(FIRST_FIELD) ?? card;
  target?.focus({ preventScroll: true });
  // The place held for a form still loading takes no focus.
  return Boolean(target) && document.activeElement === target;
}

/**
 * Moves focus into the visitor form in the card with this id: its first field, or the card itself while it shows
 * the confirmation instead; once the card has rendered, if its code is still on its way. No scrolling here: the
 * router brings the card into view for the link's #hash.
 */
export function focusVisitorForm(cardId: string): void {
  awaited = focusCard(cardId) ? null : cardId;
}

/** For the card: takes the focus a link asked for before it had rendered. */
export function useAwaitedFocus(cardId: string | undefined): void {
  useEffect(() => {
    if (!cardId || awaited !== cardId) return;
    awaited = null;
    focusCard(cardId);
  }, [cardId]);
}
