/**
 * /account/leads: the visits booked and enquiries sent about the listings I posted, newest first, each with the
 * visitor's name and message and how fast it was answered. I confirm, reschedule or decline a visit and mark an
 * enquiry contacted, as the team does (same rules, same mails to the visitor).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Inbox, LogIn } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { nextBookingStatuses } from '#domain/booking-management';
import type { ListerEnquiry, ListerLead, ListerVisit } from '#domain/lister-leads';
import { secondaryButtonClass } from '#web/components/admin/admin-form-controls';
import { ButtonLink } from '#web/components/ui/button-link';
import { EmptyState } from '#web/components/ui/empty-state';
import { ListState } from '#web/components/ui/list-state';
import { PageIntro } from '#web/components/ui/page-intro';
import { useSession } from '#web/lib/session';
import { LEADS_PAGE_SIZE, myLeadsQueryOptions, useLeadAction, type LeadAction } from './api/my-leads';
import { firstResponseText } from './components/first-response';
import { ENQUIRY_STATUS_MESSAGES } from '#web/lib/labels/enquiry-statuses';
import { visitSlotText } from '#web/lib/labels/visit-slots';
import { BOOKING_STATUS_MESSAGES } from '#web/lib/labels/visit-statuses';
import { dateTimeIn, visitDateIn } from './components/lead-messages';

/** The form that moves a visit to another day and time, composed by the app from the bookings feature. */
export type RescheduleForm = (props: { visit: ListerVisit; onDone: () => void }) => ReactNode;

export function MyLeadsPage({ rescheduleForm }: { rescheduleForm: RescheduleForm }) {
  const { user } = useSession();
  const { t } = useLingui();
  return (
    <>
      <PageIntro
        eyebrow={t`My HouseHunt`}
        title={t`My leads`}
        lead={t`Visits booked and enquiries sent about the properties you posted. Your own phone and email stay private.`}
      />
      <div className="container-page py-10">
        {user ? (
          <LeadList userId={user.id} rescheduleForm={rescheduleForm} />
        ) : (
          <EmptyState
            icon={LogIn}
            title={t`Sign in to see your leads`}
            action={
              <ButtonLink to="/login?returnTo=%2Faccount%2Fleads">
                <Trans>Sign in</Trans>
              </ButtonLink>
            }
          >
            <Trans>Your leads are the visits and enquiries on the properties you posted.</Trans>
          </EmptyState>
        )}
      </div>
    </>
  );
}

function LeadList({ userId, rescheduleForm }: { userId: string; rescheduleForm: RescheduleForm }) {
  const [page, setPage] = useState(1);
  const leads = useQuery(myLeadsQueryOptions(userId, page));
  const action = useLeadAction();
  const { t } = useLingui();
  return (
    <ListState
      look="inline"
      query={leads}
      loadingText={t`Loading your leads…`}
      empty={{
        when: (data) => data.total === 0,
        show: (
          <EmptyState icon={Inbox} title={t`No leads yet`}>
            <Trans>
              When a visitor books a visit or sends an enquiry about one of your properties, it shows here.
            </Trans>
          </EmptyState>
        ),
      }}
    >
      {(data) => (
        <div className="space-y-6">
          <ul className="space-y-4" aria-label={t`Leads`}>
            {data.items.map((lead) => (
              <li key={`${lead.kind}-${lead.id}`}>
                <LeadCard
                  lead={lead}
                  busy={action.isPending}
                  act={(move) => action.mutate(move)}
                  rescheduleForm={rescheduleForm}
                />
              </li>
            ))}
          </ul>
          {data.total > LEADS_PAGE_SIZE ? (
            <nav aria-label={t`Pages of leads`} className="flex items-center gap-3">
              <button
                type="button"
                className={secondaryButtonClass}
                disabled={page <= 1}
                onClick={() => setPage((n) => n - 1)}
              >
                <Trans>Newer</Trans>
              </button>
              <span className="text-sm text-stone-600 dark:text-stone-300">
                <PageOf page={page} pages={Math.ceil(data.total / LEADS_PAGE_SIZE)} />
              </span>
              <button
                type="button"
                className={secondaryButtonClass}
                disabled={page * LEADS_PAGE_SIZE >= data.total}
                onClick={() => setPage((n) => n + 1)}
              >
                <Trans>Older</Trans>
              </button>
            </nav>
          ) : null}
        </div>
      )}
    </ListState>
  );
}

