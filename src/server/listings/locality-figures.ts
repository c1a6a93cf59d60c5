/**
 * Locality insights read from locality_price_figures (kept by triggers, decisions 013 and 026): a locality's or a
 * city's figures, one listing's place beside the median of the listings like it, and the places the sitemap
 * offers. Primary-key look-ups of a small table, never the listings; the locality page, its head, the property
 * page and the sitemap all read them here, so they agree.
 */
import { and, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import {
  ALL_QUARTERS,
  placeSearchPath,
  localityPagePath,
  MIN_LISTINGS_FOR_INSIGHT,
  NO_BEDROOMS,
  percentFromMedian,
  placeSlug,
  previousQuarterStart,
  quarterChangePercent,
  quarterStart,
  type LocalityComparison,
} from '#domain/locality-insights';
import type { LocalityFigure, LocalityInsights } from '#domain/locality-insights-answer';
import { pricePerSqFt } from '#domain/price-benchmark';
import {
  PROPERTY_STATUSES,
  type PropertyStatus,
  type RentalFrequency,
  type SubCategory,
} from '#domain/taxonomy';
import type { Database } from '#server/db/client';
import { localityPriceFigures as figures } from '#server/db/schema';

type FigureRow = typeof figures.$inferSelect;

/** Rupees to the paisa: a median of two prices per sq.ft is rarely a whole number. */
const toPaisa = (value: number) => Math.round(value * 100) / 100;

const shown = (row: FigureRow | undefined) =>
  row !== undefined && row.listings >= MIN_LISTINGS_FOR_INSIGHT ? toPaisa(row.medianPricePerSqFt) : null;

/** The statement the locality page reads: a place's rows for all quarters, this quarter and the last. */
export function localityFiguresQuery(db: Database, citySlug: string, localitySlug: string, now: Date) {
  const current = quarterStart(now);
  return db
    .select()
    .from(figures)
    .where(
      and(
        eq(figures.citySlug, citySlug),
        eq(figures.localitySlug, localitySlug),
        inArray(figures.period, [ALL_QUARTERS, current, previousQuarterStart(current)]),
      ),
    );
}

/**
 * A locality's figures (a city's as a whole with localitySlug ''): every group of sale or rent, type and BHK with
 * at least MIN_LISTINGS_FOR_INSIGHT live listings, and the change from last quarter to this; null when the place
 * has no live listing.
 */
export async function readLocalityInsights(
  db: Database,
  citySlug: string,
  localitySlug: string,
  now: Date = new Date(),
): Promise<LocalityInsights | null> {
  const rows = await localityFiguresQuery(db, citySlug, localitySlug, now);
  const all = rows.filter((row) => row.period === ALL_QUARTERS);
  if (all.length === 0) return null;
  const currentQuarter = quarterStart(now);
  const previousQuarter = previousQuarterStart(currentQuarter);
  const groupKey = (row: FigureRow) => `${row.propertyStatus}/${row.subCategory}/${row.bedrooms}`;
  const byPeriod = new Map(rows.map((row) => [`${groupKey(row)}/${row.period}`, row]));
  // The spelling of the group with the most listings names the place.
  const named = all.reduce((most, row) => (row.listings > most.listings ? row : most));
  const statusOrder = (status: PropertyStatus) => PROPERTY_STATUSES.indexOf(status);
  const items: LocalityFigure[] = all
    .filter((row) => row.listings >= MIN_LISTINGS_FOR_INSIGHT)
    .sort(
      (a, b) =>
        statusOrder(a.propertyStatus) - statusOrder(b.propertyStatus) ||
        a.subCategory.localeCompare(b.subCategory) ||
        a.bedrooms - b.bedrooms,
    )
    .map((row) => {
      const current = shown(byPeriod.get(`${groupKey(row)}/${currentQuarter}`));
      const previous = shown(byPeriod.get(`${groupKey(row)}/${previousQuarter}`));
      return {
        propertyStatus: row.propertyStatus,
        subCategory: row.subCategory,
        bedrooms: row.bedrooms === NO_BEDROOMS ? null : row.bedrooms,
        medianPricePerSqFt: toPaisa(row.medianPricePerSqFt),
        listings: row.listings,
        firstListedAt: row.firstListedAt.toISOString(),
        lastListedAt: row.lastListedAt.toISOString(),
        currentQuarterMedian: current,
        previousQuarterMedian: previous,
        quarterChangePercent: quarterChangePercent(previous, current),
      };
    });
  return {
    city: named.cityName,
    locality: localitySlug ? named.localityName : null,
    citySlug,
    localitySlug: localitySlug || null,
    listings: all.reduce((sum, row) => sum + row.listings, 0),
    minimumListings: MIN_LISTINGS_FOR_INSIGHT,
    currentQuarter,
    previousQuarter,
    figures: items,
  };
}

export type ComparedListing = {
  city: string;
  location: string | null;
  propertyStatus: PropertyStatus;
  subCategory: SubCategory;
  bedrooms: number | null;
  price: number;
  squareFeet: number;
  rentalFrequency: RentalFrequency | null;
};

/** The statement the property page reads: the listing's locality group and its city group, for all quarters. */
export function comparisonFiguresQuery(db: Database, listing: ComparedListing) {
  const citySlug = placeSlug(listing.city);
  const localitySlug = placeSlug(listing.location);
  return db
    .select()
    .from(figures)
    .where(
      and(
        eq(figures.citySlug, citySlug),
        inArray(figures.localitySlug, localitySlug ? [localitySlug, ''] : ['']),
        eq(figures.propertyStatus, listing.propertyStatus),
        eq(figures.subCategory, listing.subCategory),
        eq(figures.bedrooms, listing.bedrooms ?? NO_BEDROOMS),
        eq(figures.period, ALL_QUARTERS),
      ),
    );
}

/**
 * How a listing's price per sq.ft (the price benchmark's rule) stands beside the median of the live listings like
 * it in its locality, or in its city when its locality has too few; null when neither has enough.
 */
export async function listingComparison(
  db: Database,
  listing: ComparedListing,
): Promise<LocalityComparison | null> {
  if (!(listing.squareFeet > 0)) return null;
  const rows = await comparisonFiguresQuery(db, listing);
  const enough = (row: FigureRow | undefined) =>
    row !== undefined && row.listings >= MIN_LISTINGS_FOR_INSIGHT && row.medianPricePerSqFt > 0 ? row : null;
  const locality = placeSlug(listing.location);
  const row =
    (locality ? enough(rows.find((r) => r.localitySlug === locality)) : null) ??
    enough(rows.find((r) => r.localitySlug === ''));
  if (!row) return null;
  return {
    percentFromMedian: percentFromMedian(pricePerSqFt(listing), row.medianPricePerSqFt),
    medianPricePerSqFt: toPaisa(row.medianPricePerSqFt),
    listings: row.listings,
    firstListedAt: row.firstListedAt.toISOString(),
    lastListedAt: row.lastListedAt.toISOString(),
    propertyStatus: row.propertyStatus,
    subCategory: row.subCategory,
    bedrooms: row.bedrooms,
    placeName: row.localitySlug ? row.localityName : row.cityName,
    path: locality ? localityPagePath(row.citySlug, locality) : placeSearchPath(listing.city),
  };
}

/**
 * The locality pages worth a search engine's visit: localities with at least MIN_LISTINGS_FOR_INSIGHT live
 * listings, with when the latest went live. Reads the figures' rows for all quarters (one per place and group).
 */
export async function placesForSitemap(db: Database): Promise<Array<{ path: string; lastListedAt: Date }>> {
  const rows = await db
    .select({
      citySlug: figures.citySlug,
      localitySlug: figures.localitySlug,
      lastListedAt: sql<Date | string>`max(${figures.lastListedAt})`,
    })
    .from(figures)
    .where(and(eq(figures.period, ALL_QUARTERS), ne(figures.localitySlug, '')))
    .groupBy(figures.citySlug, figures.localitySlug)
    .having(gte(sql`sum(${figures.listings})`, MIN_LISTINGS_FOR_INSIGHT))
    .orderBy(figures.citySlug, figures.localitySlug);
  return rows.map((row) => ({
    path: localityPagePath(row.citySlug, row.localitySlug),
    lastListedAt: new Date(row.lastListedAt),
  }));
}
