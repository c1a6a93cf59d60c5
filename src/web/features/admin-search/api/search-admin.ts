import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BookingStatus } from '../../../../domain/booking-management';
import type { PropertyStatus, RentalFrequency } from '../../../../domain/taxonomy';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The server searches text of 2 to 100 characters (after trimming). */
export const SEARCH_TEXT_MIN = 2;
export const SEARCH_TEXT_MAX = 100;

export type ListingResult = {
  id: string;
  title: string;
  city: string;
  locality: string | null;
  price: number;
  propertyStatus: PropertyStatus;
  rentalFrequency: RentalFrequency | null;
  link: string;
};

export type BookingResult = {
  id: string;
  /** The booking reference the visitor quotes. */
  reference: string;
  name: string;
  phone: string;
  email: string | null;
  preferredDate: string;
  timeSlot: string;
  status: BookingStatus;
  listingTitle: string;
  createdAt: string;
  link: string;
};

/** A person from bookings and enquiries, one per phone number (or email when they gave no phone). */
export type ClientResult = {
  key: string;
  name: string;
  phone: string | null;
  email: string | null;
  bookings: number;
  enquiries: number;
  lastActivityAt: string;
  link: string;
};

/** GET /api/admin/search: at most five of each, best matches first. */
export type AdminSearchResults = {
  listings: ListingResult[];
  bookings: BookingResult[];
  clients: ClientResult[];
};

export function searchAdmin(text: string, signal?: AbortSignal): Promise<AdminSearchResults> {
  return apiClient.get<AdminSearchResults>(`/admin/search?${new URLSearchParams({ q: text })}`, { signal });
}

export const adminSearchQueryOptions = (text: string) =>
  queryOptions({
    queryKey: queryKeys.adminSearch.results(text),
    queryFn: ({ signal }) => searchAdmin(text, signal),
    // The panel says when a search fails; a toast per keystroke would be noise.
    meta: { quietErrors: true },
  });

/** Results for `text` once it is long enough; while the next search runs, the last results stay on show. */
export function useAdminSearch(text: string) {
  return useQuery({
    ...adminSearchQueryOptions(text),
    enabled: text.length >= SEARCH_TEXT_MIN,
    placeholderData: keepPreviousData,
  });
}
