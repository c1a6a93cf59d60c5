import type { AdminEnquiry } from '#domain/admin-enquiry';
import { AdminCell, OpenableRow, OpenRecordCell, TimeSinceCell } from '#web/components/ui/admin-table';
import { ContactLinks } from '#web/components/ui/contact-links';
import { EnquiryKindBadge, EnquiryStatusBadge } from '#web/features/enquiries/components/enquiry-badges';
import { EnquiryListingLink } from '#web/features/enquiries/components/enquiry-listing-link';

type EnquiryRowProps = {
  enquiry: AdminEnquiry;
  /** When the rows were fetched, so "Sent" reads relative to what the table shows. */
  now: number;
  selected: boolean;
  onOpen: (enquiry: AdminEnquiry) => void;
};

const none = <span className="text-stone-400 dark:text-stone-500">—</span>;

export function EnquiryRow({ enquiry, now, selected, onOpen }: EnquiryRowProps) {
  return (
    <OpenableRow selected={selected}>
      <AdminCell label="Kind">
        <EnquiryKindBadge kind={enquiry.kind} />
      </AdminCell>
      <OpenRecordCell name={enquiry.name} notes={enquiry.notes} onOpen={() => onOpen(enquiry)} />
      <AdminCell label="Contact">
        <ContactLinks phone={enquiry.phone} email={enquiry.email} />
      </AdminCell>
      <AdminCell label="City" className="text-stone-700 dark:text-stone-200">
        {enquiry.city ?? none}
      </AdminCell>
      <AdminCell label="Listing" className="@3xl:max-w-64">
        {enquiry.listing ? <EnquiryListingLink listing={enquiry.listing} /> : none}
      </AdminCell>
      <TimeSinceCell label="Sent" at={enquiry.createdAt} now={now} />
      <AdminCell label="Status">
        <EnquiryStatusBadge status={enquiry.status} />
      </AdminCell>
    </OpenableRow>
  );
}