function PageOf({ page, pages }: { page: number; pages: number }) {
  return (
    <Trans>
      Page {page} of {pages}
    </Trans>
  );
}

function LeadCard({
  lead,
  busy,
  act,
  rescheduleForm,
}: {
  lead: ListerLead;
  busy: boolean;
  act: (action: LeadAction) => void;
  rescheduleForm: RescheduleForm;
}) {
  const [rescheduling, setRescheduling] = useState(false);
  const { i18n, t } = useLingui();
  const name = lead.name;
  const heading = lead.kind === 'visit' ? t`Visit from ${name}` : t`Enquiry from ${name}`;
  return (
    <article
      aria-label={heading}
      className="space-y-3 rounded-2xl border border-brand-100 bg-white p-5 dark:border-stone-800 dark:bg-stone-900"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold text-stone-900 dark:text-stone-50">{heading}</h2>
        <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800 dark:bg-stone-800 dark:text-amber-200">
          {i18n._(
            lead.kind === 'visit'
              ? BOOKING_STATUS_MESSAGES[lead.status]
              : ENQUIRY_STATUS_MESSAGES[lead.status],
          )}
        </span>
      </header>
      <dl className="grid gap-x-6 gap-y-1 text-sm text-stone-700 sm:grid-cols-[auto_1fr] dark:text-stone-300">
        <dt className="font-medium">
          <Trans>Property</Trans>
        </dt>
        <dd>{lead.listing.title}</dd>
        {lead.kind === 'visit' ? (
          <>
            <dt className="font-medium">
              <Trans>Visit</Trans>
            </dt>
            <dd>
              {visitDateIn(i18n, lead.preferredDate)}, {visitSlotText(i18n, lead.timeSlot)}
            </dd>
          </>
        ) : null}
        <dt className="font-medium">
          <Trans>Received</Trans>
        </dt>
        <dd>{dateTimeIn(i18n, new Date(lead.createdAt))}</dd>
        <dt className="font-medium">
          <Trans>First response</Trans>
        </dt>
        <dd>{firstResponseText(i18n, lead.createdAt, lead.firstRespondedAt)}</dd>
      </dl>
      {lead.message ? (
        <blockquote className="border-l-4 border-brand-100 pl-3 text-sm whitespace-pre-line text-stone-800 dark:border-stone-700 dark:text-stone-200">
          {lead.message}
        </blockquote>
      ) : null}
      {lead.kind === 'visit' ? (
        rescheduling ? (
          rescheduleForm({ visit: lead, onDone: () => setRescheduling(false) })
        ) : (
          <VisitActions visit={lead} busy={busy} act={act} onReschedule={() => setRescheduling(true)} />
        )
      ) : (
        <EnquiryActions enquiry={lead} busy={busy} act={act} />
      )}
    </article>
  );
}

function VisitActions({
  visit,
  busy,
  act,
  onReschedule,
}: {
  visit: ListerVisit;
  busy: boolean;
  act: (action: LeadAction) => void;
  onReschedule: () => void;
}) {
  const next = nextBookingStatuses(visit.status);
  const move = (status: 'confirmed' | 'cancelled') =>
    act({ kind: 'visit-status', id: visit.id, version: visit.version, status });
  const open = visit.status === 'pending' || visit.status === 'confirmed';
  if (!open) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {next.includes('confirmed') ? (
        <button
          type="button"
          className={secondaryButtonClass}
          disabled={busy}
          onClick={() => move('confirmed')}
        >
          <Trans>Confirm</Trans>
        </button>
      ) : null}
      <button type="button" className={secondaryButtonClass} disabled={busy} onClick={onReschedule}>
        <Trans>Reschedule</Trans>
      </button>
      {next.includes('cancelled') ? (
        <button
          type="button"
          className={secondaryButtonClass}
          disabled={busy}
          onClick={() => move('cancelled')}
        >
          <Trans>Decline</Trans>
        </button>
      ) : null}
    </div>
  );
}

function EnquiryActions({
  enquiry,
  busy,
  act,
}: {
  enquiry: ListerEnquiry;
  busy: boolean;
  act: (action: LeadAction) => void;
}) {
  if (enquiry.status !== 'new') return null;
  return (
    <button
      type="button"
      className={secondaryButtonClass}
      disabled={busy}
      onClick={() =>
        act({ kind: 'enquiry-status', id: enquiry.id, version: enquiry.version, status: 'contacted' })
      }
    >
      <Trans>Mark contacted</Trans>
    </button>
  );
}
