import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { VISIT_FEEDBACK_MESSAGES, type VisitFeedbackVisit } from '#domain/visit-feedback';
import { ButtonLink } from '#web/components/ui/button-link';
import { VisitFeedbackForm } from '#web/components/visit-feedback/visit-feedback-form';
import { visitorMessage } from '#web/components/visitor-form/visitor-messages';
import { feedbackVisitQueryOptions, useGiveVisitFeedback } from './api/visit-feedback';
import { VisitLinkCard, VisitLinkPage } from './components/visit-link-page';
import { visitDateText } from './utils/visit-texts';

/**
 * /visit/feedback?token=…: where the "How was your visit?" mail's link leads, signed in or not. Three yes/no
 * questions about that one completed visit, answered once.
 */
export function VisitFeedbackPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const link = useQuery(feedbackVisitQueryOptions(token));
  const { t } = useLingui();

  return (
    <VisitLinkPage
      eyebrow={t`Your visit`}
      title={t`How was your visit?`}
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
  const { i18n } = useLingui();
  const day = visitDateText(i18n, visit.preferredDate);
  const say = (english: string) => visitorMessage(i18n, english);
  return (
    <VisitLinkCard>
      <div className="space-y-1">
        <h2 className="text-xl font-bold text-stone-900 dark:text-stone-50">{visit.listing.title}</h2>
        <p className="text-stone-700 dark:text-stone-200">
          <Trans>
            Visited on {day} · Reference <span className="font-mono">{visit.reference}</span>
          </Trans>
        </p>
      </div>
      {visit.answeredAt ? (
        <p role="status" className="flex items-start gap-3 text-stone-800 dark:text-stone-100">
          <CircleCheck
            className="mt-0.5 size-5 shrink-0 text-emerald-700 dark:text-emerald-300"
            aria-hidden="true"
          />
          {say(give.isSuccess ? VISIT_FEEDBACK_MESSAGES.thanks : VISIT_FEEDBACK_MESSAGES.alreadyGiven)}
        </p>
      ) : visit.canAnswer ? (
        <>
          <p className="text-sm text-stone-700 dark:text-stone-200">
            <Trans>
              Your answers are counted on the home’s page as “N of M visitors said it matched”, never with
              your name. One answer per visit.
            </Trans>
          </p>
          <VisitFeedbackForm pending={give.isPending} onSubmit={(answers) => give.mutateAsync(answers)} />
        </>
      ) : (
        <p className="text-stone-800 dark:text-stone-100">
          {say(visit.listing.id ? VISIT_FEEDBACK_MESSAGES.expired : VISIT_FEEDBACK_MESSAGES.gone)}
        </p>
      )}
      {visit.listing.id ? (
        <ButtonLink to={`/property/${visit.listing.id}`} variant="secondary">
          <Trans>View the home</Trans>
        </ButtonLink>
      ) : null}
    </VisitLinkCard>
  );
}
