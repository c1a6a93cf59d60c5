/** Posting and editing one of my listings: create a draft, read it, save it, send it for review. */
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  MyListing,
  PostListingRequest,
  SaveMyListingRequest,
  myListingAnswerSchema,
} from '#domain/my-listings';
import { apiClient } from '#web/lib/api-client';
import { queryKeys } from '#web/lib/query-keys';

const pathOf = (id: string) => `/me/listings/${encodeURIComponent(id)}`;

export const myListingQueryOptions = (userId: string, id: string) =>
  queryOptions({
    queryKey: [...queryKeys.myListings.all, 'one', userId, id] as const,
    queryFn: async ({ signal }) =>
      (await apiClient.get<typeof myListingAnswerSchema>(pathOf(id), { signal })).listing,
    // The edit screen holds the version it opened; a background refetch would not change the form anyway.
    staleTime: Infinity,
  });

export function useMyListing(userId: string, id: string) {
  return useQuery(myListingQueryOptions(userId, id));
}

export async function createMyListing(body: PostListingRequest): Promise<MyListing> {
  return (await apiClient.post<typeof myListingAnswerSchema>('/me/listings', body)).listing;
}

export async function saveMyListing(id: string, body: SaveMyListingRequest): Promise<MyListing> {
  return (await apiClient.put<typeof myListingAnswerSchema>(pathOf(id), body)).listing;
}

/** Moves a draft to the team's review queue; the answer's version is the one to edit from next. */
export async function sendForReview(listing: Pick<MyListing, 'id' | 'version'>): Promise<MyListing> {
  return (
    await apiClient.post<typeof myListingAnswerSchema>(`${pathOf(listing.id)}/state`, {
      to: 'pending-review',
      version: listing.version,
    })
  ).listing;
}

/** After a write: My listings and this listing are read again. */
export function useRefreshMyListings() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.myListings.all });
}
