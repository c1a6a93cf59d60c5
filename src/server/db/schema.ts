/**
 * The database schema of the whole product. Migrations in /migrations are generated from this file
 * (`npm run db:generate`) and run unchanged on PGlite and on PostgreSQL.
 */
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { NOTIFICATION_PRIORITIES, NOTIFICATION_TYPES } from '#domain/team-notifications';
import { USER_ROLES } from '#domain/user-profile';
import { VISITOR_LOCALES } from '#domain/visitor-locale';
import {
  AGES_OF_PROPERTY,
  AMENITIES,
  type Amenity,
  type IndianState,
  FACINGS,
  FURNISHING_STATUSES,
  ALL_SUB_CATEGORIES,
  MAIN_CATEGORIES,
  PROPERTY_STATUSES,
  RENTAL_FREQUENCIES,
  SUB_CATEGORIES,
} from '#domain/taxonomy';
import { BOOKING_STATUSES } from '#domain/booking-management';
import { LISTING_STATES, PUBLIC_LISTING_STATES } from '#domain/listing-lifecycle';
import { LISTER_KINDS } from '#domain/listing-lister';
import { IMPORT_STATUSES, type ImportRowError, type ImportRowWrite } from '#domain/listing-import';
import { LEAD_ROUTING_MODES } from '#domain/lead-routing';
import { VERIFICATION_CHECKS } from '#domain/listing-verification';
import { newBookingReference } from '#domain/booking-reference';
import { PRICE_SORT_STATUS_ORDER } from '#domain/listing-search';
import { ENQUIRY_KINDS, ENQUIRY_STATUSES } from '#domain/enquiry-management';
import { SAVED_SEARCH_FREQUENCIES, type SavedSearchFilters } from '#domain/saved-search';
import { MAIL_STATUSES, type MailAttachment } from '#domain/sent-mail';
import type { ImageVariant } from '#server/storage/image-processing';

const quoted = (values: readonly string[]) => values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', ');

/** CHECK (column IN (...)) from the domain's own lists, so the database enforces the same taxonomy. */
function oneOf(name: string, column: string, values: readonly string[]) {
  return check(name, sql.raw(`"${column}" in (${quoted(values)})`));
}

/**
 * 0 for a listing for sale, 1 for rent (the domain's PRICE_SORT_STATUS_ORDER): a price sort over both orders by it
 * before the price. Written with literals, not parameters, so the planner matches it to the indexes on it.
 */
export const priceSortGroup = (status: AnyColumn) =>
  sql`(case ${status} ${sql.raw(PRICE_SORT_STATUS_ORDER.map((value, rank) => `when '${value}' then ${rank}`).join(' '))} end)`;

/**
 * Price per sq ft of the total area, a rent per month whatever period it is quoted for (as pricePerSqFt in the
 * domain): the "price per sq ft" sort orders by it, its index holds it, and the admin's price benchmark reads it.
 */
export const pricePerSqFt = (t: { price: AnyColumn; rentalFrequency: AnyColumn; squareFeet: AnyColumn }) =>
  sql`(${t.price}::double precision / (case when ${t.rentalFrequency} = 'yearly' then 12 else 1 end) / ${t.squareFeet}::double precision)`;

/**
 * A city's or locality's slug, as placeSlug in the domain (locality-insights.ts) writes it: the locality figures'
 * keys and their index on properties. The trigger of migration locality_insights writes the same expression.
 */
export const placeSlugSql = (name: AnyColumn | SQL) =>
  sql`btrim(regexp_replace(lower(coalesce(${name}, '')), '[^a-z0-9]+', '-', 'g'), '-')`;

/** A listing's bedrooms as the locality figures key them: -1 (NO_BEDROOMS) for none given. */
export const bedroomsKey = (bedrooms: AnyColumn) => sql`coalesce(${bedrooms}, -1)`;

/** The duplicate guard's bands of a photo's 64-bit hash: band 0 is the lowest 16 bits. */
export const PERCEPTUAL_HASH_BANDS = [0, 1, 2, 3] as const;
export const perceptualHashBand = (hash: AnyColumn, band: (typeof PERCEPTUAL_HASH_BANDS)[number]) =>
  sql`((${hash} >> ${sql.raw(String(band * 16))}) & 65535)`;

