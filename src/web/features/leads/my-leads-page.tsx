/**
 * /account/leads: the visits booked and enquiries sent about the listings I posted, newest first, each with the
 * visitor's name and message and how fast it was answered. I confirm, reschedule or decline a visit and mark an
 * enquiry contacted, as the team does (same rules, same mails to the visitor).
 */
import { useQuery } from '@tanstack/react-query';
import { Inbox, LogIn } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { BOOKING_STATUS_LABELS, nextBookingStatuses } from '#domain/booking-management';
import { ENQUIRY_STATUS_LABELS } from '#domain/enquiry-management';
import { formatVisitDate } from '#domain/india-calendar';
import type { ListerEnquiry, ListerLead, ListerVisit } from '#domain/lister-leads';
import { visitSlotLabel } from '#domain/visit-times';
import { secondaryButtonClass } from '#web/components/admin/admin-form-controls';
import { ButtonLink } from '#web/components/ui/button-link';
import { EmptyState } from '#web/components/ui/empty-state';
import { ListState } from '#web/components/ui/list-state';
import { PageIntro } from '#web/components/ui/page-intro';
import { formatDateTime } from '#web/lib/relative-time';
import { useSession } from '#web/lib/session';
import { LEADS_PAGE_SIZE, myLeadsQueryOptions, useLeadAction, type LeadAction } from './api/my-leads';
import { firstResponseText } from './components/first-response';

/** The form that moves a visit to another day and time, composed by the app from the bookings feature. */
export type RescheduleForm = (props: { visit: ListerVisit; onDone: () => void }) => ReactNode;

export function MyLeadsPage({ rescheduleForm }: { rescheduleForm: RescheduleForm }) {
  const { user } = useSession();
  return (
    <>
      <PageIntro
        eyebrow="My HouseHunt"
        title="My leads"
        lead="Visits booked and enquiries sent about the properties you posted. Your own phone and email stay private."
      />
      <div className="container-page py-10">
        {user ? (
          <LeadList userId={user.id} rescheduleForm={rescheduleForm} />
        ) : (
          <EmptyState
            icon={LogIn}
            title="Sign in to see your leads"
            action={<ButtonLink to="/login?returnTo=%2Faccount%2Fleads">Sign in</ButtonLink>}
          >
            Your leads are the visits and enquiries on the properties you posted.
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
  return (
    <ListState
      look="inline"
      query={leads}
      loadingText="Loading your leads…"
      empty={{
        when: (data) => data.total === 0,
        show: (
          <EmptyState icon={Inbox} title="No leads yet">
            When a visitor books a visit or sends an enquiry about one of your properties, it shows here.
          </EmptyState>
        ),
      }}
    >
      {(data) => (
        <div className="space-y-6">
          <ul className="space-y-4" aria-label="Leads">
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
            <nav aria-label="Pages of leads" className="flex items-center gap-3">
              <button
                type="button"
                className={secondaryButtonClass}
                disabled={page <= 1}
                onClick={() => setPage((n) => n - 1)}
              >
                Newer
              </button>
              <span className="text-sm text-stone-600 dark:text-stone-300">
                Page {page} of {Math.ceil(data.total / LEADS_PAGE_SIZE)}
              </span>
              <button
                type="button"
                className={secondaryButtonClass}
                disabled={page * LEADS_PAGE_SIZE >= data.total}
                onClick={() => setPage((n) => n + 1)}
              >
                Older
              </button>
            </nav>
          ) : null}
        </div>
      )}
    </ListState>
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
  const heading = `${lead.kind === 'visit' ? 'Visit' : 'Enquiry'} from ${lead.name}`;
  return (
    <article
      aria-label={heading}
      className="space-y-3 rounded-2xl border border-brand-100 bg-white p-5 dark:border-stone-800 dark:bg-stone-900"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold text-stone-900 dark:text-stone-50">{heading}</h2>
        <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800 dark:bg-stone-800 dark:text-amber-200">
          {lead.kind === 'visit' ? BOOKING_STATUS_LABELS[lead.status] : ENQUIRY_STATUS_LABELS[lead.status]}
        </span>
      </header>
      <dl className="grid gap-x-6 gap-y-1 text-sm text-stone-700 sm:grid-cols-[auto_1fr] dark:text-stone-300">
        <dt className="font-medium">Property</dt>
        <dd>{lead.listing.title}</dd>
        {lead.kind === 'visit' ? (
          <>
            <dt className="font-medium">Visit</dt>
            <dd>
              {formatVisitDate(lead.preferredDate)}, {visitSlotLabel(lead.timeSlot)}
            </dd>
          </>
        ) : null}
        <dt className="font-medium">Received</dt>
        <dd>{formatDateTime(new Date(lead.createdAt))}</dd>
        <dt className="font-medium">First response</dt>
        <dd>{firstResponseText(lead.createdAt, lead.firstRespondedAt)}</dd>
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
          Confirm
        </button>
      ) : null}
      <button type="button" className={secondaryButtonClass} disabled={busy} onClick={onReschedule}>
        Reschedule
      </button>
      {next.includes('cancelled') ? (
        <button
          type="button"
          className={secondaryButtonClass}
          disabled={busy}
          onClick={() => move('cancelled')}
        >
          Decline
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
      Mark contacted
    </button>
  );
}
