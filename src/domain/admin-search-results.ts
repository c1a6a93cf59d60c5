/** GET /api/admin/search: at most five listings, bookings and clients each, best matches first. */
import { z } from 'zod';
import { BOOKING_STATUSES } from './booking-management.js';
import { PROPERTY_STATUSES, RENTAL_FREQUENCIES } from './taxonomy.js';

export const adminSearchResultsSchema = z.object({
  listings: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      city: z.string(),
      locality: z.string().nullable(),
      price: z.number(),
      propertyStatus: z.enum(PROPERTY_STATUSES),
      rentalFrequency: z.enum(RENTAL_FREQUENCIES).nullable(),
      link: z.string(),
    }),
  ),
  bookings: z.array(
    z.object({
      id: z.string(),
      reference: z.string(),
      name: z.string(),
      phone: z.string(),
      email: z.string().nullable(),
      preferredDate: z.string(),
      timeSlot: z.string(),
      status: z.enum(BOOKING_STATUSES),
      listingTitle: z.string(),
      createdAt: z.string(),
      link: z.string(),
    }),
  ),
  clients: z.array(
    z.object({
      key: z.string(),
      name: z.string(),
      phone: z.string().nullable(),
      email: z.string().nullable(),
      bookings: z.number(),
      enquiries: z.number(),
      lastActivityAt: z.string(),
      link: z.string(),
    }),
  ),
});
export type AdminSearchResults = z.infer<typeof adminSearchResultsSchema>;
export type ListingResult = AdminSearchResults['listings'][number];
export type BookingResult = AdminSearchResults['bookings'][number];
/** A person from bookings and enquiries, one per phone number (or email when they gave no phone). */
export type ClientResult = AdminSearchResults['clients'][number];