/** An address as the duplicate guard compares it: lower case, letters and digits only. Its index holds the same. */
export const addressKey = (address: AnyColumn | SQL) =>
  sql`regexp_replace(lower(${address}), '[^[:alnum:]]+', '', 'g')`;

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name'),
    // Stored lower-cased by the code that writes it, so the unique index is case-insensitive in practice.
    email: text('email').notNull(),
    photoUrl: text('photo_url'),
    role: text('role', { enum: USER_ROLES }).notNull().default('user'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    // An admin's own choice of team mail (their profile page), which counts only once they saved one (chosen at):
    // until then the defaults of domain/team-mail-choices.ts apply, so they can change without rewriting rows.
    mailNewBookings: boolean('mail_new_bookings').notNull().default(false),
    mailNewEnquiries: boolean('mail_new_enquiries').notNull().default(false),
    mailDailyDigest: boolean('mail_daily_digest').notNull().default(false),
    teamMailChosenAt: timestamp('team_mail_chosen_at', { withTimezone: true }),
    // The mobile a lister's listings reveal to signed-in visitors, only while they choose to (decision 027).
    listingPhone: text('listing_phone'),
    listingPhoneShown: boolean('listing_phone_shown').notNull().default(false),
    // A lister whose edits of a live listing publish at once, without going back to review: an admin's choice.
    trustedLister: boolean('trusted_lister').notNull().default(false),
    // The language the visitor last switched the site to (header), so their mails are written in it; null: never
    // chosen, English. Guests keep theirs in the hh_lang cookie (docs/decisions/028-english-and-hindi.md).
    locale: text('locale', { enum: VISITOR_LOCALES }),
    // Optimistic concurrency for admin edits (role, profile): see db/record-write.ts.
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    oneOf('users_role_check', 'role', USER_ROLES),
    oneOf('users_locale_check', 'locale', VISITOR_LOCALES),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    // SHA-256 of the opaque cookie value: a leaked table does not hand out live sessions.
    idHash: text('id_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    csrfToken: text('csrf_token').notNull(),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/**
 * A sign-in in progress: what the callback must check (PKCE verifier, nonce) and where to go after.
 * Keyed by the OAuth state, which also sits in the browser's cookie; deleted when used, so a callback
 * can complete once.
 */
export const authRequests = pgTable(
  'auth_requests',
  {
    state: text('state').primaryKey(),
    provider: text('provider').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    returnTo: text('return_to').notNull(),
    mode: text('mode', { enum: ['popup', 'redirect'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('auth_requests_expires_idx').on(t.expiresAt),
    check('auth_requests_mode_check', sql.raw(`"mode" in ('popup', 'redirect')`)),
  ],
);

const residential = quoted(SUB_CATEGORIES.residential);
const commercial = quoted(SUB_CATEGORIES.commercial);

// Weighted so a match in the title ranks above one in the locality, above one in the description.
const searchDocument: SQL = sql.raw(
  `setweight(to_tsvector('english'::regconfig, coalesce("title", '')), 'A') || ` +
    `setweight(to_tsvector('english'::regconfig, coalesce("location", '') || ' ' || coalesce("city", '')), 'B') || ` +
    `setweight(to_tsvector('english'::regconfig, coalesce("description", '')), 'C')`,
);

export const properties = pgTable(
  'properties',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description'),
    mainCategory: text('main_category', { enum: MAIN_CATEGORIES }).notNull(),
    subCategory: text('sub_category', { enum: ALL_SUB_CATEGORIES }).notNull(),
    propertyStatus: text('property_status', { enum: PROPERTY_STATUSES }).notNull(),
    // Whole rupees; bigint because prices run to hundreds of crores.
    price: bigint('price', { mode: 'number' }).notNull(),
    rentalFrequency: text('rental_frequency', { enum: RENTAL_FREQUENCIES }),
    securityDeposit: bigint('security_deposit', { mode: 'number' }),
    maintenanceCharges: bigint('maintenance_charges', { mode: 'number' }),
    availableFrom: date('available_from', { mode: 'string' }).notNull(),
    isCommissionApplicable: boolean('is_commission_applicable').notNull().default(false),
    commissionPercentage: numeric('commission_percentage', { precision: 5, scale: 2, mode: 'number' }),
    location: text('location'),
    address: text('address').notNull(),
    landmark: text('landmark'),
    city: text('city').notNull(),
    state: text('state').$type<IndianState>().notNull(),
    pincode: text('pincode').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** The coordinates are the centre of the PIN code's area (or the city's), not a pin placed on the map. */
    locationApproximate: boolean('location_approximate').notNull().default(false),
    bedrooms: smallint('bedrooms'),
    bathrooms: smallint('bathrooms'),
    balconies: smallint('balconies'),
    furnishingStatus: text('furnishing_status', { enum: FURNISHING_STATUSES }),
    totalFloors: smallint('total_floors'),
    floorNumber: smallint('floor_number'),
    facing: text('facing', { enum: FACINGS }),
    ageOfProperty: text('age_of_property', { enum: AGES_OF_PROPERTY }),
    squareFeet: numeric('square_feet', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    undividedShare: numeric('undivided_share', { precision: 12, scale: 2, mode: 'number' }),
    carpetArea: numeric('carpet_area', { precision: 12, scale: 2, mode: 'number' }),
    plotArea: numeric('plot_area', { precision: 12, scale: 2, mode: 'number' }),
    plotLength: numeric('plot_length', { precision: 10, scale: 2, mode: 'number' }),
    plotBreadth: numeric('plot_breadth', { precision: 10, scale: 2, mode: 'number' }),
    washrooms: smallint('washrooms'),
    parkingSpaces: smallint('parking_spaces'),
    cabins: smallint('cabins'),
    workstations: integer('workstations'),
    features: text('features')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    amenities: text('amenities')
      .array()
      .$type<Amenity[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    isFeatured: boolean('is_featured').notNull().default(false),
    // Where the listing is in its life, apart from sale or rent (decision 023). The defaults describe a listing
    // inserted live (the demo catalogue, the tests' factories); the team's new listings are written as drafts.
    listingState: text('listing_state', { enum: LISTING_STATES }).notNull().default('live'),
    listedAt: timestamp('listed_at', { withTimezone: true }).defaultNow(),
    lastConfirmedAt: timestamp('last_confirmed_at', { withTimezone: true }).defaultNow(),
    leftPublicAt: timestamp('left_public_at', { withTimezone: true }),
    // In a public state and confirmed within 60 days: what every public read filters on, and the predicate of
    // the search's partial indexes. Set by each move and confirmation, and cleared by the freshness sweep.
    inPublicSearch: boolean('in_public_search').notNull().default(true),
    // When the team was mailed that availability is due a confirmation: once, until the next confirmation.
    confirmationDueMailedAt: timestamp('confirmation_due_mailed_at', { withTimezone: true }),
    // The last price drop: the "Price reduced" badge for 14 days and the "recently reduced" sort.
    priceReducedAt: timestamp('price_reduced_at', { withTimezone: true }),
    // The project's RERA registration number, in the format of the listing's state (domain/rera.ts).
    reraNumber: text('rera_number'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    // Who lists it (decision 027): the owner or agent who posted it (listed_by, the account that manages it from
    // My listings), or the team (null). The badge and the search's filter read lister_kind.
    listedBy: uuid('listed_by').references(() => users.id, { onDelete: 'set null' }),
    listerKind: text('lister_kind', { enum: LISTER_KINDS }).notNull().default('team'),
    // An agent lister's RERA agent registration number, in the format of the listing's state (domain/rera.ts).
    listerReraNumber: text('lister_rera_number'),
    // The team's agent the listing and its leads are assigned to: an agent sees and acts on these only.
    assignedAgentId: uuid('assigned_agent_id').references(() => users.id, { onDelete: 'set null' }),
    // Why the last review sent the listing back to draft, for the lister to fix; cleared when approved.
    reviewNote: text('review_note'),
    // The listing quality score (domain/listing-quality.ts) as of its last write, kept by every write that
    // changes what it reads: the review queue sorts by it and the public search breaks ties by it. Null until
    // scored: listings written before the score, or inserted around the write paths, are scored by the
    // housekeeping job listings.quality-score.
    qualityScore: smallint('quality_score'),
    ...timestamps,
    // Optimistic concurrency: a save names the version it edited and fails if the row moved on.
    version: integer('version').notNull().default(1),
    search: tsvector('search').generatedAlwaysAs(searchDocument),
  },
  (t) => {
    const inPublicSearch = sql`${t.inPublicSearch}`;
    return [
      oneOf('properties_main_category_check', 'main_category', MAIN_CATEGORIES),
      check(
        'properties_sub_category_check',
        sql.raw(
          `("main_category" = 'residential' and "sub_category" in (${residential})) or ` +
            `("main_category" = 'commercial' and "sub_category" in (${commercial}))`,
        ),
      ),
      oneOf('properties_status_check', 'property_status', PROPERTY_STATUSES),
      check(
        'properties_rental_frequency_check',
        sql.raw(
          `("property_status" = 'rent' and "rental_frequency" in (${quoted(RENTAL_FREQUENCIES)})) or ` +
            `("property_status" = 'sale' and "rental_frequency" is null)`,
        ),
      ),
      check('properties_price_check', sql`${t.price} > 0`),
      check(
        'properties_money_check',
        sql`coalesce(${t.securityDeposit}, 0) >= 0 and coalesce(${t.maintenanceCharges}, 0) >= 0`,
      ),
      check(
        'properties_commission_check',
        sql`${t.commissionPercentage} is null or (${t.isCommissionApplicable} and ${t.commissionPercentage} between 0 and 100)`,
      ),
      check('properties_pincode_check', sql.raw(`"pincode" ~ '^[1-9][0-9]{5}$'`)),
      check(
        'properties_geo_check',
        sql`(${t.latitude} is null) = (${t.longitude} is null) and coalesce(${t.latitude} between -90 and 90, true) and coalesce(${t.longitude} between -180 and 180, true)`,
      ),
      check(
        'properties_furnishing_check',
        sql.raw(`"furnishing_status" is null or "furnishing_status" in (${quoted(FURNISHING_STATUSES)})`),
      ),
      check('properties_facing_check', sql.raw(`"facing" is null or "facing" in (${quoted(FACINGS)})`)),
      check(
        'properties_age_check',
        sql.raw(`"age_of_property" is null or "age_of_property" in (${quoted(AGES_OF_PROPERTY)})`),
      ),
      check('properties_area_check', sql`${t.squareFeet} > 0`),
      check('properties_amenities_check', sql.raw(`"amenities" <@ array[${quoted(AMENITIES)}]::text[]`)),
      check('properties_version_check', sql`${t.version} >= 1`),
      oneOf('properties_listing_state_check', 'listing_state', LISTING_STATES),
      oneOf('properties_lister_kind_check', 'lister_kind', LISTER_KINDS),
      check('properties_quality_score_check', sql`${t.qualityScore} between 0 and 100`),
      // The listings the quality job has still to score.
      index('properties_unscored_idx')
        .on(t.id)
        .where(sql`${t.qualityScore} is null`),
      // A lister's own listings (My listings) and an agent's assigned ones, newest change first.
      index('properties_listed_by_idx')
        .on(t.listedBy, t.updatedAt.desc())
        .where(sql`${t.listedBy} is not null`),
      index('properties_assigned_agent_idx')
        .on(t.assignedAgentId, t.updatedAt.desc())
        .where(sql`${t.assignedAgentId} is not null`),
      // A sale listing is never rented, a rent listing never sold (isListingStateFor).
      check(
        'properties_listing_state_kind_check',
        sql.raw(
          `not ("property_status" = 'sale' and "listing_state" = 'rented') and not ("property_status" = 'rent' and "listing_state" = 'sold')`,
        ),
      ),
      // Only a public state is in the search, and a public listing has been listed and confirmed.
      check(
        'properties_public_search_check',
        sql.raw(
          `(not "in_public_search" or "listing_state" in (${quoted(PUBLIC_LISTING_STATES)})) and ` +
            `("listing_state" not in (${quoted(PUBLIC_LISTING_STATES)}) or ("listed_at" is not null and "last_confirmed_at" is not null))`,
        ),
      ),
      // Every search sorts (newest, price or area) and pages; each index below reads one sort × filter in order, so a
      // page costs its own rows and the ids it skips, never a sort of every match (issue 14). The id closes each
      // key: it breaks ties in the sort's direction, and lets a deep page skip entries of the index alone.
      // The search's indexes hold only what the public sees (in_public_search): every public read names it, so a
      // draft or sold listing costs the search nothing; the admin list reads the table as it is.
      index('properties_category_idx').on(t.mainCategory, t.subCategory).where(inPublicSearch),
      // A price range, and with bedrooms: a capped count reads this index alone, not the rows (index-only scan).
      index('properties_price_idx').on(t.price, t.bedrooms).where(inPublicSearch),
      // Buy or Rent, newest first (and a capped count of either); price sorts and ranges within Buy or Rent.
      // A sort by price, area or price per sq ft puts the better listing first among equals (quality_score desc
      // nulls last, decision 027): cheapest first reads the first index forwards, dearest first the second
      // backwards (price desc, quality desc nulls last, id desc), so neither sorts what it reads.
      // The filters of the panel and "More filters" close it (BHK, bathrooms, furnishing, facing, age, floors,
      // parking, who posted it, type, possession date, RERA), so a capped count of any of them, or a page of a
      // rare one, tests them on the index entries alone rather than reading the table from its start (issue 26).
      index('properties_status_created_idx')
        .on(
          t.propertyStatus,
          t.createdAt,
          t.id,
          t.bedrooms,
          t.bathrooms,
          t.furnishingStatus,
          t.facing,
          t.ageOfProperty,
          t.floorNumber,
          t.totalFloors,
          t.parkingSpaces,
          t.listerKind,
          t.subCategory,
          t.availableFrom,
          t.reraNumber,
        )
        .where(inPublicSearch),
      // An exact BHK (or each of a few) newest first, in Buy, Rent or both (the status closes it, so either is
      // passed over in the index): a 2 BHK search reads its own entries in order, not every listing's (issue 26).
      // The type closes it too, so a capped count of "2 BHK flats" reads the index alone.
      index('properties_bedrooms_created_idx')
        .on(t.bedrooms, t.createdAt, t.id, t.propertyStatus, t.subCategory)
        .where(inPublicSearch),
      // The top floor compares two columns, which no index orders: these listings (one in every few) get an index
      // of their own, newest first, the status closing it, so a page or capped count of them never reads the table.
      index('properties_top_floor_created_idx')
        .on(t.createdAt, t.id, t.propertyStatus)
        .where(sql`${inPublicSearch} and ${t.floorNumber} = ${t.totalFloors} and ${t.totalFloors} > 0`),
      // RERA-registered listings (a project's flats, one listing in several), newest first, the status, type and
      // parking closing it: "RERA flats with parking" finds its few listings here, or learns there are none,
      // without passing over every other listing's entry.
      index('properties_rera_created_idx')
        .on(t.createdAt, t.id, t.propertyStatus, t.subCategory, t.parkingSpaces)
        .where(sql`${inPublicSearch} and ${t.reraNumber} is not null`),
      index('properties_status_price_idx')
        .on(t.propertyStatus, t.price, t.qualityScore.desc().nullsLast(), t.id, t.bedrooms)
        .where(inPublicSearch),
      index('properties_status_price_desc_idx')
        .on(t.propertyStatus, t.price, t.qualityScore.asc().nullsFirst(), t.id, t.bedrooms)
        .where(inPublicSearch),
      // A price sort with neither Buy nor Rent chosen, cheapest or dearest first, without sorting every match.
      index('properties_sale_first_price_idx')
        .on(priceSortGroup(t.propertyStatus), t.price, t.qualityScore.desc().nullsLast(), t.id)
        .where(inPublicSearch),
      index('properties_sale_first_price_desc_idx')
        .on(
          priceSortGroup(t.propertyStatus),
          t.price.desc().nullsFirst(),
          t.qualityScore.desc().nullsLast(),
          t.id.desc().nullsFirst(),
        )
        .where(inPublicSearch),
      index('properties_created_idx').on(t.createdAt, t.id).where(inPublicSearch),
      // Largest first, read backwards; price per sq ft (of the total area) cheapest first.
      index('properties_area_idx')
        .on(t.squareFeet, t.qualityScore.asc().nullsFirst(), t.id)
        .where(inPublicSearch),
      index('properties_price_per_sq_ft_idx')
        .on(pricePerSqFt(t), t.qualityScore.desc().nullsLast(), t.id)
        .where(inPublicSearch),
      // The price drops of the last days, newest first.
      index('properties_price_reduced_idx')
        .on(t.priceReducedAt.desc().nullsLast(), t.id.desc())
        .where(sql`${inPublicSearch} and ${t.priceReducedAt} is not null`),
      // A city newest first (Buy or Rent filtered on the way: at most half the city's entries are passed over), and
      // a city within Buy or Rent by price; both serve a plain city lookup. The city and status columns themselves
      // close the first, so a capped count of a city (with Buy or Rent) reads the index alone: the planner cannot
      // answer lower(city) from an index without the column.
      index('properties_city_created_idx')
        .on(sql`lower(${t.city})`, t.createdAt, t.id, t.city, t.propertyStatus)
        .where(inPublicSearch),
      index('properties_city_status_price_idx')
        .on(sql`lower(${t.city})`, t.propertyStatus, t.price, t.qualityScore.desc().nullsLast(), t.id)
        .where(inPublicSearch),
      index('properties_city_status_price_desc_idx')
        .on(sql`lower(${t.city})`, t.propertyStatus, t.price, t.qualityScore.asc().nullsFirst(), t.id)
        .where(inPublicSearch),
      // A locality picked from the place suggestions, within its city, newest first (the locality filter).
      index('properties_city_locality_created_idx')
        .on(sql`lower(${t.city})`, sql`lower(${t.location})`, t.createdAt, t.id)
        .where(inPublicSearch),
      // A PIN code's listings newest first: the PIN filter and the PIN typed as search words.
      index('properties_pincode_created_idx').on(t.pincode, t.createdAt, t.id).where(inPublicSearch),
      // Similar listings: the same type in the same city, nearest in price above and below.
      index('properties_similar_idx')
        .on(t.propertyStatus, t.subCategory, sql`lower(${t.city})`, t.price)
        .where(inPublicSearch),
      // The featured listings newest first: the home page's row and the search's "Featured only". A few featured
      // among many would otherwise be found by walking the date index past every listing that is not.
      index('properties_featured_idx')
        .on(t.createdAt, t.id)
        .where(sql`${inPublicSearch} and ${t.isFeatured}`),
      index('properties_search_idx').using('gin', t.search).where(inPublicSearch),
      // The map: a box of latitude and longitude (a drawn area's box first, then its exact test), ranged on the
      // latitude. The status, rent frequency and price close it, so the map's clusters read the index alone.
      index('properties_map_idx')
        .on(t.latitude, t.longitude, t.propertyStatus, t.rentalFrequency, t.price)
        .where(inPublicSearch),
      // The strips along a box's sides that the map's kept cells leave to the listings (map-cells.ts), ranged on
      // the longitude.
      index('properties_map_lng_idx')
        .on(t.longitude, t.latitude, t.propertyStatus, t.rentalFrequency, t.price)
        .where(inPublicSearch),
      // Locality insights: a group's listings (city, sale or rent, type, BHK, and the locality last, so a city's
      // group is the first four), which the figures' trigger reads to recompute one group's median.
      index('properties_locality_figures_idx')
        .on(
          placeSlugSql(t.city),
          t.propertyStatus,
          t.subCategory,
          bedroomsKey(t.bedrooms),
          placeSlugSql(t.location),
        )
        .where(inPublicSearch),
      // The duplicate guard's other test: a listing at the same PIN code with the same address and near-equal area,
      // read from the index alone rather than from every listing at the PIN code.
      index('properties_address_idx').on(t.pincode, addressKey(t.address), t.squareFeet),
    ];
  },
);

/**
 * How many listings each (sale or rent, category, type) has, kept by triggers on properties in the same
 * transaction as every listing write (migrations/0011_catalogue_figures_triggers.sql), so the home page reads
 * a few dozen rows instead of counting the catalogue (docs/decisions/013-catalogue-figures.md).
 */
export const listingCounts = pgTable(
  'listing_counts',
  {
    propertyStatus: text('property_status', { enum: PROPERTY_STATUSES }).notNull(),
    mainCategory: text('main_category', { enum: MAIN_CATEGORIES }).notNull(),
    subCategory: text('sub_category', { enum: ALL_SUB_CATEGORIES }).notNull(),
    listings: bigint('listings', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.propertyStatus, t.mainCategory, t.subCategory] })],
);

/**
 * How many listings each city has, per spelling and state as written, kept like listing_counts; the home page
 * groups the spellings case-insensitively as the search filter does.
 */
export const listingCityCounts = pgTable(
  'listing_city_counts',
  {
    city: text('city').notNull(),
    state: text('state').$type<IndianState>().notNull(),
    listings: bigint('listings', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.city, t.state] })],
);

/**
 * The places of the listings in the public search, one row per city, locality (the listing's `location`, '' for
 * none) and PIN code as stored, with how many listings are there: what GET /api/places suggests. Kept like
 * listing_counts, by triggers in the writer's transaction (decision 013), so the autocomplete reads this small
 * table through its trigram indexes and never the listings. Rows that fall to 0 stay, and are not suggested.
 */
export const listingPlaceCounts = pgTable(
  'listing_place_counts',
  {
    city: text('city').notNull(),
    locality: text('locality').notNull(),
    pincode: text('pincode').notNull(),
    listings: bigint('listings', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.city, t.locality, t.pincode] }),
    // Misspelt and partly typed names (pg_trgm: similarity and prefix alike).
    index('listing_place_counts_locality_trgm_idx').using('gin', sql`lower(${t.locality}) gin_trgm_ops`),
    index('listing_place_counts_city_trgm_idx').using('gin', sql`lower(${t.city}) gin_trgm_ops`),
    // A PIN code typed from its first digits.
    index('listing_place_counts_pincode_idx').on(sql`${t.pincode} text_pattern_ops`),
  ],
);

