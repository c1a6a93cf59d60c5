import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { focusVisitorForm } from './visitor-form-focus';

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
