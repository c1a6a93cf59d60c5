import {
  ENQUIRY_STATUS_LABELS,
  enquiryActionLabel,
  nextEnquiryStatuses,
  type AdminEnquiry,
} from '../../../../../domain/enquiry-management';
import { useChangeEnquiryStatus } from '../../api/enquiry-writes';

const button =
  'inline-flex items-center justify-center rounded-full px-4 py-2 text-sm font-semibold aria-disabled:cursor-wait aria-disabled:opacity-70';
const tones = {
  primary: `${button} bg-brand-700 text-white shadow-sm hover:bg-brand-800 dark:bg-amber-500 dark:text-stone-950 dark:hover:bg-amber-400`,
  secondary: `${button} border border-brand-200 bg-white text-brand-800 hover:bg-brand-50 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100 dark:hover:bg-stone-800`,
};

/** The moves the domain allows from where the enquiry is now. Nothing here is final, so nothing asks first. */
export function EnquiryStatusActions({ enquiry }: { enquiry: AdminEnquiry }) {
  const change = useChangeEnquiryStatus(
    enquiry.id,
    (changed) => `Enquiry marked ${ENQUIRY_STATUS_LABELS[changed.status].toLowerCase()}`,
  );
  return (
    <div className="space-y-2">
      <p className="text-stone-700 dark:text-stone-300">
        {`This enquiry is ${ENQUIRY_STATUS_LABELS[enquiry.status].toLowerCase()}.`}
      </p>
      <div role="group" aria-label="Change status" className="flex flex-wrap gap-2">
        {nextEnquiryStatuses(enquiry.status).map((status, index) => (
          <button
            key={status}
            type="button"
            aria-disabled={change.isPending}
            onClick={() => {
              if (!change.isPending) change.mutate({ status, from: enquiry.status });
            }}
            className={index === 0 ? tones.primary : tones.secondary}
          >
            {change.isPending && change.variables.status === status
              ? 'Saving...'
              : enquiryActionLabel(enquiry.status, status)}
          </button>
        ))}
      </div>
    </div>
  );
}
