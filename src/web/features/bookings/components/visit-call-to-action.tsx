import { Trans } from '@lingui/react/macro';
import { CalendarCheck, MessageCircleQuestion } from 'lucide-react';
import { VisitorFormLink } from '#web/components/visitor-form/visitor-form-link';
import { BOOK_VISIT_ANCHOR } from './book-visit-anchor';

/** The property page's summary card's next steps: into the booking form, or into the question form. */
export function VisitCallToAction({ questionFormId }: { questionFormId: string }) {
  return (
    <div className="space-y-2.5 border-t border-brand-100 pt-5 dark:border-stone-800">
      <VisitorFormLink
        formId={BOOK_VISIT_ANCHOR}
        className="inline-flex w-full items-center justify-center gap-2 rounded-full bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-800 dark:bg-amber-500 dark:text-stone-950 dark:hover:bg-amber-400"
      >
        <CalendarCheck className="size-4" aria-hidden="true" />
        <Trans>Book a site visit</Trans>
      </VisitorFormLink>
      <VisitorFormLink
        formId={questionFormId}
        className="inline-flex w-full items-center justify-center gap-2 rounded-full border border-brand-200 bg-white px-5 py-2.5 text-sm font-semibold text-brand-800 hover:bg-brand-50 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100 dark:hover:bg-stone-800"
      >
        <MessageCircleQuestion className="size-4" aria-hidden="true" />
        <Trans>Ask a question</Trans>
      </VisitorFormLink>
      <p className="text-center text-xs text-stone-600 dark:text-stone-400">
        <Trans>Free visits, no brokerage to book.</Trans>
      </p>
    </div>
  );
}