/**
 * The same places summed by city, by city and locality (none for '') and by PIN code, kept by the same triggers in
 * the same statement: the autocomplete reads one row a place, so a city of a hundred thousand listings costs what
 * a village does. Rows that fall to 0 stay, and are not suggested.
 */
export const listingPlaceCountsByCity = pgTable(
  'listing_place_counts_by_city',
  {
    city: text('city').primaryKey(),
    listings: bigint('listings', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('listing_place_counts_by_city_trgm_idx').using('gin', sql`lower(${t.city}) gin_trgm_ops`),
    // A city named outright ("Bangalore" read as Bengaluru).
    index('listing_place_counts_by_city_lower_idx').on(sql`lower(${t.city})`),
  ],
);

export const listingPlaceCountsByLocality = pgTable(
  'listing_place_counts_by_locality',
  {
    city: text('city').notNull(),
    locality: text('locality').notNull(),
    listings: bigint('listings', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.city, t.locality] }),
    index('listing_place_counts_by_locality_trgm_idx').using('gin', sql`lower(${t.locality}) gin_trgm_ops`),
  ],
);

export const listingPlaceCountsByPincode = pgTable(
  'listing_place_counts_by_pincode',
  {
    pincode: text('pincode').primaryKey(),
    listings: bigint('listings', { mode: 'number' }).notNull(),
  },
  (t) => [index('listing_place_counts_by_pincode_prefix_idx').on(sql`${t.pincode} text_pattern_ops`)],
);

