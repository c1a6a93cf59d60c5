import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BOOKING_STATUSES } from '../../../domain/booking-management.js';
import { PROPERTY_STATUSES, RENTAL_FREQUENCIES } from '../../../domain/taxonomy.js';
import type { Database } from '../../db/client.js';
import { SEARCH_TEXT_MAX, SEARCH_TEXT_MIN } from '../../db/search-terms.js';
import { searchForAdmin } from './service.js';

const searchTextMessage = `Type ${SEARCH_TEXT_MIN} to ${SEARCH_TEXT_MAX} characters to search`;

const resultsSchema = z.object({
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

/** Admin: the header search across listings, bookings and clients. */
export const adminSearchRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/search',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Up to five listings (title, city, locality, id), bookings (visitor name, phone digits, email, listing title, reference) and clients (people from bookings and enquiries, one per phone number or else email), best matches first',
        querystring: z.object({
          q: z
            .string({ error: searchTextMessage })
            .trim()
            .min(SEARCH_TEXT_MIN, searchTextMessage)
            .max(SEARCH_TEXT_MAX, searchTextMessage),
        }),
        response: { 200: resultsSchema },
      },
    },
    async (request) => searchForAdmin(db, request.query.q),
  );
};
