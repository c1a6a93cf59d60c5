/** Visit bookings: a visitor asks to see a listing; the team confirms by phone (issue 6 manages them). */
import { randomUUID } from 'node:crypto';
import { count, desc, eq } from 'drizzle-orm';
import type { BookingRequest } from '../../../domain/booking-request.js';
import type { Database } from '../../db/client.js';
import { bookings, BOOKING_STATUSES, properties } from '../../db/schema.js';
import { NotFoundError } from '../../errors.js';

export type BookingRow = typeof bookings.$inferSelect;

export const LISTING_GONE =
  'We could not find this property. It may have been sold, rented out or taken off HouseHunt.';

type NewBooking = {
  request: BookingRequest;
  /** The signed-in visitor, if any. */
  userId: string | null;
  idempotencyKey: string | null;
  /** Build the booking as it would be and store nothing (the honeypot's answer). */
  dryRun?: boolean;
};

async function findByKey(db: Database, key: string): Promise<BookingRow | undefined> {
  const [row] = await db.select().from(bookings).where(eq(bookings.idempotencyKey, key));
  return row;
}

/**
 * Books a visit, status pending. A key seen before returns the booking it made (`replayed`), however the two
 * requests raced: the unique index lets one insert win and the other finds its row.
 */
export async function requestVisit(
  db: Database,
  { request, userId, idempotencyKey, dryRun = false }: NewBooking,
): Promise<{ booking: BookingRow; replayed: boolean }> {
  if (idempotencyKey && !dryRun) {
    const first = await findByKey(db, idempotencyKey);
    if (first) return { booking: first, replayed: true };
  }
  const [listing] = await db
    .select({ id: properties.id, title: properties.title })
    .from(properties)
    .where(eq(properties.id, request.propertyId));
  if (!listing) throw new NotFoundError(LISTING_GONE);

  const values = {
    propertyId: listing.id,
    propertyTitle: listing.title,
    userId,
    name: request.name,
    phone: request.phone,
    email: request.email ?? null,
    preferredDate: request.preferredDate,
    timeSlot: request.timeSlot,
    message: request.message ?? null,
    idempotencyKey,
  };
  if (dryRun) {
    const now = new Date();
    const booking: BookingRow = {
      ...values,
      id: randomUUID(),
      status: 'pending',
      notes: null,
      createdAt: now,
      updatedAt: now,
    };
    return { booking, replayed: false };
  }

  const [created] = await db
    .insert(bookings)
    .values(values)
    .onConflictDoNothing({ target: bookings.idempotencyKey })
    .returning();
  if (created) return { booking: created, replayed: false };
  // Only a key can conflict, so the row that beat this one is there to be read.
  const first = await findByKey(db, idempotencyKey!);
  if (!first) throw new Error('A booking with this idempotency key conflicted but cannot be found');
  return { booking: first, replayed: true };
}

/** What the visitor who booked sees: their own request, without the team's notes or account links. */
export function toBookingConfirmation(booking: BookingRow) {
  return {
    id: booking.id,
    propertyId: booking.propertyId,
    propertyTitle: booking.propertyTitle,
    name: booking.name,
    phone: booking.phone,
    email: booking.email,
    preferredDate: booking.preferredDate,
    timeSlot: booking.timeSlot,
    message: booking.message,
    status: booking.status,
    createdAt: booking.createdAt.toISOString(),
  };
}

export type BookingListQuery = {
  page: number;
  pageSize: number;
  status?: (typeof BOOKING_STATUSES)[number] | undefined;
};

/** Newest first, paged, for the admin API. */
export async function listBookings(db: Database, query: BookingListQuery) {
  const where = query.status ? eq(bookings.status, query.status) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(bookings)
      .where(where)
      // The id breaks ties so pages never repeat or skip a booking made in the same instant.
      .orderBy(desc(bookings.createdAt), desc(bookings.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(bookings).where(where),
  ]);
  return {
    items: rows.map((row) => ({
      ...toBookingConfirmation(row),
      userId: row.userId,
      notes: row.notes,
      updatedAt: row.updatedAt.toISOString(),
    })),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
