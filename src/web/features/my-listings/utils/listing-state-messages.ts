/** The listing states (the domain's LISTING_STATE_LABELS, word for word in English) and the lister's moves. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ListingState } from '#domain/listing-lifecycle';

export const LISTING_STATE_MESSAGES: Record<ListingState, MessageDescriptor> = {
  draft: msg`Draft`,
  'pending-review': msg`Pending review`,
  live: msg`Live`,
  'under-offer': msg`Under offer`,
  sold: msg`Sold`,
  rented: msg`Rented`,
  archived: msg`Archived`,
};

/** The words of each move a lister makes, on its button; a move not here is named by the state it leads to. */
export const MOVE_MESSAGES: Partial<Record<ListingState, MessageDescriptor>> = {
  'pending-review': msg`Submit for review`,
  'under-offer': msg`Mark under offer`,
  sold: msg`Mark sold`,
  rented: msg`Mark rented`,
  live: msg`Back live`,
  archived: msg`Archive`,
  draft: msg`Back to draft`,
};
