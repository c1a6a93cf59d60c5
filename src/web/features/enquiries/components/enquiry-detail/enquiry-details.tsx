import type { ReactNode } from 'react';
import { constructionDetailsOf } from '#domain/enquiry-management';
import type { AdminEnquiry } from '#domain/admin-enquiry';
import { ContactLinks } from '#web/components/ui/contact-links';
import { describeTimeSince, formatDateTime } from '#web/lib/relative-time';
import { EnquiryKindBadge, EnquiryStatusBadge } from '#web/features/enquiries/components/enquiry-badges';
import { EnquiryListingLink } from '#web/features/enquiries/components/enquiry-listing-link';
import { EnquiryNotesEditor } from './enquiry-notes-editor';
import { EnquiryStatusActions } from './enquiry-status-actions';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[7.5rem_1fr] gap-2">
      <dt className="text-stone-600 dark:text-stone-400">{term}</dt>
      <dd className="min-w-0 text-stone-900 dark:text-stone-100">{children}</dd>
    </div>
  );
}

const section = 'space-y-3 border-t border-brand-100 pt-4 dark:border-stone-800';
const heading = 'text-sm font-semibold text-stone-900 dark:text-stone-50';

/** Everything about one enquiry: who, what they asked, the construction brief, where it stands, the notes. */
export function EnquiryDetails({
  enquiry,
  fetchedAt,
}: {
  enquiry: AdminEnquiry;
  /** When the enquiry was read from the server; 0 while the list's row stands in for it. */
  fetchedAt: number;
}) {
  const sent = new Date(enquiry.createdAt);
  const construction = enquiry.kind === 'construction' ? constructionDetailsOf(enquiry.details) : null;
  return (
    <div className="space-y-5 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <EnquiryKindBadge kind={enquiry.kind} />
        <EnquiryStatusBadge status={enquiry.status} />
      </div>

      <dl className="space-y-2">
        <Fact term="Contact">
          <ContactLinks phone={enquiry.phone} email={enquiry.email} />
        </Fact>
        {enquiry.city ? <Fact term="City">{enquiry.city}</Fact> : null}
        {enquiry.listing ? (
          <Fact term="Listing">
            <EnquiryListingLink listing={enquiry.listing} />
          </Fact>
        ) : null}
        <Fact term="Sent">
          <time dateTime={enquiry.createdAt} title={formatDateTime(sent)}>
            {/* Until the enquiry itself has been read (the row stands in), there is no "now" to measure from. */}
            {fetchedAt > 0
              ? `${describeTimeSince(sent, fetchedAt)} (${formatDateTime(sent)})`
              : formatDateTime(sent)}
          </time>
        </Fact>
      </dl>

      {construction ? (
        <section aria-label="Construction details" className={section}>
          <h3 className={heading}>Villa to build</h3>
          <dl className="space-y-2">
            <Fact term="Plot size">{construction.plotSize ?? 'Not given'}</Fact>
            <Fact term="Budget">{construction.budget ?? 'Not given'}</Fact>
            <Fact term="Timeline">{construction.timeline ?? 'Not given'}</Fact>
          </dl>
        </section>
      ) : null}

      <section aria-label="Message" className={section}>
        <h3 className={heading}>Message</h3>
        {enquiry.message ? (
          <p className="whitespace-pre-line break-words text-stone-800 dark:text-stone-200">
            {enquiry.message}
          </p>
        ) : (
          <p className="text-stone-600 dark:text-stone-400">No message.</p>
        )}
      </section>

      <section aria-label="Status" className={section}>
        <h3 className={heading}>Status</h3>
        <EnquiryStatusActions enquiry={enquiry} />
      </section>

      <section aria-label="Notes" className={section}>
        <EnquiryNotesEditor enquiry={enquiry} />
      </section>
    </div>
  );
}
