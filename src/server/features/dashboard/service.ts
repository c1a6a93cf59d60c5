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

/*
 * The month-on-month rule for new listings: this calendar month so far against the same days of last month,
 * in India's calendar. A month still under way is compared with a like span, so the figure means something on
 * the 5th as much as on the 25th, and a listing added today shows at once.
 */

/** A span of India calendar days, both ends included (YYYY-MM-DD). */
export type DayRange = { from: string; to: string };

export type GrowthPeriods = { current: DayRange; previous: DayRange };

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * The days of this month up to today, and as many days from the start of last month; when last month is shorter
 * (31 March against February) it is taken whole.
 */
export function growthPeriods(now: Date): GrowthPeriods {
  const today = indiaToday(now);
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const dayOfMonth = Number(today.slice(8, 10));
  const [previousYear, previousMonth] = month === 1 ? [year - 1, 12] : [year, month - 1];
  const previousStart = `${previousYear}-${String(previousMonth).padStart(2, '0')}-01`;
  const sameDays = Math.min(dayOfMonth, daysInMonth(previousYear, previousMonth));
  return {
    current: { from: `${today.slice(0, 8)}01`, to: today },
    previous: { from: previousStart, to: addDays(previousStart, sameDays - 1) },
  };
}

/**
 * The change in percent, rounded to a whole number. From nothing to something has no percentage (null): the
 * card says "up from none" instead of an infinite or made-up figure; nothing to nothing is no change.
 */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return Math.round(((current - previous) / previous) * 100);
}

/** The instant an India calendar day begins. */
export function indiaDayStart(day: string): Date {
  return new Date(`${day}T00:00:00+05:30`);
}

/** The instant after a range's last day ends: ranges are queried as [start, end). */
export function indiaDayRangeEnd(range: DayRange): Date {
  return indiaDayStart(addDays(range.to, 1));
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
