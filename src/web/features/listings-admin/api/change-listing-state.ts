/**
 * The listing's life from the admin: a move to another state (Publish, Mark under offer, Archive…), the same move
 * for the rows ticked in the table, "Still available", and the visits booked to a listing about to be taken down.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '#web/lib/toast';
import { LISTING_STATE_LABELS } from '#domain/listing-lifecycle';
import type { AdminListingRecord, adminListingAnswerSchema } from '#domain/listing-record';
import {
  LIKELY_DUPLICATE_CODE,
  likelyDuplicateSchema,
  type BulkListingMoveAnswer,
  type bulkListingMoveAnswerSchema,
  type BulkListingMoveRequest,
  type LikelyDuplicate,
  type ListingMoveRequest,
  type upcomingVisitsAnswerSchema,
} from '#domain/listing-state-change';
import { ApiError, apiClient } from '#web/lib/api-client';
import { queryKeys } from '#web/lib/query-keys';
import { changeRowInPlace } from '#web/lib/rows-changed-in-place';
import type { AdminListing } from './get-admin-listings';
import { refreshAfterListingWrite } from './listing-writes';

const propertyPath = (id: string) => `/admin/properties/${encodeURIComponent(id)}`;

export type MoveListingInput = ListingMoveRequest & { id: string };

export function moveListing({ id, ...body }: MoveListingInput): Promise<AdminListingRecord> {
  return apiClient
    .post<typeof adminListingAnswerSchema>(`${propertyPath(id)}/state`, body)
    .then(({ property }) => property);
}

/** The other listings a 409 LIKELY_DUPLICATE names, or null for any other failure. */
export function likelyDuplicatesOf(error: unknown): LikelyDuplicate[] | null {
  if (!(error instanceof ApiError) || error.code !== LIKELY_DUPLICATE_CODE) return null;
  const parsed = likelyDuplicateSchema.array().safeParse(error.current);
  return parsed.success ? parsed.data : [];
}

/** What the admin's row and the listing's record become after a write the server answered with the listing. */
function storeListing(queryClient: ReturnType<typeof useQueryClient>, listing: AdminListingRecord) {
  queryClient.setQueryData(queryKeys.properties.adminDetail(listing.id), listing);
  void changeRowInPlace<AdminListing>(queryClient, queryKeys.properties.adminLists(), listing.id, {
    listingState: listing.listingState,
    lastConfirmedAt: listing.lastConfirmedAt,
    updatedAt: listing.updatedAt,
    version: listing.version,
  });
  return refreshAfterListingWrite(queryClient, { lists: 'changed-in-place' });
}

/**
 * One listing to another state. A likely duplicate is not an error to toast: the caller asks the admin and
 * moves again with `confirmDuplicate`; other refusals are toasted in the server's words.
 */
export function useMoveListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveListing,
    onSuccess: (listing) => {
      toast.success(`Listing is now ${LISTING_STATE_LABELS[listing.listingState].toLowerCase()}`);
      return storeListing(queryClient, listing);
    },
    onError: (error) => {
      if (likelyDuplicatesOf(error)) return;
      toast.error(error.message);
    },
  });
}

export function moveListings(body: BulkListingMoveRequest): Promise<BulkListingMoveAnswer> {
  return apiClient.post<typeof bulkListingMoveAnswerSchema>('/admin/properties/state', body);
}

/** "3 moved, 1 refused: A draft cannot be marked under offer…" */
function bulkSummary({ results }: BulkListingMoveAnswer): { text: string; refused: boolean } {
  const moved = results.filter((result) => result.outcome === 'moved').length;
  const unchanged = results.filter((result) => result.outcome === 'unchanged').length;
  const refusals = results.filter((result) => result.outcome === 'refused');
  const parts = [
    `${moved} ${moved === 1 ? 'listing' : 'listings'} changed`,
    ...(unchanged ? [`${unchanged} already so`] : []),
    ...(refusals.length ? [`${refusals.length} not changed: ${refusals[0]!.message ?? ''}`] : []),
  ];
  return { text: parts.join(', '), refused: refusals.length > 0 };
}

/** The rows ticked in the table, each moved alone; the toast says how many moved and why any did not. */
export function useMoveListings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveListings,
    onSuccess: (answer) => {
      const { text, refused } = bulkSummary(answer);
      if (refused) toast.error(text, { duration: 8000 });
      else toast.success(text);
    },
    onError: (error) => {
      toast.error(error.message);
    },
    onSettled: () => refreshAfterListingWrite(queryClient, { lists: 'read-again' }),
  });
}

export type ConfirmListingInput = { id: string; version: number };

export function confirmListing({ id, version }: ConfirmListingInput): Promise<AdminListingRecord> {
  return apiClient
    .post<typeof adminListingAnswerSchema>(`${propertyPath(id)}/confirm`, { version })
    .then(({ property }) => property);
}

/** "Still available": the flag goes from the row, the listing is back in search if it had left it. */
export function useConfirmListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmListing,
    onSuccess: (listing) => {
      toast.success('Availability confirmed');
      return storeListing(queryClient, listing);
    },
    onError: (error) => {
      toast.error(error.message);
    },
  });
}

export const upcomingVisitsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...queryKeys.properties.adminDetail(id), 'upcoming-visits'] as const,
    queryFn: ({ signal }) =>
      apiClient
        .get<typeof upcomingVisitsAnswerSchema>(`${propertyPath(id)}/upcoming-visits`, { signal })
        .then(({ upcomingVisits }) => upcomingVisits),
    // Asked each time a dialog opens: a visit may have been booked a minute ago.
    staleTime: 0,
  });

/** How many visits are booked to the listing from today on; null keeps the query off (no dialog open). */
export function useUpcomingVisits(id: string | null) {
  return useQuery({ ...upcomingVisitsQueryOptions(id ?? ''), enabled: id !== null });
}
