import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { CalendarClock, XCircle } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '#web/lib/toast';
import { VISIT_LINK_MESSAGES, type ManagedVisit } from '#domain/visit-link';
import { ButtonLink } from '#web/components/ui/button-link';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { visitorMessage } from '#web/components/visitor-form/visitor-messages';
import { ApiError } from '#web/lib/api-client';
import { linkedVisitQueryOptions, useCancelLinkedVisit, useRescheduleLinkedVisit } from './api/visit-link';
import { BookingStatusBadge } from './components/booking-status-badge';
import { VisitLinkCard, VisitLinkPage } from './components/visit-link-page';
import { VisitMoveForm } from './components/visit-move-form';
import { visitSlotText } from '#web/lib/labels/visit-slots';
import { visitDateText } from './utils/visit-texts';

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
  const { t } = useLingui();

  return (
    <VisitLinkPage
      eyebrow={t`Manage your visit`}
      title={t`Your visit`}
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
  const { t, i18n } = useLingui();
  const day = visitDateText(i18n, visit.preferredDate);
  const time = visitSlotText(i18n, visit.timeSlot).toLowerCase();
  return (
    <VisitLinkCard>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h2 className="text-xl font-bold text-stone-900 dark:text-stone-50">{visit.listing.title}</h2>
          <p className="text-stone-700 dark:text-stone-200">{t`${day}, ${time}`}</p>
          <p className="text-sm text-stone-600 dark:text-stone-300">
            <Trans>
              Booked by {visit.name} · Reference <span className="font-mono">{visit.reference}</span>
            </Trans>
          </p>
        </div>
        <BookingStatusBadge status={visit.status} />
      </div>
      <p className="text-sm text-stone-700 dark:text-stone-200">{i18n._(statusLine(visit))}</p>
      {moving ? (
        <RescheduleVisitForm token={token} visit={visit} onDone={() => setMoving(false)} />
      ) : (
        <div className="flex flex-wrap gap-3">
          {visit.canReschedule ? (
            <button type="button" className={primaryClass} onClick={() => setMoving(true)}>
              <CalendarClock className="size-4" aria-hidden="true" />
              <Trans>Change day or time</Trans>
            </button>
          ) : null}
          {visit.canCancel ? <CancelVisitButton token={token} visit={visit} /> : null}
          {visit.listing.id ? (
            <ButtonLink to={`/property/${visit.listing.id}`} variant="secondary">
              <Trans>View the home</Trans>
            </ButtonLink>
          ) : null}
        </div>
      )}
    </VisitLinkCard>
  );
}

function statusLine(visit: ManagedVisit) {
  switch (visit.status) {
    case 'pending':
      return msg`We will call you to confirm the time. Nothing is fixed until we do.`;
    case 'confirmed':
      return msg`Your visit is confirmed. We look forward to showing you the home.`;
    case 'cancelled':
      return msg`This visit is cancelled. If you would still like to see the home, book another visit.`;
    default:
      return msg`This visit is over. Thank you for visiting with us.`;
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
  const { t, i18n } = useLingui();
  return (
    <VisitMoveForm
      visit={visit}
      label={t`Change the day or time of your visit`}
      pending={reschedule.isPending}
      move={async (moved) => {
        await reschedule.mutateAsync({ ...moved, version: visit.version });
        toast.success(visitorMessage(i18n, VISIT_LINK_MESSAGES.rescheduled), {
          id: 'visit-link-rescheduled',
        });
      }}
      onDone={onDone}
    />
  );
}

function CancelVisitButton({ token, visit }: { token: string; visit: ManagedVisit }) {
  const [asking, setAsking] = useState(false);
  const cancel = useCancelLinkedVisit(token);
  const { t, i18n } = useLingui();
  const day = visitDateText(i18n, visit.preferredDate);
  const listingTitle = visit.listing.title;
  return (
    <>
      <button type="button" className={dangerClass} onClick={() => setAsking(true)}>
        <XCircle className="size-4" aria-hidden="true" />
        <Trans>Cancel visit</Trans>
      </button>
      <ConfirmDialog
        open={asking}
        title={t`Cancel this visit?`}
        tone="danger"
        confirmLabel={t`Cancel visit`}
        pendingLabel={t`Cancelling…`}
        cancelLabel={t`Keep visit`}
        pending={cancel.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() =>
          cancel.mutate(visit.version, {
            onSuccess: () => {
              toast.success(visitorMessage(i18n, VISIT_LINK_MESSAGES.cancelled), {
                id: 'visit-link-cancelled',
              });
              setAsking(false);
            },
            onError: (error) => {
              toast.error(
                error instanceof ApiError
                  ? visitorMessage(i18n, error.message)
                  : t`The visit could not be cancelled. Please try again.`,
              );
              setAsking(false);
            },
          })
        }
      >
        {t`${listingTitle}, ${day}: we will email you to confirm.`}
      </ConfirmDialog>
    </>
  );
}
