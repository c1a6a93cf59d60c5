/** The SQL behind the team's enquiries screens: filters, search, sorts, counts and the rows. */
import { and, asc, count, desc, eq, gte, ilike, inArray, like, lt, or, sql, type SQL } from 'drizzle-orm';
import type { EnquiryListQuery } from '#domain/enquiry-management';
import { addDays } from '#domain/india-calendar';
import type { Database } from '#server/db/client';
import { escapeLike } from '#server/db/like-pattern';
import { enquiries } from '#server/db/schema';
import { searchTermsFor } from '#server/db/search-terms';

/** The first instant of a calendar day in India. */
const indiaDayStart = (day: string) => new Date(`${day}T00:00:00+05:30`);

/** The same reading of the text as the header search, whose client links open this list with `q`. */
function searchCondition(q: string): SQL {
  const terms = searchTermsFor(q);
  return or(
    ilike(enquiries.name, terms.contains),
    ilike(enquiries.email, terms.contains),
    ilike(enquiries.city, terms.contains),
    ilike(enquiries.message, terms.contains),
    ilike(sql`${enquiries.details} ->> 'propertyTitle'`, terms.contains),
    // Phones are stored as +919845012345; people type them with spaces, dashes or a leading 0.
    terms.phoneDigits ? like(enquiries.phone, `%${escapeLike(terms.phoneDigits)}%`) : undefined,
  )!;
}

/** Every filter but status; the status chips count under these. */
function conditionsBesidesStatus(query: EnquiryListQuery): SQL[] {
  const conditions: SQL[] = [];
  if (query.q) conditions.push(searchCondition(query.q));
  if (query.kind) conditions.push(inArray(enquiries.kind, query.kind));
  if (query.from) conditions.push(gte(enquiries.createdAt, indiaDayStart(query.from)));
  if (query.to) conditions.push(lt(enquiries.createdAt, indiaDayStart(addDays(query.to, 1))));
  return conditions;
}

/** Every filter of the list, status included. */
export function whereEnquiriesMatch(query: EnquiryListQuery): SQL | undefined {
  const conditions = conditionsBesidesStatus(query);
  if (query.status) conditions.push(inArray(enquiries.status, query.status));
  return conditions.length ? and(...conditions) : undefined;
}

// The id breaks ties so pages never repeat or skip an enquiry.
function orderOf(sort: EnquiryListQuery['sort']): SQL[] {
  switch (sort) {
    case 'created-asc':
      return [asc(enquiries.createdAt), asc(enquiries.id)];
    case 'name-asc':
      return [asc(sql`lower(${enquiries.name})`), desc(enquiries.createdAt), asc(enquiries.id)];
    case 'created-desc':
      return [desc(enquiries.createdAt), desc(enquiries.id)];
  }
}

/** One page of the enquiries `where` matches, in the list's order. */
export function selectEnquiryPage(
  db: Database,
  where: SQL | undefined,
  sort: EnquiryListQuery['sort'],
  { limit, offset }: { limit: number; offset: number },
) {
  return db
    .select()
    .from(enquiries)
    .where(where)
    .orderBy(...orderOf(sort))
    .limit(limit)
    .offset(offset);
}

export async function countEnquiries(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(enquiries).where(where);
  return row?.n ?? 0;
}

/** How many enquiries each status holds under the list's other filters: the status chips' figures. */
export function countEnquiriesByStatus(db: Database, query: EnquiryListQuery, inScope?: SQL) {
  const besidesStatus = conditionsBesidesStatus(query);
  if (inScope) besidesStatus.push(inScope);
  return db
    .select({ status: enquiries.status, n: count() })
    .from(enquiries)
    .where(besidesStatus.length ? and(...besidesStatus) : undefined)
    .groupBy(enquiries.status);
}

export async function selectEnquiry(db: Database, id: string) {
  const [row] = await db.select().from(enquiries).where(eq(enquiries.id, id));
  return row;
}
