import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ALL_SUB_CATEGORIES, MAIN_CATEGORIES } from '../../../domain/taxonomy.js';
import type { Database } from '../../db/client.js';
import { adminCounts, dashboardOverview } from './service.js';

const dayRange = z.object({ from: z.string(), to: z.string() });

const countsSchema = z.object({
  activeListings: z.object({ total: z.number(), forSale: z.number(), forRent: z.number() }),
  pendingVisits: z.number(),
  newEnquiries: z.number(),
  listingGrowth: z.object({
    measure: z.literal('new-listings'),
    current: z.number(),
    previous: z.number(),
    changePercent: z.number().nullable(),
    currentPeriod: dayRange,
    previousPeriod: dayRange,
  }),
});

const overviewSchema = z.object({
  today: z.string(),
  counts: countsSchema,
  listingsByCategory: z.array(
    z.object({
      mainCategory: z.enum(MAIN_CATEGORIES),
      listings: z.number(),
      subCategories: z.array(z.object({ subCategory: z.enum(ALL_SUB_CATEGORIES), listings: z.number() })),
    }),
  ),
  bookingsPerDay: z.array(z.object({ date: z.string(), bookings: z.number() })),
  mostViewed: z.array(z.object({ id: z.string(), title: z.string(), city: z.string(), views: z.number() })),
  recentActivity: z.array(
    z.object({
      id: z.number(),
      at: z.string(),
      actorEmail: z.string().nullable(),
      action: z.string(),
      entityType: z.string(),
      entityId: z.string().nullable(),
      title: z.string().nullable(),
      entityExists: z.boolean().nullable(),
    }),
  ),
});

/** Admin: the dashboard, and the light counts every admin page's shell shows. */
export const dashboardRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/dashboard',
    {
      schema: {
        tags: ['admin'],
        summary:
          'The dashboard: counts, listings by category, bookings per day for 30 days, most viewed listings and recent activity',
        response: { 200: overviewSchema },
      },
    },
    async () => dashboardOverview(db),
  );

  app.get(
    '/dashboard/counts',
    {
      schema: {
        tags: ['admin'],
        summary:
          "The shell's figures: active listings, pending visits, new enquiries and this month's new listings against last month's",
        response: { 200: countsSchema },
      },
    },
    async () => adminCounts(db),
  );
};
