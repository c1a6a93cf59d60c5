import { Link } from 'react-router';
import { formatPrice } from '../../../../../domain/price-format';
import { MAIN_CATEGORY_LABELS, SUB_CATEGORY_LABELS } from '../../../../../domain/taxonomy';
import type { AdminListing } from '../../api/get-admin-listings';
import { TimeSinceCell } from '../../../../components/ui/admin-table';
import { ListThumbnail } from '../../../../components/ui/list-thumbnail';
import { FeaturedBadge, ListingStatusBadge } from './listing-badges';
import { ListingRowActions } from './listing-row-actions';

type ListingRowProps = {
  listing: AdminListing;
  /** When the rows were fetched, so "Updated" reads relative to what the table shows. */
  now: number;
  onDelete: (listing: AdminListing) => void;
  newTabHintId: string;
};

export function ListingRow({ listing, now, onDelete, newTabHintId }: ListingRowProps) {
  return (
    <tr className="hover:bg-brand-50/50 dark:hover:bg-stone-800/50">
      <td className="px-3 py-2">
        <ListThumbnail src={listing.cover?.url ?? null} />
      </td>
      <th scope="row" className="max-w-72 px-3 py-2 text-left font-medium">
        <Link
          to={`/admin/edit-property/${listing.id}`}
          className="line-clamp-2 text-stone-900 hover:text-brand-700 hover:underline dark:text-stone-50 dark:hover:text-amber-300"
        >
          {listing.title}
        </Link>
      </th>
      <td className="px-3 py-2 whitespace-nowrap text-stone-600 dark:text-stone-300">
        {MAIN_CATEGORY_LABELS[listing.mainCategory]} · {SUB_CATEGORY_LABELS[listing.subCategory]}
      </td>
      <td className="px-3 py-2">
        <ListingStatusBadge status={listing.propertyStatus} />
      </td>
      <td className="px-3 py-2 text-right font-semibold whitespace-nowrap text-stone-900 tabular-nums dark:text-stone-50">
        {formatPrice(listing)}
      </td>
      <td className="px-3 py-2 whitespace-nowrap text-stone-600 dark:text-stone-300">{listing.city}</td>
      <td className="px-3 py-2">
        <FeaturedBadge isFeatured={listing.isFeatured} />
      </td>
      <TimeSinceCell at={listing.updatedAt} now={now} />
      <td className="px-3 py-2">
        <ListingRowActions listing={listing} onDelete={() => onDelete(listing)} newTabHintId={newTabHintId} />
      </td>
    </tr>
  );
}