/**
 * The public listings with a pin, counted in the search map's grid cells per zoom band (decision 025): band b's
 * cells are 90 / 2^b degrees square, the map's cell at zoom b, numbered floor(degrees / side), each the union of
 * four of the next band's. Per cell and Buy or Rent: how many, the sums of their coordinates (the cluster's
 * centre) and the price range (a month of rent for rent). Kept by statement triggers on properties (decision 013),
 * so the map of all India reads a few thousand cells instead of every listing.
 */
export const listingMapCells = pgTable(
  'listing_map_cells',
  {
    band: smallint('band').notNull(),
    propertyStatus: text('property_status', { enum: PROPERTY_STATUSES }).notNull(),
    cellLat: integer('cell_lat').notNull(),
    cellLng: integer('cell_lng').notNull(),
    listings: bigint('listings', { mode: 'number' }).notNull(),
    latitudeSum: doublePrecision('latitude_sum').notNull(),
    longitudeSum: doublePrecision('longitude_sum').notNull(),
    minPrice: numeric('min_price'),
    maxPrice: numeric('max_price'),
  },
  (t) => [
    // A band's cells by rows of latitude (the whole box, and the strips along its top and bottom) and by
    // columns of longitude (the strips along its sides).
    primaryKey({ columns: [t.band, t.cellLat, t.cellLng, t.propertyStatus] }),
    index('listing_map_cells_by_lng_idx').on(t.band, t.cellLng, t.cellLat, t.propertyStatus),
  ],
);

