/**
 * Compare: 2 to 4 listings side by side, for anyone, and the signed link that shares a comparison (issue 22,
 * item 7). A listing shows here as its own page would: a draft never published is not found, a listing whose page
 * is gone (410) is marked as gone without its details, and one sold or rented lately is shown with its date.
 */
import { maskPhoneNumbers } from '#domain/contact-privacy';
import {
  COMPARE_LIMITS,
  COMPARE_MESSAGES,
  sharedComparePagePath,
  type CompareAnswer,
  type ComparedFacts,
  type ComparedListing,
} from '#domain/listing-compare';
import { listingDeparture, listingPageAnswer } from '#domain/listing-lifecycle';
import type { Database } from '#server/db/client';
import { AppError, NotFoundError } from '#server/errors';
import { toCardCover } from '#server/listings/listing-cards';
import { mintSignedToken, readSignedToken } from '#server/mail/signed-link-token';
import type { ObjectStorage } from '#server/storage/storage';
import { comparedListingsQuery, verificationChecksQuery, type ComparedListingRow } from './queries.js';

const VASTU_FEATURE = 'Vastu Compliant';

function comparedListing(
  row: ComparedListingRow,
  checks: ComparedFacts['verificationChecks'],
  storage: ObjectStorage,
  now: Date,
): ComparedListing | null {
  const lifecycle = { ...row, state: row.listingState };
  const page = listingPageAnswer(lifecycle, now);
  if (page === 'not-found') return null;
  const base = {
    id: row.id,
    title: maskPhoneNumbers(row.title),
    listingState: row.listingState,
    departure: listingDeparture(lifecycle),
  };
  if (page === 'gone') return { ...base, facts: null };
  return {
    ...base,
    facts: {
      propertyStatus: row.propertyStatus,
      rentalFrequency: row.rentalFrequency,
      mainCategory: row.mainCategory,
      subCategory: row.subCategory,
      price: row.price,
      location: row.location,
      city: row.city,
      squareFeet: row.squareFeet,
      carpetArea: row.carpetArea,
      plotArea: row.plotArea,
      undividedShare: row.undividedShare,
      bedrooms: row.bedrooms,
      bathrooms: row.bathrooms,
      floorNumber: row.floorNumber,
      totalFloors: row.totalFloors,
      facing: row.facing,
      ageOfProperty: row.ageOfProperty,
      furnishingStatus: row.furnishingStatus,
      maintenanceCharges: row.maintenanceCharges,
      amenities: row.amenities,
      vastuCompliant: row.features.includes(VASTU_FEATURE),
      reraNumber: row.reraNumber,
      verificationChecks: checks,
      cover: toCardCover(row.cover, storage),
    },
  };
}

/**
 * The comparison of the listings named, in the order asked for; ids of listings the public cannot know of (none
 * such, deleted, or a draft never published) are listed as missing. 404 when none is left to show.
 */
export async function compareListings(
  db: Database,
  storage: ObjectStorage,
  ids: readonly string[],
  now = new Date(),
): Promise<CompareAnswer> {
  const [rows, checkRows] = await Promise.all([
    comparedListingsQuery(db, ids),
    verificationChecksQuery(db, ids),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const listings: ComparedListing[] = [];
  const missing: string[] = [];
  for (const id of ids) {
    const row = byId.get(id);
    const checks = checkRows
      .filter((check) => check.propertyId === id)
      .map(({ check, checkedOn }) => ({ check, checkedOn }));
    const listing = row ? comparedListing(row, checks, storage, now) : null;
    if (listing) listings.push(listing);
    else missing.push(id);
  }
  if (listings.length === 0) throw new NotFoundError(COMPARE_MESSAGES.noneFound);
  return { listings, missing };
}

// The shareable link: the listing ids, signed. Nothing is stored and it does not expire: a comparison sent to
// family a month ago still opens, and shows which of its listings have since left.
const PURPOSE = 'househunt-compare:v1:';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export class CompareLinkInvalidError extends AppError {
  constructor() {
    super(400, 'COMPARE_LINK_INVALID', COMPARE_MESSAGES.linkInvalid);
  }
}

export function compareLink(publicUrl: string, secret: string, ids: readonly string[]) {
  const token = mintSignedToken(secret, PURPOSE, ids);
  return { token, url: `${publicUrl}${sharedComparePagePath(token)}` };
}

/** The listing ids a genuine token names; CompareLinkInvalidError for anything else. */
export function listingsOfCompareLink(secret: string, token: string): string[] {
  const count = token.split('.').length - 1;
  const ids =
    count >= COMPARE_LIMITS.min && count <= COMPARE_LIMITS.max
      ? readSignedToken(secret, PURPOSE, token, count)
      : null;
  if (!ids || !ids.every((id) => UUID.test(id)) || new Set(ids).size !== ids.length) {
    throw new CompareLinkInvalidError();
  }
  return ids;
}
