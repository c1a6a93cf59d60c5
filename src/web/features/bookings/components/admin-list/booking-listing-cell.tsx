import { Link } from 'react-router';
import type { AdminBooking } from '#domain/admin-booking';
import { ListThumbnail } from '#web/components/ui/list-thumbnail';

/** The listing a booking is for: photo, title linking to its public page, and where it is; or that it was deleted. */
export function BookingListingCell({ listing }: { listing: AdminBooking['listing'] }) {
  const place = [listing.locality, listing.city].filter(Boolean).join(', ');
  return (
    <div className="flex items-center gap-3">
      <ListThumbnail src={listing.thumbnail?.src ?? null} srcSet={listing.thumbnail?.srcSet} />
      <div className="min-w-0">
        {listing.id && !listing.deleted ? (
          <Link
            to={`/property/${listing.id}`}
            className="line-clamp-2 font-medium text-stone-900 hover:text-brand-700 hover:underline dark:text-stone-50 dark:hover:text-amber-300"
          >
            {listing.title}
          </Link>
        ) : (
          <p className="line-clamp-2 font-medium text-stone-700 dark:text-stone-300">{listing.title}</p>
        )}
        {listing.deleted ? (
          <p className="text-xs font-medium text-red-700 dark:text-red-300">Listing deleted</p>
        ) : place ? (
          <p className="truncate text-xs text-stone-600 dark:text-stone-400">{place}</p>
        ) : null}
      </div>
    </div>
  );
}
