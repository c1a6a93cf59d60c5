/**
 * A listing as its card shows it (search results, similar listings, the home page, shortlists and recently
 * viewed): the card's columns, its cover photo read in the same statement, and cards for listings named by id.
 */
import { isNotNull, sql } from 'drizzle-orm';
import { maskPhoneNumbers } from '#domain/contact-privacy';
import { listingDeparture } from '#domain/listing-lifecycle';
import type { Database } from '#server/db/client';
import { arrayParam, runPrepared, shapeOf, type Bound } from '#server/db/prepared-statements';
import { properties, propertyImages } from '#server/db/schema';
import type { ObjectStorage } from '#server/storage/storage';
import type { ImageRow, ListingRow } from './listing-record.js';

/**
 * The columns a listing card shows, and nothing else: a card query never reads the description, the address or
 * the search vector. Search, similar listings, shortlists and the home page all select these.
 */
export const listingCardColumns = {
  id: properties.id,
  title: properties.title,
  propertyStatus: properties.propertyStatus,
  rentalFrequency: properties.rentalFrequency,
  mainCategory: properties.mainCategory,
  subCategory: properties.subCategory,
  price: properties.price,
  location: properties.location,
  city: properties.city,
  state: properties.state,
  bedrooms: properties.bedrooms,
  bathrooms: properties.bathrooms,
  squareFeet: properties.squareFeet,
  plotArea: properties.plotArea,
  furnishingStatus: properties.furnishingStatus,
  latitude: properties.latitude,
  longitude: properties.longitude,
  isFeatured: properties.isFeatured,
  listingState: properties.listingState,
  // For the note of a listing that left ("Sold on 3 Dec"), on a shortlist or recently viewed.
  leftPublicAt: properties.leftPublicAt,
  listerKind: properties.listerKind,
  createdAt: properties.createdAt,
  priceReducedAt: properties.priceReducedAt,
};

/** A listing as its card needs it: a row selected with listingCardColumns (a whole row will do as well). */
export type ListingCardRow = Pick<ListingRow, keyof typeof listingCardColumns>;

/** What a card shows of its cover photo. */
export type CardCover = Pick<ImageRow, 'width' | 'height' | 'variants'>;

// Named in full: Drizzle leaves columns of a single-table statement unqualified, and a bare "id" inside the
// subquery would be the photo's own.
const listingId = sql`${sql.identifier('properties')}.${sql.identifier('id')}`;

/**
 * A listing's cover photo (its first by position) read in the card's own statement, so a page of results is one
 * read and not two after each other: half the round trips a visitor waits for.
 */
const coverColumn = sql<CardCover | null>`(select jsonb_build_object('width', ${propertyImages.width}, 'height', ${propertyImages.height}, 'variants', ${propertyImages.variants}) from ${propertyImages} where ${propertyImages.propertyId} = ${listingId} order by ${propertyImages.position} limit 1)`;

/** The card columns and the cover photo, for the statements that read a page of results. */
export const cardWithCover = { ...listingCardColumns, cover: coverColumn };

/** A cover photo as a card or a comparison shows it: its size and its renditions' public URLs. */
export function toCardCover(cover: CardCover | null | undefined, storage: ObjectStorage) {
  return cover
    ? {
        width: cover.width,
        height: cover.height,
        variants: cover.variants.map((v) => ({
          width: v.width,
          format: v.format,
          url: storage.publicUrl(v.key),
        })),
      }
    : null;
}

/** One result as a card shows it: the facts that fit on a card and the cover photo's variants. */
export function toListingCard(
  row: ListingCardRow,
  cover: CardCover | null | undefined,
  storage: ObjectStorage,
) {
  return {
    id: row.id,
    title: maskPhoneNumbers(row.title),
    propertyStatus: row.propertyStatus,
    rentalFrequency: row.rentalFrequency,
    mainCategory: row.mainCategory,
    subCategory: row.subCategory,
    price: row.price,
    location: row.location,
    city: row.city,
    state: row.state,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    squareFeet: row.squareFeet,
    plotArea: row.plotArea,
    furnishingStatus: row.furnishingStatus,
    latitude: row.latitude,
    longitude: row.longitude,
    isFeatured: row.isFeatured,
    listingState: row.listingState,
    departure: listingDeparture({ state: row.listingState, leftPublicAt: row.leftPublicAt }),
    listerKind: row.listerKind,
    createdAt: row.createdAt.toISOString(),
    priceReducedAt: row.priceReducedAt?.toISOString() ?? null,
    cover: toCardCover(cover, storage),
  };
}

export type ListingCard = ReturnType<typeof toListingCard>;

/**
 * The statement for the cards of listings named by id (`ids`, an arrayParam or its placeholder), in that order:
 * their card columns and cover photos, by primary key, in one read. A draft never published is left out, as if it
 * did not exist: the public does not learn of it (decision 023).
 */
export function listingCardsQuery(db: Database, ids: Bound<string>) {
  return db
    .select(cardWithCover)
    .from(sql`unnest(${ids}::uuid[]) with ordinality as asked(id, place)`)
    .innerJoin(properties, sql`${properties.id} = asked.id`)
    .where(isNotNull(properties.listedAt))
    .orderBy(sql`asked.place`);
}

/**
 * Cards for listings named by id (a shortlist, recently viewed, a page of search results), in the order they were
 * asked for. Ids of listings that no longer exist are left out: a deleted listing simply disappears from the list.
 * A listing that left the public states stays, its card saying what became of it (departure).
 */
export async function listingCardsInOrder(
  db: Database,
  storage: ObjectStorage,
  ids: readonly string[],
): Promise<ListingCard[]> {
  const rows = await listingCardRowsInOrder(db, ids);
  return rows.map(({ cover, ...row }) => toListingCard(row, cover, storage));
}

/** The rows of listingCardsInOrder, before they are made cards. */
export async function listingCardRowsInOrder(db: Database, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return runPrepared(
    db,
    shapeOf('listing cards'),
    () => listingCardsQuery(db, sql.placeholder('ids')),
    { ids: arrayParam(ids) },
    // A few rows by their key, whatever the ids: one plan serves every list.
    { onePlan: true },
  );
}
