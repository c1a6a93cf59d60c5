import { useId, useRef, useState } from 'react';
import { canMoveListing } from '#domain/listing-lifecycle';
import { Dialog } from '#web/components/ui/dialog';
import type { AdminListing } from '#web/features/listings-admin/api/get-admin-listings';
import { useDeleteListing } from '#web/features/listings-admin/api/delete-listing';
import { useMoveListing, useUpcomingVisits } from '#web/features/listings-admin/api/change-listing-state';

type ListingToDelete = Pick<AdminListing, 'id' | 'title' | 'listingState' | 'propertyStatus' | 'version'>;

type DeleteListingDialogProps = {
  /** The listing the admin asked to delete; null keeps the dialog closed. */
  listing: ListingToDelete | null;
  onClose: () => void;
  onDeleted: (listing: ListingToDelete) => void;
};

const button =
  'inline-flex items-center justify-center rounded-full px-5 py-2.5 text-sm font-semibold aria-disabled:cursor-wait aria-disabled:opacity-70';
const quiet = `${button} border border-brand-200 bg-white text-brand-800 hover:bg-brand-50 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100 dark:hover:bg-stone-800`;
const primary = `${button} bg-brand-700 text-white shadow-sm hover:bg-brand-800 dark:bg-amber-500 dark:text-stone-950 dark:hover:bg-amber-400`;
const danger = `${button} bg-red-700 text-white shadow-sm hover:bg-red-800 dark:bg-red-600 dark:hover:bg-red-500`;

/**
 * Taking a listing down: "Archive" first (off the site, its history and photos kept, publishable again), and
 * deleting for good second. When visits are booked to it from today on, the admin chooses whether to cancel
 * them (each visitor is mailed) or keep them.
 */
export function DeleteListingDialog({ listing, onClose, onDeleted }: DeleteListingDialogProps) {
  const deletion = useDeleteListing();
  const archive = useMoveListing();
  const titleId = useId();
  const bodyId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  // Keeps naming the listing while the dialog closes, so its text never flashes empty.
  const [named, setNamed] = useState(listing);
  const [cancelVisits, setCancelVisits] = useState(true);
  if (listing && listing !== named) {
    setNamed(listing);
    setCancelVisits(true);
  }
  const visits = useUpcomingVisits(listing?.id ?? null);
  const upcoming = visits.data ?? 0;
  const pending = deletion.isPending || archive.isPending;
  const canArchive = named ? canMoveListing(named.listingState, 'archived', named.propertyStatus) : false;
  const dismiss = () => {
    if (!pending) onClose();
  };

  return (
    <Dialog
      open={listing !== null}
      look="centred"
      labelledBy={titleId}
      describedBy={bodyId}
      onDismiss={dismiss}
      onClosedUnasked={onClose}
      initialFocus={cancelRef}
    >
      <div className="space-y-3 p-6">
        <h2 id={titleId} className="text-lg font-semibold text-stone-900 dark:text-stone-50">
          {canArchive ? 'Archive or delete this property?' : 'Delete this property?'}
        </h2>
        <div id={bodyId} className="space-y-2 text-sm break-words text-stone-600 dark:text-stone-300">
          {canArchive ? (
            <p>
              Archiving takes “{named?.title}” off the site and keeps its history and photos, so it can be
              published again. Deleting removes it and its photos permanently; this cannot be undone.
            </p>
          ) : (
            <p>“{named?.title}” and its photos will be removed permanently. This cannot be undone.</p>
          )}
        </div>
        {upcoming > 0 ? (
          <fieldset className="space-y-2 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm dark:border-amber-800 dark:bg-amber-950">
            <legend className="px-1 font-semibold text-amber-900 dark:text-amber-100">
              {upcoming === 1 ? '1 visit is' : `${upcoming} visits are`} booked from today on
            </legend>
            <label className="flex items-center gap-2 text-stone-800 dark:text-stone-100">
              <input
                type="radio"
                name="upcoming-visits"
                checked={cancelVisits}
                onChange={() => setCancelVisits(true)}
                className="accent-brand-700 dark:accent-amber-400"
              />
              Cancel the visits (each visitor is mailed)
            </label>
            <label className="flex items-center gap-2 text-stone-800 dark:text-stone-100">
              <input
                type="radio"
                name="upcoming-visits"
                checked={!cancelVisits}
                onChange={() => setCancelVisits(false)}
                className="accent-brand-700 dark:accent-amber-400"
              />
              Keep the visits
            </label>
          </fieldset>
        ) : null}
      </div>
      <div className="flex flex-col-reverse gap-2 border-t border-brand-100 px-6 py-4 sm:flex-row sm:justify-end dark:border-stone-800">
        <button ref={cancelRef} type="button" onClick={dismiss} aria-disabled={pending} className={quiet}>
          Cancel
        </button>
        <button
          type="button"
          aria-disabled={pending}
          className={danger}
          onClick={() => {
            if (!listing || pending) return;
            deletion.mutate(
              { id: listing.id, cancelVisits: upcoming > 0 && cancelVisits },
              // Either way the dialog has done its job; a failure is told in a toast.
              { onSuccess: () => onDeleted(listing), onSettled: onClose },
            );
          }}
        >
          {deletion.isPending ? 'Deleting...' : 'Delete permanently'}
        </button>
        {canArchive ? (
          <button
            type="button"
            aria-disabled={pending}
            className={primary}
            onClick={() => {
              if (!listing || pending) return;
              archive.mutate(
                {
                  id: listing.id,
                  to: 'archived',
                  version: listing.version,
                  cancelVisits: upcoming > 0 && cancelVisits,
                },
                { onSettled: onClose },
              );
            }}
          >
            {archive.isPending ? 'Archiving...' : 'Archive'}
          </button>
        ) : null}
      </div>
    </Dialog>
  );
}
