import type { ListingSearchResult } from '../../../lib/listing-types';

/** The listings on a list, as listing cards (the shape search results have), in the list's order. */
export type ListingCardList = { items: ListingSearchResult[] };
