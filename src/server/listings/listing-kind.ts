/** Whether a listing may change between sale and rent: not while it is in the other kind's closing state. */
import { isListingStateFor, type ListingState } from '#domain/listing-lifecycle';
import type { PropertyStatus } from '#domain/taxonomy';
import { ConflictError } from '#server/errors';

const KIND_CHANGE_REFUSALS: Record<PropertyStatus, string> = {
  rent: 'A sold listing cannot be changed to rent. Put it back live first, or make a new listing to let it.',
  sale: 'A rented listing cannot be changed to sale. Put it back live first, or make a new listing to sell it.',
};

/** The refusal of a save that would make a sold listing one for rent (or a rented one for sale), else null. */
export function kindChangeRefusal(
  current: { listingState: ListingState; propertyStatus: PropertyStatus },
  propertyStatus: PropertyStatus,
): ConflictError | null {
  if (current.propertyStatus === propertyStatus || isListingStateFor(current.listingState, propertyStatus)) {
    return null;
  }
  return new ConflictError(KIND_CHANGE_REFUSALS[propertyStatus]);
}
