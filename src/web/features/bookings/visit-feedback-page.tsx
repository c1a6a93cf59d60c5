import { useQuery } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { formatVisitDate } from '#domain/india-calendar';
import { VISIT_FEEDBACK_MESSAGES, type VisitFeedbackVisit } from '#domain/visit-feedback';
import { ButtonLink } from '#web/components/ui/button-link';
import { VisitFeedbackForm } from '#web/components/visit-feedback/visit-feedback-form';
import { feedbackVisitQueryOptions, useGiveVisitFeedback } from './api/visit-feedback';
import { VisitLinkCard, VisitLinkPage } from './components/visit-link-page';

/**
 * /visit/feedback?token=…: where the "How was your visit?" mail's link leads, signed in or not. Three yes/no
 * questions about that one completed visit, answered once.
 */
export function VisitFeedbackPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const link = useQuery(feedbackVisitQueryOptions(token));

  return (
    <VisitLinkPage
      eyebrow="Your visit"
      title="How was your visit?"
      token={token}
      invalidMessage={VISIT_FEEDBACK_MESSAGES.invalid}
      link={link}
    >
      {(answer) => <FeedbackVisit token={token} visit={answer.visit} />}
    </VisitLinkPage>
  );
}

function FeedbackVisit({ token, visit }: { token: string; visit: VisitFeedbackVisit }) {
  const give = useGiveVisitFeedback(token);
  return (
    <VisitLinkCard>
      <div className="space-y-1">
        <h2 className="text-xl font-bold text-stone-900 dark:text-stone-50">{visit.listing.title}</h2>
        <p className="text-stone-700 dark:text-stone-200">
          Visited on {formatVisitDate(visit.preferredDate)} · Reference{' '}
          <span className="font-mono">{visit.reference}</span>
        </p>
      </div>
      {visit.answeredAt ? (
        <p role="status" className="flex items-start gap-3 text-stone-800 dark:text-stone-100">
          <CircleCheck
            className="mt-0.5 size-5 shrink-0 text-emerald-700 dark:text-emerald-300"
            aria-hidden="true"
          />
          {give.isSuccess ? VISIT_FEEDBACK_MESSAGES.thanks : VISIT_FEEDBACK_MESSAGES.alreadyGiven}
        </p>
      ) : visit.canAnswer ? (
        <>
          <p className="text-sm text-stone-700 dark:text-stone-200">
            Your answers are counted on the home’s page as “N of M visitors said it matched”, never with your
            name. One answer per visit.
          </p>
          <VisitFeedbackForm pending={give.isPending} onSubmit={(answers) => give.mutateAsync(answers)} />
        </>
      ) : (
        <p className="text-stone-800 dark:text-stone-100">
          {visit.listing.id ? VISIT_FEEDBACK_MESSAGES.expired : VISIT_FEEDBACK_MESSAGES.gone}
        </p>
      )}
      {visit.listing.id ? (
        <ButtonLink to={`/property/${visit.listing.id}`} variant="secondary">
          View the home
        </ButtonLink>
      ) : null}
    </VisitLinkCard>
  );
}
