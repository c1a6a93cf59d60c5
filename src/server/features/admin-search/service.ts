/**
 * The admin header search: listings, bookings and clients (the people behind bookings and enquiries) matching
 * what the admin typed. Three small statements run side by side, each ranked and cut to a few rows by the
 * database: a reference or a whole phone number first, then text that starts with what was typed, then text
 * where a word starts with it, then text that merely contains it; newest first within each.
 */
import { and, asc, desc, eq, gte, ilike, like, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '#server/db/client';
import { bookings, enquiries, properties } from '#server/db/schema';
import { escapeLike } from '#server/db/like-pattern';
import { searchTermsFor, type SearchTerms } from '#server/db/search-terms';

/** Results per group: enough to find someone, few enough to read at a glance. */
export const SEARCH_GROUP_LIMIT = 5;

const NEVER = sql`false`;

const anyOf = (conditions: Array<SQL | undefined>): SQL => or(...conditions) ?? NEVER;

function idMatch(column: AnyPgColumn, terms: SearchTerms): SQL | undefined {
  // A range on the primary key, so a short id is an index lookup rather than a cast of every id to text.
  return terms.idRange ? and(gte(column, terms.idRange.from), lte(column, terms.idRange.to)) : undefined;
}

/** Stored numbers are '+91' and ten digits: the digits typed may start the ten, or the whole with 91. */
function phoneMatches(column: AnyPgColumn, digits: string | null) {
  if (!digits) return { anywhere: undefined, atStart: undefined };
  const escaped = escapeLike(digits);
  return {
    anywhere: like(column, `%${escaped}%`),
    atStart: or(like(column, `+91${escaped}%`), like(column, `+${escaped}%`)),
  };
}

type Ranking = { exact?: SQL | undefined; textColumns: AnyPgColumn[]; startsWith?: SQL | undefined };

/** 0 a reference or whole phone number, 1 starts with the text, 2 a word starts with it, 3 contains it. */
function rankOf(terms: SearchTerms, { exact, textColumns, startsWith }: Ranking): SQL<number> {
  const starts = anyOf([...textColumns.map((column) => ilike(column, terms.startsWith)), startsWith]);
  const wordStarts = anyOf(textColumns.map((column) => ilike(column, terms.wordStartsWith)));
  return sql<number>`case when ${exact ?? NEVER} then 0 when ${starts} then 1 when ${wordStarts} then 2 else 3 end`;
}

function matchOf(terms: SearchTerms, textColumns: AnyPgColumn[], extra: Array<SQL | undefined>): SQL {
  return anyOf([...textColumns.map((column) => ilike(column, terms.contains)), ...extra]);
}

async function findListings(db: Database, terms: SearchTerms) {
  const textColumns = [properties.title, properties.city, properties.location];
  const byId = idMatch(properties.id, terms);
  const rows = await db
    .select({
      id: properties.id,
      title: properties.title,
      city: properties.city,
      locality: properties.location,
      price: properties.price,
      propertyStatus: properties.propertyStatus,
      rentalFrequency: properties.rentalFrequency,
    })
    .from(properties)
    .where(matchOf(terms, textColumns, [byId]))
    .orderBy(rankOf(terms, { exact: byId, textColumns }), desc(properties.createdAt), asc(properties.id))
    .limit(SEARCH_GROUP_LIMIT);
  return rows.map((row) => ({ ...row, link: `/admin/edit-property/${row.id}` }));
}

async function findBookings(db: Database, terms: SearchTerms) {
  const ownColumns = [bookings.name, bookings.email, bookings.propertyTitle];
  // Its id in full, or its reference: a booking's own first eight id characters name nothing the team is shown.
  const byId = anyOf([
    terms.id ? eq(bookings.id, terms.id) : undefined,
    terms.bookingReference ? eq(bookings.reference, terms.bookingReference) : undefined,
  ]);
  const phone = phoneMatches(bookings.phone, terms.phoneDigits);
  // The listing's title now, if renamed since the booking, is matched as an array of listing ids computed once:
  // every test in the filter is then on the bookings table's own columns, which its indexes can serve (an
  // `in (subquery)` among the ORs would make PostgreSQL scan every booking).
  const renamedListings = db
    .select({ id: properties.id })
    .from(properties)
    .where(ilike(properties.title, terms.contains));
  const listingTitleMatches = sql`${bookings.propertyId} = any(array${renamedListings})`;
  const rows = await db
    .select({
      id: bookings.id,
      reference: bookings.reference,
      name: bookings.name,
      phone: bookings.phone,
      email: bookings.email,
      preferredDate: bookings.preferredDate,
      timeSlot: bookings.timeSlot,
      status: bookings.status,
      listingTitle: sql<string>`coalesce(${properties.title}, ${bookings.propertyTitle})`,
      createdAt: bookings.createdAt,
    })
    .from(bookings)
    .leftJoin(properties, eq(properties.id, bookings.propertyId))
    .where(matchOf(terms, ownColumns, [listingTitleMatches, byId, phone.anywhere]))
    .orderBy(
      rankOf(terms, {
        exact: anyOf([byId, terms.phone ? eq(bookings.phone, terms.phone) : undefined]),
        textColumns: [...ownColumns, properties.title],
        startsWith: phone.atStart,
      }),
      desc(bookings.createdAt),
      asc(bookings.id),
    )
    .limit(SEARCH_GROUP_LIMIT);
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    link: `/admin/bookings?booking=${row.id}`,
  }));
}

