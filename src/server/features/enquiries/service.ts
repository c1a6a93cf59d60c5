/** Enquiries from visitors: about a listing, a general question, or a villa to build on their plot. */
import { randomUUID } from 'node:crypto';
import { count, desc, eq, type SQL } from 'drizzle-orm';
import type { EnquiryRequest } from '../../../domain/enquiry-request.js';
import type { Database } from '../../db/client.js';
import { enquiries, ENQUIRY_KINDS, properties } from '../../db/schema.js';
import { NotFoundError } from '../../errors.js';

export type EnquiryRow = typeof enquiries.$inferSelect;

const LISTING_GONE =
  'We could not find this property. It may have been sold, rented out or taken off HouseHunt.';

type NewEnquiry = {
  request: EnquiryRequest;
  userId: string | null;
  idempotencyKey: string | null;
  /** Build the enquiry as it would be and store nothing (the honeypot's answer). */
  dryRun?: boolean;
};

async function findByKey(db: Database, key: string): Promise<EnquiryRow | undefined> {
  const [row] = await db.select().from(enquiries).where(eq(enquiries.idempotencyKey, key));
  return row;
}

/** The columns each kind fills; kind-specific answers go to `details`. */
async function columnsFor(db: Database, request: EnquiryRequest) {
  const common = {
    kind: request.kind,
    name: request.name,
    phone: request.phone ?? null,
    email: request.email ?? null,
    message: request.message ?? null,
  };
  switch (request.kind) {
    case 'property': {
      const [listing] = await db
        .select({ id: properties.id, title: properties.title })
        .from(properties)
        .where(eq(properties.id, request.propertyId));
      if (!listing) throw new NotFoundError(LISTING_GONE);
      // The title as the visitor saw it: the enquiry stays readable after the listing changes or goes.
      return { ...common, propertyId: listing.id, city: null, details: { propertyTitle: listing.title } };
    }
    case 'contact':
      return { ...common, propertyId: null, city: null, details: {} };
    case 'construction': {
      const { plotArea, plotAreaUnit, budgetRange, timeline } = request;
      return {
        ...common,
        propertyId: null,
        city: request.city,
        details: { plotArea, plotAreaUnit, budgetRange, timeline },
      };
    }
  }
}

/** Records an enquiry, status new. A key seen before returns the enquiry it made, as bookings do. */
export async function sendEnquiry(
  db: Database,
  { request, userId, idempotencyKey, dryRun = false }: NewEnquiry,
): Promise<{ enquiry: EnquiryRow; replayed: boolean }> {
  if (idempotencyKey && !dryRun) {
    const first = await findByKey(db, idempotencyKey);
    if (first) return { enquiry: first, replayed: true };
  }
  const values = { ...(await columnsFor(db, request)), userId, idempotencyKey };
  if (dryRun) {
    const now = new Date();
    const enquiry: EnquiryRow = {
      ...values,
      id: randomUUID(),
      status: 'new',
      notes: null,
      createdAt: now,
      updatedAt: now,
    };
    return { enquiry, replayed: false };
  }
  const [created] = await db
    .insert(enquiries)
    .values(values)
    .onConflictDoNothing({ target: enquiries.idempotencyKey })
    .returning();
  if (created) return { enquiry: created, replayed: false };
  const first = await findByKey(db, idempotencyKey!);
  if (!first) throw new Error('An enquiry with this idempotency key conflicted but cannot be found');
  return { enquiry: first, replayed: true };
}

/** What the visitor who wrote sees: their own enquiry, without the team's notes or account links. */
export function toEnquiryReceipt(enquiry: EnquiryRow) {
  return {
    id: enquiry.id,
    kind: enquiry.kind,
    propertyId: enquiry.propertyId,
    name: enquiry.name,
    phone: enquiry.phone,
    email: enquiry.email,
    city: enquiry.city,
    message: enquiry.message,
    details: enquiry.details,
    status: enquiry.status,
    createdAt: enquiry.createdAt.toISOString(),
  };
}

export type EnquiryListQuery = {
  page: number;
  pageSize: number;
  kind?: (typeof ENQUIRY_KINDS)[number] | undefined;
};

/** Newest first, paged, for the admin API. */
export async function listEnquiries(db: Database, query: EnquiryListQuery) {
  const where: SQL | undefined = query.kind ? eq(enquiries.kind, query.kind) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(enquiries)
      .where(where)
      .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(enquiries).where(where),
  ]);
  return {
    items: rows.map((row) => ({
      ...toEnquiryReceipt(row),
      userId: row.userId,
      notes: row.notes,
      updatedAt: row.updatedAt.toISOString(),
    })),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
