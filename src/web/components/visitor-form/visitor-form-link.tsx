import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** Fields a visitor types into; the honeypot is out of the tab order and never one of them. */
const FIRST_FIELD =
  // A CSS selector, never shown.
  // eslint-disable-next-line lingui/no-unlocalized-strings
  'input:not([type="hidden"]):not([tabindex="-1"]):not([disabled]), select:not([disabled]), textarea';

/**
 * Moves focus into the visitor form in the card with this id: its first field, or the card itself while it shows
 * the confirmation instead. No scrolling here: the router brings the card into view for the link's #hash.
 */
function focusVisitorForm(cardId: string) {
  const card = document.getElementById(cardId);
  const target = card?.querySelector<HTMLElement>(FIRST_FIELD) ?? card;
  target?.focus({ preventScroll: true });
}

type VisitorFormLinkProps = {
  /** The id of the card around the form (VisitorFormCard's). */
  formId: string;
  className: string;
  children: ReactNode;
};

/**
 * A link to a visitor form further down the page that also puts the cursor in its first field, so a visitor who
 * taps "Book a site visit" can start typing, and a keyboard or screen reader user lands where the eyes do. The
 * address gets the form's #hash, as a plain link to it would.
 */
export function VisitorFormLink({ formId, className, children }: VisitorFormLinkProps) {
  return (
    <Link to={{ hash: formId }} onClick={() => focusVisitorForm(formId)} className={className}>
      {children}
    </Link>
  );
}
