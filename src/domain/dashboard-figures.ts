/** The figures of the admin dashboard, and the light counts every admin page's shell shows, as the API sends them. */
import { z } from 'zod';
import { ALL_SUB_CATEGORIES, MAIN_CATEGORIES } from './taxonomy.js';

const dayRange = z.object({ from: z.string(), to: z.string() });

export const adminCountsSchema = z.object({
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

export const dashboardOverviewSchema = z.object({
  today: z.string(),
  counts: adminCountsSchema,
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
export type AdminCounts = z.infer<typeof adminCountsSchema>;
export type ListingGrowth = AdminCounts['listingGrowth'];
export type DashboardOverview = z.infer<typeof dashboardOverviewSchema>;
export type CategoryCount = DashboardOverview['listingsByCategory'][number];
export type BookingsOnDay = DashboardOverview['bookingsPerDay'][number];
export type MostViewedListing = DashboardOverview['mostViewed'][number];
export type ActivityEntry = DashboardOverview['recentActivity'][number];
