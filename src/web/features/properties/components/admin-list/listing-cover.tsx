import { ImageOff } from 'lucide-react';
import type { AdminListing } from '../../api/get-admin-listings';

const frame =
  'h-12 w-16 shrink-0 overflow-hidden rounded-lg border border-brand-100 bg-brand-50 dark:border-stone-700 dark:bg-stone-800';

/** The listing's first photo as a small thumbnail, or a placeholder for a listing without photos. */
export function ListingCover({ listing }: { listing: Pick<AdminListing, 'cover'> }) {
  if (!listing.cover) {
    return (
      <div className={`${frame} flex items-center justify-center text-stone-400 dark:text-stone-500`}>
        <ImageOff className="size-5" aria-hidden="true" />
        <span className="sr-only">No photo</span>
      </div>
    );
  }
  return (
    <div className={frame}>
      {/* Decorative: the title in the same row names the listing, and repeating it would be heard twice. */}
      <img
        src={listing.cover.url}
        alt=""
        width={64}
        height={48}
        loading="lazy"
        decoding="async"
        className="size-full object-cover"
      />
    </div>
  );
}
