import { useLingui } from '@lingui/react/macro';
import type { PublicListing } from '#web/features/property-detail/api/get-listing';
import { formatCalendarDate, formatTimestampDate } from './listing-dates';

type DatesSource = Pick<PublicListing, 'availableFrom' | 'listedAt' | 'createdAt' | 'updatedAt'>;

/** When the property can be moved into, and when it was listed and last updated. */
export function ListingDatesList({ listing }: { listing: DatesSource }) {
  // First published (a relist within 14 weeks keeps it); the first save for a listing the public never saw listed.
  const { t } = useLingui();
  const listedAt = listing.listedAt ?? listing.createdAt;
  const listedOn = formatTimestampDate(listedAt);
  const updatedOn = formatTimestampDate(listing.updatedAt);
  const dates = [
    {
      label: t`Available from`,
      dateTime: listing.availableFrom,
      text: formatCalendarDate(listing.availableFrom),
    },
    { label: t`Listed on`, dateTime: listedAt, text: listedOn },
    // A listing updated on the day it was listed has nothing more to say.
    ...(updatedOn === listedOn ? [] : [{ label: t`Updated`, dateTime: listing.updatedAt, text: updatedOn }]),
  ];
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-3">
      {dates.map(({ label, dateTime, text }) => (
        <div key={label}>
          <dt className="text-sm text-stone-600 dark:text-stone-400">{label}</dt>
          <dd className="mt-1 font-semibold text-stone-900 dark:text-stone-50">
            <time dateTime={dateTime}>{text}</time>
          </dd>
        </div>
      ))}
    </dl>
  );
}
