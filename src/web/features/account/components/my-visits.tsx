import { useQuery } from '@tanstack/react-query';
import { CalendarDays } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { BOOKING_STATUS_LABELS } from '#domain/booking-management';
import { visitSlotLabel } from '#domain/booking-request';
import { formatShortDate, formatVisitDate, indiaToday } from '#domain/india-calendar';
import type { MyVisit } from '#domain/my-account';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { EmptyState } from '#web/components/ui/empty-state';
import { ListState } from '#web/components/ui/list-state';
import { VisitFeedbackForm } from '#web/components/visit-feedback/visit-feedback-form';
import { myVisitsQueryOptions, useCancelVisit, useGiveMyVisitFeedback } from '../api/my-account';

/** The visits I booked while signed in: what, when, the reference to quote, and cancelling one still pending. */
export function MyVisits({ userId }: { userId: string }) {
  const visits = useQuery(myVisitsQueryOptions(userId));
  return (
    <ListState
      query={visits}
      look="inline"
      loadingText="Loading your visits…"
      errorTitle="Your visits could not be loaded."
      empty={{
        when: ({ items }) => items.length === 0,
        show: (
          <EmptyState icon={CalendarDays} title="No visits booked yet">
            Visits you book while signed in, or with the email address you sign in with, appear here with
            their status.
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
          {formatVisitDate(visit.preferredDate)}, {visitSlotLabel(visit.timeSlot)} · Reference{' '}
          <span className="font-mono">{visit.reference}</span>
        </p>
      </div>
      <div className="flex items-center gap-3">
        <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800 dark:bg-stone-800 dark:text-amber-200">
          {BOOKING_STATUS_LABELS[visit.status]}
        </span>
        {visit.status === 'pending' ? (
          <button
            type="button"
            onClick={() => setAsking(true)}
            className="rounded-full border border-red-300 px-3 py-1.5 text-xs font-semibold text-red-700 hover:bg-red-50 dark:border-red-800 dark:text-red-300 dark:hover:bg-red-950"
          >
            Cancel visit
          </button>
        ) : null}
      </div>
      {visit.canGiveFeedback ? <MyVisitFeedback userId={userId} visit={visit} /> : null}
      {visit.feedback ? (
        <p className="text-sm text-stone-600 sm:basis-full dark:text-stone-300">
          You answered on{' '}
          {formatShortDate(indiaToday(new Date(visit.feedback.answeredAt)), indiaToday(new Date()))}. Thank
          you!
        </p>
      ) : null}
      <ConfirmDialog
        open={asking}
        title="Cancel this visit?"
        tone="danger"
        confirmLabel="Cancel visit"
        cancelLabel="Keep it"
        pendingLabel="Cancelling…"
        pending={cancel.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() => cancel.mutate(visit.id, { onSettled: () => setAsking(false) })}
      >
        Your visit to {visit.listing.title} on {formatVisitDate(visit.preferredDate)} will be cancelled.
      </ConfirmDialog>
    </li>
  );
}

/** "How was your visit?" on a completed visit of mine, until I answer (once) or 30 days pass. */
function MyVisitFeedback({ userId, visit }: { userId: string; visit: MyVisit }) {
  const [open, setOpen] = useState(false);
  const give = useGiveMyVisitFeedback(userId, visit.id);
  if (!open) {
    return (
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="self-start rounded-full border border-brand-300 px-3 py-1.5 text-xs font-semibold text-brand-800 hover:bg-brand-50 sm:basis-full sm:self-auto dark:border-amber-700 dark:text-amber-200 dark:hover:bg-stone-800"
      >
        How was your visit? Answer three questions
      </button>
    );
  }
  return (
    <section
      aria-label={`How was your visit to ${visit.listing.title}?`}
      className="rounded-xl border border-stone-200 p-4 sm:basis-full dark:border-stone-800"
    >
      <VisitFeedbackForm pending={give.isPending} onSubmit={(answers) => give.mutateAsync(answers)} />
    </section>
  );
}
