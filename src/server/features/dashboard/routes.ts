import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminCountsSchema, dashboardOverviewSchema } from '#domain/dashboard-figures';
import { leadResponseTimesSchema } from '#domain/lead-routing';
import type { Database } from '#server/db/client';
import { leadResponseTimes } from './response-times/lead-response-times.js';
import { adminCounts, dashboardOverview } from './service.js';

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
        response: { 200: dashboardOverviewSchema },
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
        response: { 200: adminCountsSchema },
      },
    },
    async () => adminCounts(db),
  );

  app.get(
    '/dashboard/response-times',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Per agent, the median time to the first response to their leads; and the leads not yet answered, oldest first',
        response: { 200: leadResponseTimesSchema },
      },
    },
    async () => leadResponseTimes(db),
  );
};
