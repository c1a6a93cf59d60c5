import { useState } from 'react';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import type { AdminListing } from '#web/features/listings-admin/api/get-admin-listings';
import { useDeleteListing } from '#web/features/listings-admin/api/delete-listing';

type ListingToDelete = Pick<AdminListing, 'id' | 'title'>;

type DeleteListingDialogProps = {
  /** The listing the admin asked to delete; null keeps the dialog closed. */
  listing: ListingToDelete | null;
  onClose: () => void;
  onDeleted: (listing: ListingToDelete) => void;
};

/** "Delete this property?" naming the listing; deletes it on confirmation. */
export function DeleteListingDialog({ listing, onClose, onDeleted }: DeleteListingDialogProps) {
  const deletion = useDeleteListing();
  // Keeps naming the listing while the dialog closes, so its text never flashes empty.
  const [named, setNamed] = useState(listing);
  if (listing && listing !== named) setNamed(listing);

  return (
    <ConfirmDialog
      open={listing !== null}
      title="Delete this property?"
      confirmLabel="Delete property"
      pendingLabel="Deleting..."
      tone="danger"
      pending={deletion.isPending}
      onCancel={onClose}
      onConfirm={() => {
        if (!listing) return;
        deletion.mutate(listing.id, {
          onSuccess: () => onDeleted(listing),
          // Either way the dialog has done its job; a failure is told in a toast.
          onSettled: onClose,
        });
      }}
    >
      <p>“{named?.title}” and its photos will be removed permanently. This cannot be undone.</p>
    </ConfirmDialog>
  );
}
