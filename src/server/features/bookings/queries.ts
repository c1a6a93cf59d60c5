/** The SQL behind the team's bookings screens: filters, search, sorts, and the rows with their listing. */
import { and, asc, count, desc, eq, gte, ilike, inArray, like, lte, or, sql, type SQL } from 'drizzle-orm';
import type { BookingListFilters, BookingSort, BookingStatus } from '#domain/booking-management';
import type { Database } from '#server/db/client';
import { escapeLike } from '#server/db/like-pattern';
import { bookings, properties } from '#server/db/schema';
import { searchTermsFor } from '#server/db/search-terms';
import type { AdminBooking } from '#domain/admin-booking';
import { coverPhotosByListing } from '#server/listings/cover-photos';
import type { ImageRow } from '#server/listings/listing-record';

/** A booking row with what the admin screens show of its listing (null columns once the listing is deleted). */
export type BookingWithListing = typeof bookings.$inferSelect & {
  listingTitle: string | null;
  listingCity: string | null;
  listingLocality: string | null;
};

/**
 * The same reading of the text as the header search (whose client links open this list with `q`): the visitor's
 * name or email, the listing title booked and the listing's title now, digits inside the phone number, or the
 * booking's id or reference.
 */
function searchCondition(q: string): SQL | undefined {
  const terms = searchTermsFor(q);
  return or(
    ilike(bookings.name, terms.contains),
    ilike(bookings.email, terms.contains),
    ilike(bookings.propertyTitle, terms.contains),
    ilike(properties.title, terms.contains),
    terms.phoneDigits ? like(bookings.phone, `%${escapeLike(terms.phoneDigits)}%`) : undefined,
    terms.id ? eq(bookings.id, terms.id) : undefined,
    terms.bookingReference ? eq(bookings.reference, terms.bookingReference) : undefined,
  );
}

/** Every filter but status: the status chips count under these. */
function filterConditions(filters: Omit<BookingListFilters, 'status' | 'sort'>): SQL[] {
  const conditions: SQL[] = [];
  if (filters.from) conditions.push(gte(bookings.preferredDate, filters.from));
  if (filters.to) conditions.push(lte(bookings.preferredDate, filters.to));
  if (filters.listing) conditions.push(eq(bookings.propertyId, filters.listing));
  if (filters.q) {
    const search = searchCondition(filters.q);
    if (search) conditions.push(search);
  }
  return conditions;
}

const statusCondition = (statuses: readonly BookingStatus[] | undefined) =>
  statuses && statuses.length > 0 ? inArray(bookings.status, [...statuses]) : undefined;

export function whereBookingsMatch(filters: Omit<BookingListFilters, 'sort'>): SQL | undefined {
  return and(...filterConditions(filters), statusCondition(filters.status));
}

// Each order ends on the id so a page never repeats or skips a booking that ties on the rest.
const ORDERS: Record<BookingSort, SQL[]> = {
  'created-desc': [desc(bookings.createdAt), desc(bookings.id)],
  'created-asc': [asc(bookings.createdAt), asc(bookings.id)],
  'visit-asc': [
    asc(bookings.preferredDate),
    asc(bookings.timeSlot),
    asc(bookings.createdAt),
    asc(bookings.id),
  ],
  'visit-desc': [
    desc(bookings.preferredDate),
    desc(bookings.timeSlot),
    desc(bookings.createdAt),
    desc(bookings.id),
  ],
  'name-asc': [asc(sql`lower(${bookings.name})`), asc(bookings.createdAt), asc(bookings.id)],
};

const withListing = {
  listingTitle: properties.title,
  listingCity: properties.city,
  listingLocality: properties.location,
};

function selectBookings(db: Database) {
  return db
    .select({ booking: bookings, ...withListing })
    .from(bookings)
    .leftJoin(properties, eq(properties.id, bookings.propertyId));
}

type JoinedRow = { booking: typeof bookings.$inferSelect } & Omit<
  BookingWithListing,
  keyof typeof bookings.$inferSelect
>;

const flatten = ({ booking, ...listing }: JoinedRow): BookingWithListing => ({ ...booking, ...listing });