/**
 * Locality insights (decision 026): per city (locality '' for the city as a whole) and locality, sale or rent,
 * type and BHK (-1 for none), the median price per sq.ft of the public listings, how many they are and when the
 * first and last went live; for all of them (period 'all') and for those listed in each quarter (period the
 * quarter's first day, India's calendar). Kept by statement triggers on properties that recompute only the groups
 * a statement touched (migration locality_insights, decision 013's mechanism); a group with no listing has no row.
 */
export const localityPriceFigures = pgTable(
  'locality_price_figures',
  {
    citySlug: text('city_slug').notNull(),
    localitySlug: text('locality_slug').notNull(),
    propertyStatus: text('property_status', { enum: PROPERTY_STATUSES }).notNull(),
    subCategory: text('sub_category', { enum: ALL_SUB_CATEGORIES }).notNull(),
    bedrooms: smallint('bedrooms').notNull(),
    period: text('period').notNull(),
    // The spellings most of the group's listings use, for headings.
    cityName: text('city_name').notNull(),
    localityName: text('locality_name').notNull(),
    medianPricePerSqFt: doublePrecision('median_price_per_sq_ft').notNull(),
    listings: integer('listings').notNull(),
    firstListedAt: timestamp('first_listed_at', { withTimezone: true }).notNull(),
    lastListedAt: timestamp('last_listed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({
      name: 'locality_price_figures_pkey',
      columns: [t.citySlug, t.localitySlug, t.propertyStatus, t.subCategory, t.bedrooms, t.period],
    }),
  ],
);

