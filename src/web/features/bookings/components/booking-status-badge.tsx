import { useLingui } from '@lingui/react/macro';
import type { BookingStatus } from '#domain/booking-management';
import { BOOKING_STATUS_MESSAGES } from '#web/lib/labels/visit-statuses';

const statusColours: Record<BookingStatus, string> = {
  pending:
    'bg-amber-50 text-amber-900 ring-amber-200 dark:bg-amber-950 dark:text-amber-200 dark:ring-amber-800',
  confirmed: 'bg-sky-50 text-sky-900 ring-sky-200 dark:bg-sky-950 dark:text-sky-200 dark:ring-sky-800',
  completed:
    'bg-emerald-50 text-emerald-900 ring-emerald-200 dark:bg-emerald-950 dark:text-emerald-200 dark:ring-emerald-800',
  cancelled:
    'bg-stone-100 text-stone-700 ring-stone-300 dark:bg-stone-800 dark:text-stone-200 dark:ring-stone-600',
  'no-show': 'bg-red-50 text-red-800 ring-red-200 dark:bg-red-950 dark:text-red-200 dark:ring-red-800',
};

/** A booking's status as a coloured pill: Pending, Confirmed, Completed, Cancelled or No-show. */
export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  const { t } = useLingui();
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${statusColours[status]}`}
    >
      {t(BOOKING_STATUS_MESSAGES[status])}
    </span>
  );
}
