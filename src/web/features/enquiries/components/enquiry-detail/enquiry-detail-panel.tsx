import { RecordSidePanel } from '#web/components/ui/record-side-panel';
import { useAdminEnquiry } from '#web/features/enquiries/api/get-admin-enquiry';
import { EnquiryDetails } from './enquiry-details';

type EnquiryDetailPanelProps = {
  /** The enquiry to show; undefined keeps the panel closed. */
  enquiryId: string | undefined;
  onClose: () => void;
};

/** One enquiry in a side panel over the list, opened from a row or straight from a link (?enquiry=<id>). */
export function EnquiryDetailPanel({ enquiryId, onClose }: EnquiryDetailPanelProps) {
  const query = useAdminEnquiry(enquiryId);
  return (
    <RecordSidePanel
      recordId={enquiryId}
      query={query}
      noun="enquiry"
      eyebrow="Enquiry"
      placeholderTitle="Enquiry"
      notFoundHint="The link may be wrong."
      onClose={onClose}
    >
      {(enquiry) => <EnquiryDetails enquiry={enquiry} fetchedAt={query.dataUpdatedAt} />}
    </RecordSidePanel>
  );
}
