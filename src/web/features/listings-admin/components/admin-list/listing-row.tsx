import { Link } from 'react-router';
import { formatPrice } from '#domain/price-format';
import { MAIN_CATEGORY_LABELS, SUB_CATEGORY_LABELS } from '#domain/taxonomy';
import type { AdminListing } from '#web/features/listings-admin/api/get-admin-listings';
import { AdminCell, RowHeaderCell, TimeSinceCell, rowClass } from '#web/components/ui/admin-table';
import { ListThumbnail } from '#web/components/ui/list-thumbnail';
import { FeaturedBadge, ListerBadge, ListingStatusBadge } from '#web/components/listing/listing-badges';
import { QualityScoreBadge } from '#web/components/listing-quality/listing-quality-panel';
import { ListingRowActions } from './listing-row-actions';
import { ListingStateCell } from './listing-state-cell';

type ListingRowProps = {
  listing: AdminListing;
  /** The admin's own controls: the tick for a bulk change of state, and deleting. Absent for an agent. */
  catalogueControls:
    { selected: boolean; onSelectedChange: (selected: boolean) => void; onDelete: () => void } | undefined;
  /** When the rows were fetched, so "Updated" reads relative to what the table shows. */
  now: number;
  newTabHintId: string;
};

/**
 * One listing. Its type sits under the title and its status under the price, so the row fits a laptop's width
 * with the whole title in two lines and every action in view.
 */
export function ListingRow({ listing, catalogueControls, now, newTabHintId }: ListingRowProps) {
  return (
    <tr className={rowClass}>
      {catalogueControls ? (
        <AdminCell label="Select" card="media">
          <input
            type="checkbox"
            checked={catalogueControls.selected}
            onChange={(event) => catalogueControls.onSelectedChange(event.target.checked)}
            aria-label={`Select ${listing.title}`}
            className="size-4 rounded border-stone-400 accent-brand-700 dark:border-stone-500 dark:accent-amber-400"
          />
        </AdminCell>
      ) : null}
      <AdminCell label="Photo" card="media">
        <ListThumbnail src={listing.cover?.url ?? null} />
      </AdminCell>
      <RowHeaderCell className="@3xl:min-w-48">
        <Link
          to={`/admin/edit-property/${listing.id}`}
          // Two lines in the table; the whole title on hover (its accessible name is always the whole title).
          title={listing.title}
          className="text-stone-900 hover:text-brand-700 hover:underline @3xl:line-clamp-2 dark:text-stone-50 dark:hover:text-amber-300"
        >
          {listing.title}
        </Link>
        <span className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs font-normal text-stone-600 dark:text-stone-300">
          {MAIN_CATEGORY_LABELS[listing.mainCategory]} · {SUB_CATEGORY_LABELS[listing.subCategory]}
          {listing.isFeatured ? <FeaturedBadge /> : null}
        </span>
        {/* Under the title, not a column of its own: at 1280 px a seventh column would cut titles short. */}
        <ListingStateCell listing={listing} now={now} />
        {/* What the review queue weighs: who posted it (the team's own go unsaid) and its quality score. */}
        {listing.listerKind !== 'team' || listing.qualityScore !== null ? (
          <span className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 font-normal text-stone-700 dark:text-stone-200">
            {listing.listerKind !== 'team' ? <ListerBadge kind={listing.listerKind} /> : null}
            {listing.qualityScore !== null ? <QualityScoreBadge score={listing.qualityScore} /> : null}
          </span>
        ) : null}
      </RowHeaderCell>
      <AdminCell label="Price" className="@3xl:text-right">
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1 @3xl:flex-col @3xl:items-end">
          <span className="font-semibold whitespace-nowrap text-stone-900 tabular-nums dark:text-stone-50">
            {formatPrice(listing)}
          </span>
          <ListingStatusBadge status={listing.propertyStatus} />
        </span>
      </AdminCell>
      <AdminCell label="City" className="text-stone-600 dark:text-stone-300">
        {listing.city}
      </AdminCell>
      <TimeSinceCell label="Updated" at={listing.updatedAt} now={now} />
      <AdminCell label="Actions" card="actions">
        <ListingRowActions
          listing={listing}
          onDelete={catalogueControls?.onDelete}
          newTabHintId={newTabHintId}
        />
      </AdminCell>
    </tr>
  );
}
