import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { CalendarDays } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatShortDate, indiaToday } from '#domain/india-calendar';
import type { MyVisit } from '#domain/my-account';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { EmptyState } from '#web/components/ui/empty-state';
import { ListState } from '#web/components/ui/list-state';
import { VisitFeedbackForm } from '#web/components/visit-feedback/visit-feedback-form';
import { myVisitsQueryOptions, useCancelVisit, useGiveMyVisitFeedback } from '../api/my-account';
import { visitSlotText } from '#web/lib/labels/visit-slots';
import { BOOKING_STATUS_MESSAGES } from '#web/lib/labels/visit-statuses';
import { visitDateText } from '../utils/visit-labels';

/** The visits I booked while signed in: what, when, the reference to quote, and cancelling one still pending. */
export function MyVisits({ userId }: { userId: string }) {
  const { t } = useLingui();
  const visits = useQuery(myVisitsQueryOptions(userId));
  return (
    <ListState
      query={visits}
      look="inline"
      loadingText={t`Loading your visits…`}
      errorTitle={t`Your visits could not be loaded.`}
      empty={{
        when: ({ items }) => items.length === 0,
        show: (
          <EmptyState icon={CalendarDays} title={t`No visits booked yet`}>
            <Trans>
              Visits you book while signed in, or with the email address you sign in with, appear here with
              their status.
            </Trans>
          </EmptyState>
        ),
      }}
    >
      {({ items }) => (
        <ul className="divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white dark:divide-stone-800 dark:border-stone-800 dark:bg-stone-900">
          {items.map((visit) => (
            <VisitRow key={visit.id} userId={userId} visit={visit} />
          ))}
        </ul>
      )}
    </ListState>
  );
}

function VisitRow({ userId, visit }: { userId: string; visit: MyVisit }) {
  const { i18n, t } = useLingui();
  const date = visitDateText(i18n, visit.preferredDate);
  const slot = visitSlotText(i18n, visit.timeSlot);
  const reference = visit.reference;
  const title = visit.listing.title;
  const answeredOn = visit.feedback
    ? formatShortDate(indiaToday(new Date(visit.feedback.answeredAt)), indiaToday(new Date()))
    : null;
  const cancel = useCancelVisit(userId);
  const [asking, setAsking] = useState(false);
  return (
    <li className="flex flex-col gap-2 p-4 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-semibold text-stone-900 dark:text-stone-50">
          {visit.listing.id ? (
            <Link to={`/property/${visit.listing.id}`} className="hover:underline">
              {visit.listing.title}
            </Link>
          ) : (
            visit.listing.title
          )}
        </p>
        <p className="text-sm text-stone-600 dark:text-stone-300">
          <Trans>
            {date}, {slot} · Reference <span className="font-mono">{reference}</span>
          </Trans>
        </p>
      </div>
      <div className="flex items-center gap-3">
        <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800 dark:bg-stone-800 dark:text-amber-200">
          {i18n._(BOOKING_STATUS_MESSAGES[visit.status])}
        </span>
        {visit.status === 'pending' ? (
          <button
            type="button"
            onClick={() => setAsking(true)}
            className="rounded-full border border-red-300 px-3 py-1.5 text-xs font-semibold text-red-700 hover:bg-red-50 dark:border-red-800 dark:text-red-300 dark:hover:bg-red-950"
          >
            <Trans>Cancel visit</Trans>
          </button>
        ) : null}
      </div>
      {visit.canGiveFeedback ? <MyVisitFeedback userId={userId} visit={visit} /> : null}
      {answeredOn ? (
        <p className="text-sm text-stone-600 sm:basis-full dark:text-stone-300">
          <Trans>You answered on {answeredOn}. Thank you!</Trans>
        </p>
      ) : null}
      <ConfirmDialog
        open={asking}
        title={t`Cancel this visit?`}
        tone="danger"
        confirmLabel={t`Cancel visit`}
        cancelLabel={t`Keep it`}
        pendingLabel={t`Cancelling…`}
        pending={cancel.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() => cancel.mutate(visit.id, { onSettled: () => setAsking(false) })}
      >
        <Trans>
          Your visit to {title} on {date} will be cancelled.
        </Trans>
      </ConfirmDialog>
    </li>
  );
}

/** "How was your visit?" on a completed visit of mine, until I answer (once) or 30 days pass. */
function MyVisitFeedback({ userId, visit }: { userId: string; visit: MyVisit }) {
  const { t } = useLingui();
  const title = visit.listing.title;
  const [open, setOpen] = useState(false);
  const give = useGiveMyVisitFeedback(userId, visit.id);
  if (!open) {
    return (
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="self-start rounded-full border border-brand-300 px-3 py-1.5 text-xs font-semibold text-brand-800 hover:bg-brand-50 sm:basis-full sm:self-auto dark:border-amber-700 dark:text-amber-200 dark:hover:bg-stone-800"
      >
        <Trans>How was your visit? Answer three questions</Trans>
      </button>
    );
  }
  return (
    <section
      aria-label={t`How was your visit to ${title}?`}
      className="rounded-xl border border-stone-200 p-4 sm:basis-full dark:border-stone-800"
    >
      <VisitFeedbackForm pending={give.isPending} onSubmit={(answers) => give.mutateAsync(answers)} />
    </section>
  );
}
