import {
  ENQUIRY_STATUS_LABELS,
  enquiryActionLabel,
  nextEnquiryStatuses,
  type EnquiryStatus,
} from '#domain/enquiry-management';
import type { AdminEnquiry } from '#domain/admin-enquiry';
import { useFocusAfterChange } from '#web/components/ui/use-focus-after-change';
import { useChangeEnquiryStatus } from '#web/features/enquiries/api/enquiry-writes';

const button =
  'inline-flex items-center justify-center rounded-full px-4 py-2 text-sm font-semibold aria-disabled:cursor-wait aria-disabled:opacity-70';
const tones = {
  primary: `${button} bg-brand-700 text-white shadow-sm hover:bg-brand-800 dark:bg-amber-500 dark:text-stone-950 dark:hover:bg-amber-400`,
  secondary: `${button} border border-brand-200 bg-white text-brand-800 hover:bg-brand-50 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100 dark:hover:bg-stone-800`,
};

/**
 * The moves the domain allows from where the enquiry is now. Nothing here is final, so nothing asks first. After
 * a move, focus goes to the line saying the new status: the button pressed is gone.
 */
export function EnquiryStatusActions({ enquiry }: { enquiry: AdminEnquiry }) {
  const change = useChangeEnquiryStatus(
    enquiry.id,
    (changed) => `Enquiry marked ${ENQUIRY_STATUS_LABELS[changed.status].toLowerCase()}`,
  );
  const { statusRef, expectChange, changeFailed } = useFocusAfterChange<HTMLParagraphElement, EnquiryStatus>(
    enquiry.status,
  );
  const move = (to: EnquiryStatus) => {
    expectChange();
    change.mutate({ status: to, version: enquiry.version }, { onError: changeFailed });
  };
  return (
    <div className="space-y-2">
      <p ref={statusRef} tabIndex={-1} className="text-stone-700 focus:outline-none dark:text-stone-300">
        {`This enquiry is ${ENQUIRY_STATUS_LABELS[enquiry.status].toLowerCase()}.`}
      </p>
      <div role="group" aria-label="Change status" className="flex flex-wrap gap-2">
        {nextEnquiryStatuses(enquiry.status).map((to, index) => (
          <button
            key={to}
            type="button"
            aria-disabled={change.isPending}
            onClick={() => {
              if (!change.isPending) move(to);
            }}
            className={index === 0 ? tones.primary : tones.secondary}
          >
            {change.isPending && change.variables.status === to
              ? 'Saving...'
              : enquiryActionLabel(enquiry.status, to)}
          </button>
        ))}
      </div>
    </div>
  );
}
