import { ExternalLink, Pencil, Star, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import type { AdminListing } from '#web/features/listings-admin/api/get-admin-listings';
import { useSetFeatured } from '#web/features/listings-admin/api/set-featured';

const iconButton =
  'inline-flex size-9 items-center justify-center rounded-full aria-disabled:cursor-wait aria-disabled:opacity-50';
const plain = `${iconButton} text-stone-600 hover:bg-brand-50 hover:text-brand-800 dark:text-stone-300 dark:hover:bg-stone-800 dark:hover:text-amber-200`;
const starred = `${iconButton} text-amber-600 hover:bg-amber-50 hover:text-amber-700 dark:text-amber-300 dark:hover:bg-stone-800 dark:hover:text-amber-200`;
const destructive = `${iconButton} text-stone-600 hover:bg-red-50 hover:text-red-700 dark:text-stone-300 dark:hover:bg-red-950 dark:hover:text-red-300`;

type ListingRowActionsProps = {
  listing: Pick<AdminListing, 'id' | 'title' | 'isFeatured'>;
  /** Absent for an agent: featuring and deleting are the admin's (decision 027). */
  onDelete: (() => void) | undefined;
  /** Id of an element saying "Opens in a new tab", for the public-page link's description. */
  newTabHintId: string;
};

/** Edit, view on the site and, for an admin, feature or unfeature and delete: each named with the listing's title. */
export function ListingRowActions({ listing, onDelete, newTabHintId }: ListingRowActionsProps) {
  const setFeatured = useSetFeatured();
  const { id, title, isFeatured } = listing;

  return (
    <div className="flex items-center justify-end gap-0.5">
      <Link to={`/admin/edit-property/${id}`} aria-label={`Edit ${title}`} title="Edit" className={plain}>
        <Pencil className="size-4" aria-hidden="true" />
      </Link>
      <Link
        to={`/property/${id}`}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`View ${title} on the site`}
        aria-describedby={newTabHintId}
        className={plain}
      >
        <ExternalLink className="size-4" aria-hidden="true" />
      </Link>
      {onDelete ? (
        <>
          <button
            type="button"
            aria-label={`${isFeatured ? 'Unmark' : 'Mark'} ${title} as featured`}
            title={isFeatured ? 'Unmark as featured' : 'Mark as featured'}
            // Not `disabled`: the button keeps focus while the change saves and its new name is read out after.
            aria-disabled={setFeatured.isPending}
            onClick={() => {
              if (!setFeatured.isPending) setFeatured.mutate({ id, isFeatured: !isFeatured });
            }}
            className={isFeatured ? starred : plain}
          >
            <Star className={`size-4 ${isFeatured ? 'fill-current' : ''}`} aria-hidden="true" />
          </button>
          <button
            type="button"
            aria-label={`Delete ${title}`}
            title="Delete"
            onClick={onDelete}
            className={destructive}
          >
            <Trash2 className="size-4" aria-hidden="true" />
          </button>
        </>
      ) : null}
    </div>
  );
}