export async function selectBookingPage(
  db: Database,
  where: SQL | undefined,
  sort: BookingSort,
  { limit, offset }: { limit: number; offset: number },
): Promise<BookingWithListing[]> {
  const rows = await selectBookings(db)
    .where(where)
    .orderBy(...ORDERS[sort])
    .limit(limit)
    .offset(offset);
  return rows.map(flatten);
}

export async function countBookings(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(bookings)
    .leftJoin(properties, eq(properties.id, bookings.propertyId))
    .where(where);
  return row?.n ?? 0;
}

/** How many bookings of each status match every filter except status. */
export async function countBookingsByStatus(
  db: Database,
  filters: Omit<BookingListFilters, 'status' | 'sort'>,
  inScope?: SQL,
): Promise<Array<{ status: BookingStatus; n: number }>> {
  return db
    .select({ status: bookings.status, n: count() })
    .from(bookings)
    .leftJoin(properties, eq(properties.id, bookings.propertyId))
    .where(and(...filterConditions(filters), inScope))
    .groupBy(bookings.status);
}

export async function selectBooking(db: Database, id: string): Promise<BookingWithListing | undefined> {
  const [row] = await selectBookings(db).where(eq(bookings.id, id));
  return row && flatten(row);
}

/** Visits between two days (both included) of some statuses, in day then slot order. */
export async function selectVisitsBetween(
  db: Database,
  {
    from,
    to,
    statuses,
    limit,
    inScope,
  }: { from: string; to: string; statuses: readonly BookingStatus[]; limit: number; inScope?: SQL },
): Promise<BookingWithListing[]> {
  const rows = await selectBookings(db)
    .where(
      and(
        gte(bookings.preferredDate, from),
        lte(bookings.preferredDate, to),
        statusCondition(statuses),
        inScope,
      ),
    )
    .orderBy(...ORDERS['visit-asc'])
    .limit(limit);
  return rows.map(flatten);
}

/**
 * A booking as the team's screens read it: the admin API's shape, but with the listing's cover photo itself, whose
 * URLs the routes build (routes.ts).
 */
export type BookingRecord = Omit<AdminBooking, 'listing'> & {
  listing: Omit<AdminBooking['listing'], 'thumbnail'> & { cover: ImageRow | null };
};

function toBookingRecord(row: BookingWithListing, covers: Map<string, ImageRow>): BookingRecord {
  const listed = row.propertyId !== null;
  return {
    id: row.id,
    reference: row.reference,
    status: row.status,
    name: row.name,
    phone: row.phone,
    email: row.email,
    preferredDate: row.preferredDate,
    timeSlot: row.timeSlot,
    message: row.message,
    notes: row.notes,
    userId: row.userId,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    assignedAgentId: row.assignedAgentId,
    firstRespondedAt: row.firstRespondedAt?.toISOString() ?? null,
    rescheduledFrom:
      row.rescheduledAt && row.rescheduledFromDate && row.rescheduledFromSlot
        ? {
            preferredDate: row.rescheduledFromDate,
            timeSlot: row.rescheduledFromSlot,
            at: row.rescheduledAt.toISOString(),
          }
        : null,
    listing: {
      id: row.propertyId,
      // The listing's title now when it still exists (it may have been renamed), else the one booked under.
      title: row.listingTitle ?? row.propertyTitle,
      city: row.listingCity,
      locality: row.listingLocality,
      cover: (listed && covers.get(row.propertyId!)) || null,
      deleted: !listed,
    },
  };
}

/** The bookings with their listings' covers, read in one query. */
export async function toBookingRecords(db: Database, rows: BookingWithListing[]): Promise<BookingRecord[]> {
  const ids = [...new Set(rows.flatMap((row) => (row.propertyId ? [row.propertyId] : [])))];
  const covers = await coverPhotosByListing(db, ids);
  return rows.map((row) => toBookingRecord(row, covers));
}

export async function readBooking(db: Database, id: string): Promise<BookingRecord | null> {
  const row = await selectBooking(db, id);
  if (!row) return null;
  const [booking] = await toBookingRecords(db, [row]);
  return booking!;
}
