import { useQuery } from '@tanstack/react-query';
import { CalendarClock, XCircle } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'react-hot-toast';
import { visitSlotLabel } from '#domain/booking-request';
import { formatVisitDate } from '#domain/india-calendar';
import { VISIT_LINK_MESSAGES, type ManagedVisit } from '#domain/visit-link';
import { ButtonLink } from '#web/components/ui/button-link';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { ApiError } from '#web/lib/api-client';
import { linkedVisitQueryOptions, useCancelLinkedVisit, useRescheduleLinkedVisit } from './api/visit-link';
import { BookingStatusBadge } from './components/booking-status-badge';
import { VisitLinkCard, VisitLinkPage } from './components/visit-link-page';
import { VisitMoveForm } from './components/visit-move-form';

const primaryClass =
  'inline-flex items-center justify-center gap-2 rounded-full bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-800 aria-disabled:cursor-wait aria-disabled:opacity-70 dark:bg-amber-500 dark:text-stone-950 dark:hover:bg-amber-400';
const dangerClass =
  'inline-flex items-center justify-center gap-2 rounded-full border border-red-300 px-5 py-2.5 text-sm font-semibold text-red-700 hover:bg-red-50 dark:border-red-800 dark:text-red-300 dark:hover:bg-red-950';

/**
 * /visit?token=…: where a visit mail's "Manage your visit" link leads, signed in or not. It shows that one
 * visit and, while the team's rules allow, moves it to another day and time or cancels it.
 */
export function ManageVisitPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const link = useQuery(linkedVisitQueryOptions(token));

  return (
    <VisitLinkPage
      eyebrow="Manage your visit"
      title="Your visit"
      token={token}
      invalidMessage={VISIT_LINK_MESSAGES.invalid}
      link={link}
    >
      {(answer) => <LinkedVisit token={token} visit={answer.visit} />}
    </VisitLinkPage>
  );
}

function LinkedVisit({ token, visit }: { token: string; visit: ManagedVisit }) {
  const [moving, setMoving] = useState(false);
  return (
    <VisitLinkCard>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h2 className="text-xl font-bold text-stone-900 dark:text-stone-50">{visit.listing.title}</h2>
          <p className="text-stone-700 dark:text-stone-200">
            {formatVisitDate(visit.preferredDate)}, {visitSlotLabel(visit.timeSlot).toLowerCase()}
          </p>
          <p className="text-sm text-stone-600 dark:text-stone-300">
            Booked by {visit.name} · Reference <span className="font-mono">{visit.reference}</span>
          </p>
        </div>
        <BookingStatusBadge status={visit.status} />
      </div>
      <p className="text-sm text-stone-700 dark:text-stone-200">{statusLine(visit)}</p>
      {moving ? (
        <RescheduleVisitForm token={token} visit={visit} onDone={() => setMoving(false)} />
      ) : (
        <div className="flex flex-wrap gap-3">
          {visit.canReschedule ? (
            <button type="button" className={primaryClass} onClick={() => setMoving(true)}>
              <CalendarClock className="size-4" aria-hidden="true" />
              Change day or time
            </button>
          ) : null}
          {visit.canCancel ? <CancelVisitButton token={token} visit={visit} /> : null}
          {visit.listing.id ? (
            <ButtonLink to={`/property/${visit.listing.id}`} variant="secondary">
              View the home
            </ButtonLink>
          ) : null}
        </div>
      )}
    </VisitLinkCard>
  );
}

function statusLine(visit: ManagedVisit): string {
  switch (visit.status) {
    case 'pending':
      return 'We will call you to confirm the time. Nothing is fixed until we do.';
    case 'confirmed':
      return 'Your visit is confirmed. We look forward to showing you the home.';
    case 'cancelled':
      return 'This visit is cancelled. If you would still like to see the home, book another visit.';
    default:
      return 'This visit is over. Thank you for visiting with us.';
  }
}

function RescheduleVisitForm({
  token,
  visit,
  onDone,
}: {
  token: string;
  visit: ManagedVisit;
  onDone: () => void;
}) {
  const reschedule = useRescheduleLinkedVisit(token);
  return (
    <VisitMoveForm
      visit={visit}
      label="Change the day or time of your visit"
      pending={reschedule.isPending}
      move={async (moved) => {
        await reschedule.mutateAsync({ ...moved, version: visit.version });
        toast.success(VISIT_LINK_MESSAGES.rescheduled, { id: 'visit-link-rescheduled' });
      }}
      onDone={onDone}
    />
  );
}

function CancelVisitButton({ token, visit }: { token: string; visit: ManagedVisit }) {
  const [asking, setAsking] = useState(false);
  const cancel = useCancelLinkedVisit(token);
  return (
    <>
      <button type="button" className={dangerClass} onClick={() => setAsking(true)}>
        <XCircle className="size-4" aria-hidden="true" />
        Cancel visit
      </button>
      <ConfirmDialog
        open={asking}
        title="Cancel this visit?"
        tone="danger"
        confirmLabel="Cancel visit"
        pendingLabel="Cancelling…"
        cancelLabel="Keep visit"
        pending={cancel.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() =>
          cancel.mutate(visit.version, {
            onSuccess: () => {
              toast.success(VISIT_LINK_MESSAGES.cancelled, { id: 'visit-link-cancelled' });
              setAsking(false);
            },
            onError: (error) => {
              toast.error(
                error instanceof ApiError
                  ? error.message
                  : 'The visit could not be cancelled. Please try again.',
              );
              setAsking(false);
            },
          })
        }
      >
        {visit.listing.title}, {formatVisitDate(visit.preferredDate)}: we will email you to confirm.
      </ConfirmDialog>
    </>
  );
}
