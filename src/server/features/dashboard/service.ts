/**
 * The figures the admin portal runs on. The shell's counts (sidebar badges, layout tiles, Monthly Growth) are
 * one statement, read on every admin page; the dashboard adds four more (categories, bookings per day, most
 * viewed, recent activity), five in all, run side by side.
 */
import { and, count, desc, eq, gte, sql, sum } from 'drizzle-orm';
import { addDays, indiaToday } from '#domain/india-calendar';
import { MAIN_CATEGORIES, SUB_CATEGORIES, type MainCategory, type SubCategory } from '#domain/taxonomy';
import type { Database } from '#server/db/client';
import { auditLog, bookings, enquiries, properties, propertyViews } from '#server/db/schema';
import { growthPeriods, indiaDayRangeEnd, indiaDayStart, percentChange } from './listing-growth.js';

/** The chart's span: today and the 29 days before it. */
export const BOOKING_CHART_DAYS = 30;
/** Views are summed over the same 30 days, so the list reflects what people look at now. */
export const MOST_VIEWED_DAYS = 30;
export const MOST_VIEWED_LIMIT = 5;
export const RECENT_ACTIVITY_LIMIT = 8;

const asCount = (value: unknown) => Number(value ?? 0);

async function rowsOf<Row>(db: Database, query: ReturnType<typeof sql>): Promise<Row[]> {
  // node-postgres and PGlite both answer db.execute with { rows }.
  return ((await db.execute(query)) as { rows: Row[] }).rows;
}

/** What every admin page shows: active listings, pending visits, new enquiries and new-listing growth. */
export async function adminCounts(db: Database, now: Date = new Date()) {
  const periods = growthPeriods(now);
  const createdWithin = (from: string, end: Date) =>
    sql`(select count(*) from ${properties} where ${properties.createdAt} >= ${indiaDayStart(from).toISOString()}
      and ${properties.createdAt} < ${end.toISOString()})`;
  const [row] = await rowsOf<Record<string, unknown>>(
    db,
    sql`select
      (select count(*) from ${properties} where ${properties.propertyStatus} = 'sale') as for_sale,
      (select count(*) from ${properties} where ${properties.propertyStatus} = 'rent') as for_rent,
      (select count(*) from ${bookings} where ${bookings.status} = 'pending') as pending_visits,
      (select count(*) from ${enquiries} where ${enquiries.status} = 'new') as new_enquiries,
      ${createdWithin(periods.current.from, indiaDayRangeEnd(periods.current))} as listings_this_period,
      ${createdWithin(periods.previous.from, indiaDayRangeEnd(periods.previous))} as listings_last_period`,
  );
  const forSale = asCount(row?.for_sale);
  const forRent = asCount(row?.for_rent);
  const current = asCount(row?.listings_this_period);
  const previous = asCount(row?.listings_last_period);
  return {
    activeListings: { total: forSale + forRent, forSale, forRent },
    pendingVisits: asCount(row?.pending_visits),
    newEnquiries: asCount(row?.new_enquiries),
    listingGrowth: {
      measure: 'new-listings' as const,
      current,
      previous,
      changePercent: percentChange(current, previous),
      currentPeriod: periods.current,
      previousPeriod: periods.previous,
    },
  };
}

export type AdminCounts = Awaited<ReturnType<typeof adminCounts>>;

/** Every type of listing, with none left out: a category with no listings shows as 0, not as a gap. */
async function listingsByCategory(db: Database) {
  const rows = await db
    .select({ subCategory: properties.subCategory, listings: count() })
    .from(properties)
    .groupBy(properties.subCategory);
  const bySub = new Map(rows.map((row) => [row.subCategory, row.listings]));
  return MAIN_CATEGORIES.map((mainCategory: MainCategory) => {
    const subCategories = SUB_CATEGORIES[mainCategory].map((subCategory: SubCategory) => ({
      subCategory,
      listings: bySub.get(subCategory) ?? 0,
    }));
    return {
      mainCategory,
      listings: subCategories.reduce((total, sub) => total + sub.listings, 0),
      subCategories,
    };
  });
}

/** Bookings received per India calendar day, oldest first, with the quiet days as 0. */
async function bookingsPerDay(db: Database, today: string) {
  const from = addDays(today, -(BOOKING_CHART_DAYS - 1));
  // Shifting the UTC wall time by India's fixed offset gives India's day whatever time zone the server runs in.
  const day = sql<string>`to_char((${bookings.createdAt} at time zone 'UTC') + interval '5 hours 30 minutes', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, bookings: count() })
    .from(bookings)
    .where(gte(bookings.createdAt, indiaDayStart(from)))
    .groupBy(day);
  const byDay = new Map(rows.map((row) => [row.day, row.bookings]));
  return Array.from({ length: BOOKING_CHART_DAYS }, (_, index) => {
    const date = addDays(from, index);
    return { date, bookings: byDay.get(date) ?? 0 };
  });
}

async function mostViewedListings(db: Database, today: string) {
  const views = sum(propertyViews.views).mapWith(Number);
  return db
    .select({ id: properties.id, title: properties.title, city: properties.city, views })
    .from(propertyViews)
    .innerJoin(properties, eq(properties.id, propertyViews.propertyId))
    .where(gte(propertyViews.day, addDays(today, -(MOST_VIEWED_DAYS - 1))))
    .groupBy(properties.id)
    .orderBy(desc(views), properties.title)
    .limit(MOST_VIEWED_LIMIT);
}

/**
 * The latest changes people made. Sign-ins and sign-outs are left out: they would crowd out the work itself; so
 * are visitors' changes to their own accounts (`account.*`: saved searches, deletions), which are not the team's.
 * `entityExists` says whether a listing named here is still there to open.
 */
async function recentActivity(db: Database) {
  const rows = await db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      actorEmail: auditLog.actorEmail,
      action: auditLog.action,
      entityType: auditLog.entityType,
      entityId: auditLog.entityId,
      details: auditLog.details,
      listingExists: sql<boolean>`${properties.id} is not null`,
    })
    .from(auditLog)
    .leftJoin(
      properties,
      and(eq(auditLog.entityType, 'property'), eq(auditLog.entityId, sql`${properties.id}::text`)),
    )
    .where(sql`${auditLog.action} not like 'auth.%' and ${auditLog.action} not like 'account.%'`)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(RECENT_ACTIVITY_LIMIT);
  return rows.map(({ details, listingExists, at, ...entry }) => ({
    ...entry,
    at: at.toISOString(),
    // A listing's title is kept in the entry, so a deleted listing is still named.
    title: typeof details.title === 'string' ? details.title : null,
    entityExists: entry.entityType === 'property' ? listingExists : null,
  }));
}

/** Everything /admin shows, as of `now`. */
export async function dashboardOverview(db: Database, now: Date = new Date()) {
  const today = indiaToday(now);
  const [counts, categories, perDay, mostViewed, activity] = await Promise.all([
    adminCounts(db, now),
    listingsByCategory(db),
    bookingsPerDay(db, today),
    mostViewedListings(db, today),
    recentActivity(db),
  ]);
  return {
    today,
    counts,
    listingsByCategory: categories,
    bookingsPerDay: perDay,
    mostViewed,
    recentActivity: activity,
  };
}