export const propertyImages = pgTable(
  'property_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Null while an upload is not yet attached to a saved listing; such rows are swept after a grace period.
    propertyId: uuid('property_id').references(() => properties.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    // Common prefix of every stored variant: properties/{timestamp}-{sanitised name}
    keyBase: text('key_base').notNull(),
    originalName: text('original_name').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    variants: jsonb('variants').$type<ImageVariant[]>().notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    // A 64-bit difference hash of the photo (the duplicate guard): near-equal for the same photo resized or
    // re-encoded. Null for a photo stored before the guard, until the backfill reaches it.
    perceptualHash: bigint('perceptual_hash', { mode: 'bigint' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('property_images_property_idx').on(t.propertyId, t.position),
    // The hash's four 16-bit bands, each indexed: two hashes within 6 bits differ in at most one bit of some band
    // (pigeonhole), so a look-up reads the few photos within a bit on one band instead of comparing every photo.
    // Not partial: PostgreSQL keeps statistics on a plain expression index's values, and with them the planner
    // expects a handful of photos per look-up instead of thousands.
    ...PERCEPTUAL_HASH_BANDS.map((band) =>
      index(`property_images_hash_band_${band}_idx`).on(perceptualHashBand(t.perceptualHash, band)),
    ),
    index('property_images_unattached_idx')
      .on(t.createdAt)
      .where(sql`${t.propertyId} is null`),
    uniqueIndex('property_images_key_base_key').on(t.keyBase),
  ],
);

/**
 * Files to remove from storage. A row is written in the same transaction that stops pointing at the files,
 * so a listing never shows a deleted file and a failed or interrupted deletion is retried, never forgotten.
 */
export const storageDeletions = pgTable('storage_deletions', {
  key: text('key').primaryKey(),
  queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The unique index that refuses a booking reference already drawn, so the insert can draw another. */
export const BOOKING_REFERENCE_INDEX = 'bookings_reference_idx';

export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // What the visitor quotes and the team searches for; drawn for each insert (see booking-reference.ts).
    reference: text('reference')
      .notNull()
      .$defaultFn(() => newBookingReference()),
    // A booking outlives its listing: the snapshot keeps the history readable.
    propertyId: uuid('property_id').references(() => properties.id, { onDelete: 'set null' }),
    propertyTitle: text('property_title').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email'),
    preferredDate: date('preferred_date', { mode: 'string' }).notNull(),
    timeSlot: text('time_slot').notNull(),
    message: text('message'),
    // The language of the page the visit was booked on: a guest's later visit mails (confirmed, moved) use it.
    locale: text('locale', { enum: VISITOR_LOCALES }),
    status: text('status', { enum: BOOKING_STATUSES }).notNull().default('pending'),
    notes: text('notes'),
    // The day and slot before the team last moved the visit, so both sides can tell what was agreed first.
    rescheduledFromDate: date('rescheduled_from_date', { mode: 'string' }),
    rescheduledFromSlot: text('rescheduled_from_slot'),
    rescheduledAt: timestamp('rescheduled_at', { withTimezone: true }),
    // A double click or a retry carries the same key and finds the first booking.
    idempotencyKey: text('idempotency_key'),
    // SHA-256 of the whole submission and who sent it: a key replayed with anything else finds no booking.
    requestHash: text('request_hash'),
    // The team's agent this lead was given to when it came in (lead routing: the listing's agent or the next in
    // turn); an agent sees and acts on their own leads only. Null: the whole team's.
    assignedAgentId: uuid('assigned_agent_id').references(() => users.id, { onDelete: 'set null' }),
    // When the team (or the listing's lister) first acted on the lead: the first-response time starts at createdAt.
    firstRespondedAt: timestamp('first_responded_at', { withTimezone: true }),
    // Optimistic concurrency for the team's edits: see db/record-write.ts.
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    oneOf('bookings_status_check', 'status', BOOKING_STATUSES),
    oneOf('bookings_locale_check', 'locale', VISITOR_LOCALES),
    check(
      'bookings_rescheduled_check',
      sql`(${t.rescheduledAt} is null) = (${t.rescheduledFromDate} is null) and (${t.rescheduledAt} is null) = (${t.rescheduledFromSlot} is null)`,
    ),
    index('bookings_status_idx').on(t.status),
    // The agenda and the visit-date sorts read visits in day then slot order.
    index('bookings_visit_idx').on(t.preferredDate, t.timeSlot),
    index('bookings_property_idx').on(t.propertyId),
    index('bookings_created_idx').on(t.createdAt),
    // A client's whole history (header search): every booking with their phone, or their email.
    index('bookings_phone_idx').on(t.phone),
    index('bookings_email_idx').on(sql`lower(${t.email})`),
    // My HouseHunt lists a signed-in visitor's own visits.
    index('bookings_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('bookings_idempotency_key').on(t.idempotencyKey),
    index('bookings_assigned_agent_idx').on(t.assignedAgentId, t.createdAt),
    uniqueIndex(BOOKING_REFERENCE_INDEX).on(t.reference),
  ],
);

export const enquiries = pgTable(
  'enquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ENQUIRY_KINDS }).notNull(),
    propertyId: uuid('property_id').references(() => properties.id, { onDelete: 'set null' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    phone: text('phone'),
    email: text('email'),
    city: text('city'),
    message: text('message'),
    // Kind-specific answers, e.g. plot size, budget range and timeline of a construction enquiry.
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status', { enum: ENQUIRY_STATUSES }).notNull().default('new'),
    notes: text('notes'),
    idempotencyKey: text('idempotency_key'),
    // As for bookings: what the key's first submission was, so a replay must be that submission.
    requestHash: text('request_hash'),
    // The team's agent this lead was given to when it came in (lead routing: the listing's agent or the next in
    // turn); an agent sees and acts on their own leads only. Null: the whole team's.
    assignedAgentId: uuid('assigned_agent_id').references(() => users.id, { onDelete: 'set null' }),
    // When the team (or the listing's lister) first acted on the lead: the first-response time starts at createdAt.
    firstRespondedAt: timestamp('first_responded_at', { withTimezone: true }),
    // Optimistic concurrency for the team's edits: see db/record-write.ts.
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    oneOf('enquiries_kind_check', 'kind', ENQUIRY_KINDS),
    oneOf('enquiries_status_check', 'status', ENQUIRY_STATUSES),
    index('enquiries_status_idx').on(t.status),
    index('enquiries_kind_idx').on(t.kind),
    index('enquiries_created_idx').on(t.createdAt),
    index('enquiries_phone_idx').on(t.phone),
    index('enquiries_email_idx').on(sql`lower(${t.email})`),
    index('enquiries_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('enquiries_idempotency_key').on(t.idempotencyKey),
    index('enquiries_assigned_agent_idx').on(t.assignedAgentId, t.createdAt),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type', { enum: NOTIFICATION_TYPES }).notNull(),
    message: text('message').notNull(),
    link: text('link').notNull(),
    priority: text('priority', { enum: NOTIFICATION_PRIORITIES }).notNull().default('medium'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    oneOf('notifications_type_check', 'type', NOTIFICATION_TYPES),
    oneOf('notifications_priority_check', 'priority', NOTIFICATION_PRIORITIES),
    index('notifications_created_idx').on(t.createdAt),
    index('notifications_unread_idx')
      .on(t.createdAt)
      .where(sql`${t.readAt} is null`),
  ],
);

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  // Optimistic concurrency (db/record-write.ts); 0 is the defaults, before the first save makes the row.
  version: integer('version').notNull().default(0),
});

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    // Kept beside the id so the log still says who after the account is gone.
    actorEmail: text('actor_email'),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index('audit_log_at_idx').on(t.at), index('audit_log_entity_idx').on(t.entityType, t.entityId)],
);

/** Every change of a listing's price, with who made it: the property page's price history and its drops. */
export const listingPriceChanges = pgTable(
  'listing_price_changes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    oldPrice: bigint('old_price', { mode: 'number' }).notNull(),
    newPrice: bigint('new_price', { mode: 'number' }).notNull(),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('listing_price_changes_property_idx').on(t.propertyId, t.changedAt),
    check('listing_price_changes_price_check', sql`${t.oldPrice} > 0 and ${t.newPrice} > 0`),
  ],
);

/** The verification record: each check the team did on a listing, on which day and by whom (one row a check). */
export const listingVerificationChecks = pgTable(
  'listing_verification_checks',
  {
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    check: text('check', { enum: VERIFICATION_CHECKS }).notNull(),
    checkedOn: date('checked_on', { mode: 'string' }).notNull(),
    checkedBy: uuid('checked_by').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.propertyId, t.check] }),
    oneOf('listing_verification_checks_check_check', 'check', VERIFICATION_CHECKS),
  ],
);

