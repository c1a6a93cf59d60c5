import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { toast } from '#web/lib/toast';
import { SHORTLIST_MESSAGES } from '#domain/shortlist';
import { useSession } from '#web/lib/session';
import { listingCardsQueryOptions } from '#web/features/shortlist/api/get-listing-cards';
import { shortlistQueryOptions } from '#web/features/shortlist/api/get-shortlist';
import { usePendingShortlistChanges, useSetShortlisted } from '#web/features/shortlist/api/set-shortlisted';
import { localShortlist, useLocalListingIds } from '#web/features/shortlist/stores/local-lists';
import { cardsInOrder, useForgetRemovedListings, type ListingCardsState } from './listing-cards-state';

/**
 * The ids on the visitor's shortlist, newest first: the account's (with changes in flight already applied)
 * when signed in, else the ones kept in this browser.
 */
export function useShortlistedIds(): readonly string[] {
  const { user } = useSession();
  const saved = useQuery(shortlistQueryOptions(user?.id ?? null));
  const pending = usePendingShortlistChanges();
  const local = useLocalListingIds(localShortlist);
  return useMemo(() => {
    if (!user) return local;
    return pending.reduce(
      (ids, { listingId, shortlisted }) => {
        const without = ids.filter((id) => id !== listingId);
        return shortlisted ? [listingId, ...without] : without;
      },
      (saved.data?.items ?? []).map((card) => card.id),
    );
  }, [user, saved.data, pending, local]);
}

/** Whether one listing is shortlisted, and the toggle its heart calls. */
export function useShortlistToggle(id: string) {
  const listingId = id.toLowerCase();
  const { user } = useSession();
  const ids = useShortlistedIds();
  const setShortlisted = useSetShortlisted(user?.id ?? '', listingId);
  const shortlisted = ids.includes(listingId);

  const toggle = () => {
    if (user) {
      setShortlisted.mutate({ listingId, shortlisted: !shortlisted });
      return;
    }
    if (shortlisted) {
      localShortlist.remove(listingId);
      toast.success('Removed from your shortlist', { id: 'shortlist-changed' });
    } else if (localShortlist.add(listingId) === 'full') {
      toast.error(SHORTLIST_MESSAGES.full, { id: 'shortlist-changed' });
    } else {
      toast.success('Added to your shortlist', { id: 'shortlist-changed' });
    }
  };

  return { shortlisted, toggle };
}

/** The shortlist as listing cards for the shortlist page, newest first. */
export function useShortlistCards(): ListingCardsState {
  const { user } = useSession();
  const ids = useShortlistedIds();
  const saved = useQuery(shortlistQueryOptions(user?.id ?? null));
  const local = useQuery(listingCardsQueryOptions(user ? [] : ids));
  useForgetRemovedListings(localShortlist, user ? [] : ids, local);
  return user ? cardsInOrder(saved.data ? ids : null, saved) : cardsInOrder(ids, local);
}