type ClientRow = {
  person: string;
  name: string;
  phone: string | null;
  email: string | null;
  bookings: number;
  enquiries: number;
  last_activity_at: Date | string;
};

/**
 * A client is everyone who booked or enquired with one phone number (as stored, one way), or with one email
 * when they gave no phone. Only the best five people are chosen from the matching records; their whole
 * history (all bookings and enquiries, matching or not) is then read for the counts and latest details.
 */
async function findClients(db: Database, terms: SearchTerms) {
  const personOf = (table: typeof bookings | typeof enquiries) =>
    sql`coalesce(${table.phone}, lower(${table.email}))`;
  const matching = (table: typeof bookings | typeof enquiries) => {
    const textColumns = [table.name, table.email];
    const phone = phoneMatches(table.phone, terms.phoneDigits);
    const rank = rankOf(terms, {
      exact: terms.phone ? eq(table.phone, terms.phone) : undefined,
      textColumns,
      startsWith: phone.atStart,
    });
    return sql`select ${personOf(table)} as person, ${rank} as rank, ${table.createdAt} as at from ${table}
      where ${matchOf(terms, textColumns, [phone.anywhere])}`;
  };
  // The five people as an array computed once, so each side can be an index lookup (see findBookings).
  const historyOf = (table: typeof bookings | typeof enquiries, isBooking: boolean) =>
    sql`select ${personOf(table)} as person, ${table.name} as name, ${table.phone} as phone,
        lower(${table.email}) as email, ${table.createdAt} as at, ${sql.raw(isBooking ? '1' : '0')} as booking
      from ${table}
      where ${table.phone} = any(array(select person from chosen))
        or (${table.phone} is null and lower(${table.email}) = any(array(select person from chosen)))`;

  const statement = sql`with matched as (${matching(bookings)} union all ${matching(enquiries)}),
    chosen as (
      select person, min(rank) as rank from matched where person is not null
      group by person order by min(rank), max(at) desc limit ${SEARCH_GROUP_LIMIT}
    ),
    history as (${historyOf(bookings, true)} union all ${historyOf(enquiries, false)})
    select chosen.person,
      (array_agg(history.name order by history.at desc))[1] as name,
      (array_agg(history.phone order by history.at desc) filter (where history.phone is not null))[1] as phone,
      (array_agg(history.email order by history.at desc) filter (where history.email is not null))[1] as email,
      sum(history.booking)::int as bookings,
      (count(*) - sum(history.booking))::int as enquiries,
      max(history.at) as last_activity_at
    from chosen join history on history.person = chosen.person
    group by chosen.person, chosen.rank
    order by chosen.rank, max(history.at) desc, chosen.person`;
  // node-postgres and PGlite both answer db.execute with { rows }.
  const { rows } = (await db.execute(statement)) as { rows: ClientRow[] };
  return rows.map((row) => {
    const bookingCount = Number(row.bookings);
    // The bookings screen finds a person by phone digits; enquiries too, and by email when there is no phone.
    const lookFor = row.phone ?? row.email ?? row.name;
    const screen = bookingCount > 0 ? '/admin/bookings' : '/admin/enquiries';
    return {
      key: row.person,
      name: row.name,
      phone: row.phone,
      email: row.email,
      bookings: bookingCount,
      enquiries: Number(row.enquiries),
      lastActivityAt: new Date(row.last_activity_at).toISOString(),
      link: `${screen}?${new URLSearchParams({ q: lookFor }).toString()}`,
    };
  });
}

export async function searchForAdmin(db: Database, query: string) {
  const terms = searchTermsFor(query);
  const [listings, bookingResults, clients] = await Promise.all([
    findListings(db, terms),
    findBookings(db, terms),
    findClients(db, terms),
  ]);
  return { listings, bookings: bookingResults, clients };
}

export type AdminSearchResults = Awaited<ReturnType<typeof searchForAdmin>>;