/** A visitor's three answers after a completed visit, once per booking: "N of M visitors said it matched". */
export const visitFeedback = pgTable(
  'visit_feedback',
  {
    bookingId: uuid('booking_id')
      .primaryKey()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    photosMatched: boolean('photos_matched').notNull(),
    priceAsListed: boolean('price_as_listed').notNull(),
    stillAvailable: boolean('still_available').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('visit_feedback_property_idx').on(t.propertyId, t.answeredAt)],
);

/** Views per listing per day: enough for "most viewed" without keeping anything about the viewer. */
export const propertyViews = pgTable(
  'property_views',
  {
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.day] }), index('property_views_day_idx').on(t.day)],
);

export const shortlistItems = pgTable(
  'shortlist_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.propertyId] })],
);

export const recentlyViewed = pgTable(
  'recently_viewed',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.propertyId] }),
    index('recently_viewed_user_idx').on(t.userId, t.viewedAt),
  ],
);

/**
 * A signed-in house hunter's saved /properties search (domain/saved-search.ts): the filters as the search schema
 * made them, and how often to hear of new matches ('off' pauses the alerts).
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    search: jsonb('search').$type<SavedSearchFilters>().notNull(),
    frequency: text('frequency', { enum: SAVED_SEARCH_FREQUENCIES }).notNull(),
    // Optimistic concurrency for edits from two tabs: see db/record-write.ts.
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    oneOf('saved_searches_frequency_check', 'frequency', SAVED_SEARCH_FREQUENCIES),
    index('saved_searches_user_idx').on(t.userId, t.createdAt),
    // One row per person and criteria as stored (canonical: domain canonicalSearchFilters); the service's check
    // also counts searches differing only in letter case as one. md5: long criteria outgrow a btree entry.
    uniqueIndex('saved_searches_user_criteria_idx').on(t.userId, sql`md5((${t.search})::text)`),
    // The alert job reads every search that still wants alerts.
    index('saved_searches_alerting_idx')
      .on(t.id)
      .where(sql`${t.frequency} <> 'off'`),
  ],
);

/**
 * A listing a saved search matched, once per pair: the primary key is what keeps an owner from hearing of the
 * same listing twice, however often it is edited, repriced or the job retried. `mailedAt` stays null until the
 * alert (instant) or the digest (daily, weekly) that tells of it is sent.
 */
