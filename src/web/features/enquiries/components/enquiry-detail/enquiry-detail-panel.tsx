import { LoaderCircle } from 'lucide-react';
import { LoadErrorState } from '../../../../components/ui/load-error-state';
import { SidePanel } from '../../../../components/ui/side-panel';
import { ApiError } from '../../../../lib/api-client';
import { useAdminEnquiry } from '../../api/get-admin-enquiry';
import { EnquiryDetails } from './enquiry-details';

type EnquiryDetailPanelProps = {
  /** The enquiry to show; undefined keeps the panel closed. */
  enquiryId: string | undefined;
  onClose: () => void;
};

/** One enquiry in a side panel over the list, opened from a row or straight from a link (?enquiry=<id>). */
export function EnquiryDetailPanel({ enquiryId, onClose }: EnquiryDetailPanelProps) {
  const query = useAdminEnquiry(enquiryId);
  const enquiry = query.data;

  const body = () => {
    if (enquiry) return <EnquiryDetails enquiry={enquiry} fetchedAt={query.dataUpdatedAt} />;
    if (query.isError) {
      const gone = query.error instanceof ApiError && query.error.status === 404;
      return gone ? (
        <p role="alert" className="text-sm text-stone-700 dark:text-stone-200">
          {`${query.error.message} The link may be wrong.`}
        </p>
      ) : (
        <LoadErrorState
          title="Could not load the enquiry"
          message={query.error.message}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      );
    }
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-stone-600 dark:text-stone-300">
        <LoaderCircle className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
        Loading the enquiry...
      </p>
    );
  };

  return (
    <SidePanel
      open={enquiryId !== undefined}
      eyebrow="Enquiry"
      title={enquiry ? enquiry.name : 'Enquiry'}
      closeLabel="Close enquiry details"
      onClose={onClose}
    >
      {body()}
    </SidePanel>
  );
}
