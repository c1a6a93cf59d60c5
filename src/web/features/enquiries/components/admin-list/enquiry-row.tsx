import { StickyNote } from 'lucide-react';
import type { AdminEnquiry } from '../../../../../domain/enquiry-management';
import { ContactLinks } from '../../../../components/ui/contact-links';
import { describeTimeSince, formatDateTime } from '../../../../lib/relative-time';
import { EnquiryKindBadge, EnquiryStatusBadge } from '../enquiry-badges';
import { EnquiryListingLink } from '../enquiry-listing-link';

type EnquiryRowProps = {
  enquiry: AdminEnquiry;
  /** When the rows were fetched, so "Sent" reads relative to what the table shows. */
  now: number;
  /** The enquiry whose panel is open, highlighted so the admin sees where they were. */
  selected: boolean;
  onOpen: (enquiry: AdminEnquiry) => void;
};

const none = <span className="text-stone-400 dark:text-stone-500">—</span>;

export function EnquiryRow({ enquiry, now, selected, onOpen }: EnquiryRowProps) {
  const createdAt = new Date(enquiry.createdAt);
  return (
    <tr
      aria-current={selected ? 'true' : undefined}
      className="hover:bg-brand-50/50 aria-[current]:bg-brand-50 dark:hover:bg-stone-800/50 dark:aria-[current]:bg-stone-800"
    >
      <td className="px-3 py-2">
        <EnquiryKindBadge kind={enquiry.kind} />
      </td>
      <th scope="row" className="px-3 py-2 text-left font-medium">
        <button
          type="button"
          onClick={() => onOpen(enquiry)}
          aria-haspopup="dialog"
          className="inline-flex items-center gap-1.5 text-left text-brand-800 underline-offset-2 hover:underline dark:text-amber-300"
        >
          {enquiry.name}
          {enquiry.notes ? (
            <span title={enquiry.notes} className="text-stone-500 dark:text-stone-400">
              <StickyNote className="size-4" aria-hidden="true" />
              <span className="sr-only">(has notes)</span>
            </span>
          ) : null}
        </button>
      </th>
      <td className="px-3 py-2">
        <ContactLinks phone={enquiry.phone} email={enquiry.email} />
      </td>
      <td className="px-3 py-2 text-stone-700 dark:text-stone-200">{enquiry.city ?? none}</td>
      <td className="max-w-64 px-3 py-2">
        {enquiry.listing ? <EnquiryListingLink listing={enquiry.listing} /> : none}
      </td>
      <td className="px-3 py-2 whitespace-nowrap text-stone-600 dark:text-stone-300">
        <time dateTime={enquiry.createdAt} title={formatDateTime(createdAt)}>
          {describeTimeSince(createdAt, now)}
        </time>
      </td>
      <td className="px-3 py-2">
        <EnquiryStatusBadge status={enquiry.status} />
      </td>
    </tr>
  );
}
