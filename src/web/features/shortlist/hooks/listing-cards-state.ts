import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ListingSearchResult } from '#web/lib/listing-types';
import type { ListingCardList } from '#domain/listing-card';
import type { ListingIdListStore } from '#web/features/shortlist/stores/listing-id-list-store';

/** A list of listing cards as a page shows it: loading, failed (with a retry), or the cards. */
export type ListingCardsState =
  | { status: 'pending' }
  | { status: 'error'; message: string; retrying: boolean; retry: () => void }
  | { status: 'success'; cards: ListingSearchResult[] };

type CardsQuery = UseQueryResult<ListingCardList>;

/**
 * The cards for `ids` in that order, from whichever answer has them. A card the answer lacks (not loaded
 * yet, or its listing was removed) is left out; one no longer on the list disappears at once. `ids` null:
 * the list itself comes with the answer (an account's), so there is nothing to show before it.
 */
export function cardsInOrder(ids: readonly string[] | null, query: CardsQuery): ListingCardsState {
  if (ids?.length === 0) return { status: 'success', cards: [] };
  if (ids && query.data) {
    const byId = new Map(query.data.items.map((card) => [card.id, card]));
    return { status: 'success', cards: ids.flatMap((id) => byId.get(id) ?? []) };
  }
  if (query.status === 'error') {
    return {
      status: 'error',
      message: query.error.message,
      retrying: query.isFetching,
      retry: () => {
        if (!query.isFetching) void query.refetch();
      },
    };
  }
  return { status: 'pending' };
}

/**
 * Listings removed from HouseHunt leave a list kept in this browser once the server's answer for exactly
 * these ids lacks them, so the header's count matches the cards shown.
 */
export function useForgetRemovedListings(
  list: ListingIdListStore,
  ids: readonly string[],
  cards: Pick<CardsQuery, 'data' | 'isPlaceholderData'>,
) {
  const { data, isPlaceholderData } = cards;
  useEffect(() => {
    if (!data || isPlaceholderData) return;
    const found = new Set(data.items.map((card) => card.id));
    const removed = ids.filter((id) => !found.has(id));
    if (removed.length > 0) list.remove(...removed);
  }, [list, ids, data, isPlaceholderData]);
}
