import type { AdminEnquiry } from '../../../../../domain/enquiry-management';
import { OpenableRow, OpenRecordCell, TimeSinceCell } from '../../../../components/ui/admin-table';
import { ContactLinks } from '../../../../components/ui/contact-links';
import { EnquiryKindBadge, EnquiryStatusBadge } from '../enquiry-badges';
import { EnquiryListingLink } from '../enquiry-listing-link';

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
      <td className="px-3 py-2">
        <EnquiryKindBadge kind={enquiry.kind} />
      </td>
      <OpenRecordCell name={enquiry.name} notes={enquiry.notes} onOpen={() => onOpen(enquiry)} />
      <td className="px-3 py-2">
        <ContactLinks phone={enquiry.phone} email={enquiry.email} />
      </td>
      <td className="px-3 py-2 text-stone-700 dark:text-stone-200">{enquiry.city ?? none}</td>
      <td className="max-w-64 px-3 py-2">
        {enquiry.listing ? <EnquiryListingLink listing={enquiry.listing} /> : none}
      </td>
      <TimeSinceCell at={enquiry.createdAt} now={now} />
      <td className="px-3 py-2">
        <EnquiryStatusBadge status={enquiry.status} />
      </td>
    </OpenableRow>
  );
}
