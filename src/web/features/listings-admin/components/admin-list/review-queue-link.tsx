import { ClipboardCheck } from 'lucide-react';
import { ButtonLink } from '#web/components/ui/button-link';
import { useAdminListings } from '#web/features/listings-admin/api/get-admin-listings';
import {
  REVIEW_QUEUE_PARAMS,
  toSearchParams,
  type AdminListParams,
} from '#web/features/listings-admin/utils/admin-list-params';

const isReviewQueue = (params: AdminListParams) =>
  params.state === REVIEW_QUEUE_PARAMS.state && params.sort === REVIEW_QUEUE_PARAMS.sort;

/**
 * "Pending review (3)": the listers' listings waiting for the team, best quality first. The count is the queue's
 * first page's total, the same request the queue itself makes, so opening it shows what was counted at once.
 */
export function ReviewQueueLink({ params }: { params: AdminListParams }) {
  const queue = useAdminListings(REVIEW_QUEUE_PARAMS);
  const total = queue.data?.total;
  return (
    <ButtonLink
      to={`/admin/properties?${toSearchParams(REVIEW_QUEUE_PARAMS).toString()}`}
      variant="secondary"
      aria-current={isReviewQueue(params) ? 'page' : undefined}
      className="shrink-0 self-start aria-[current=page]:ring-2 aria-[current=page]:ring-brand-600 sm:self-auto dark:aria-[current=page]:ring-amber-400"
    >
      <ClipboardCheck className="size-4" aria-hidden="true" />
      {total === undefined ? 'Pending review' : `Pending review (${total})`}
    </ButtonLink>
  );
}
