/**
 * Who posted a listing, in the page's language: the card's badge on every listing page, and the search filter's
 * choices (catalogue: common).
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ListerKind } from '#domain/listing-lister';

/** The badge on a card and the chip of the search filter: "Posted by owner". */
export const LISTER_KIND_BADGE_MESSAGES: Record<ListerKind, MessageDescriptor> = {
  owner: msg`Posted by owner`,
  agent: msg`Posted by agent`,
  team: msg`HouseHunt team`,
};

/** The search filter's choices, under "Posted by". */
export const LISTER_KIND_MESSAGES: Record<ListerKind, MessageDescriptor> = {
  owner: msg`Owner`,
  agent: msg`Agent`,
  team: msg`HouseHunt team`,
};
