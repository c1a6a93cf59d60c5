import { Link } from 'react-router';
import type { AdminEnquiry } from '#domain/admin-enquiry';

/** The listing a property enquiry asked about, linking to its public page; or its title and that it is gone. */
export function EnquiryListingLink({ listing }: { listing: NonNullable<AdminEnquiry['listing']> }) {
  if (listing.id && !listing.deleted) {
    return (
      <Link
        to={`/property/${listing.id}`}
        className="line-clamp-2 font-medium text-stone-900 hover:text-brand-700 hover:underline dark:text-stone-50 dark:hover:text-amber-300"
      >
        {listing.title}
      </Link>
    );
  }
  return (
    <span>
      <span className="line-clamp-2 font-medium text-stone-700 dark:text-stone-300">{listing.title}</span>
      <span className="text-xs font-medium text-red-700 dark:text-red-300">Listing deleted</span>
    </span>
  );
}