export const alertDeliveries = pgTable(
  'alert_deliveries',
  {
    savedSearchId: uuid('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: ['listed', 'price-drop'] }).notNull(),
    // The price that matched, as the mail should quote it.
    price: bigint('price', { mode: 'number' }).notNull(),
    matchedAt: timestamp('matched_at', { withTimezone: true }).notNull().defaultNow(),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.savedSearchId, t.propertyId] }),
    check('alert_deliveries_reason_check', sql.raw(`"reason" in ('listed', 'price-drop')`)),
    index('alert_deliveries_property_idx').on(t.propertyId),
    index('alert_deliveries_unmailed_idx')
      .on(t.savedSearchId, t.matchedAt)
      .where(sql`${t.mailedAt} is null`),
  ],
);

/**
 * Every mail HouseHunt queued (src/server/mail): the outbox the send job works from and, without an SMTP
 * server, the admins' Sent mail page. `dedupe_key` names the event a mail is for, so one event never makes two.
 */
export const mails = pgTable(
  'mails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    dedupeKey: text('dedupe_key').notNull(),
    template: text('template').notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    // Calendar invites and the like, kept as text (an .ics file is text).
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    status: text('status', { enum: MAIL_STATUSES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('mails_dedupe_key').on(t.dedupeKey),
    oneOf('mails_status_check', 'status', MAIL_STATUSES),
    index('mails_created_idx').on(t.createdAt),
  ],
);

/**
 * Each time a signed-in visitor saw a lister's number (decision 027): the lister sees who and when, both find it
 * in their data download, and the day (in India) counts the different listers a visitor saw against the limit.
 * A visitor who deletes their account leaves the lister the date and listing, not who it was.
 */
export const phoneReveals = pgTable(
  'phone_reveals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    viewerId: uuid('viewer_id').references(() => users.id, { onDelete: 'set null' }),
    listerId: uuid('lister_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id').references(() => properties.id, { onDelete: 'set null' }),
    revealedOn: date('revealed_on', { mode: 'string' }).notNull(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The limit: the different listers one visitor saw on one day.
    index('phone_reveals_viewer_day_idx').on(t.viewerId, t.revealedOn, t.listerId),
    index('phone_reveals_viewer_idx').on(t.viewerId, t.revealedAt.desc()),
    index('phone_reveals_lister_idx').on(t.listerId, t.revealedAt.desc()),
  ],
);

/**
 * A bulk import of listings (features/listing-import): the rows its uploader previewed, kept until they confirm,
 * and how far the confirmed import's job has written them. `rows` holds each valid row's planned write
 * (`ImportRowWrite`); a confirmed import writes exactly those, in batches, `rows_done` moving in the same
 * transaction as each batch.
 */
export const listingImports = pgTable(
  'listing_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    uploadedBy: uuid('uploaded_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    status: text('status', { enum: IMPORT_STATUSES }).notNull().default('previewed'),
    rowCount: integer('row_count').notNull(),
    rows: jsonb('rows').$type<ImportRowWrite[]>().notNull(),
    errors: jsonb('errors').$type<ImportRowError[]>().notNull(),
    rowsDone: integer('rows_done').notNull().default(0),
    listingIds: uuid('listing_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    failure: text('failure'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    oneOf('listing_imports_status_check', 'status', IMPORT_STATUSES),
    index('listing_imports_uploader_idx').on(t.uploadedBy, t.createdAt.desc()),
  ],
);

/**
 * How new leads are given to the team's agents (decision: lead routing), one row (id 1), made by its first use.
 * `turns` counts the leads dealt round-robin: each new lead takes the next turn by `turns = turns + 1 returning`
 * in its own insert's transaction, so concurrent leads, in one process or many, never share a turn.
 */
export const leadRouting = pgTable(
  'lead_routing',
  {
    id: integer('id').primaryKey().default(1),
    mode: text('mode', { enum: LEAD_ROUTING_MODES }).notNull().default('listing-agent'),
    turns: integer('turns').notNull().default(0),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('lead_routing_single_row', sql`${t.id} = 1`),
    oneOf('lead_routing_mode_check', 'mode', LEAD_ROUTING_MODES),
  ],
);
