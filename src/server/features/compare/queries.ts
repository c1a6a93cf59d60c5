/** What a comparison reads: the listings asked for with their cover photos, and their verification checks. */
import { asc, inArray, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { listingVerificationChecks, properties } from '#server/db/schema';
import { cardWithCover } from '#server/listings/listing-cards';

/** The listings named, with every column the comparison shows and the lifecycle columns that decide what it may. */
export function comparedListingsQuery(db: Database, ids: readonly string[]) {
  return db
    .select({
      id: properties.id,
      title: properties.title,
      cover: cardWithCover.cover,
      propertyStatus: properties.propertyStatus,
      rentalFrequency: properties.rentalFrequency,
      mainCategory: properties.mainCategory,
      subCategory: properties.subCategory,
      price: properties.price,
      location: properties.location,
      city: properties.city,
      squareFeet: properties.squareFeet,
      carpetArea: properties.carpetArea,
      plotArea: properties.plotArea,
      undividedShare: properties.undividedShare,
      bedrooms: properties.bedrooms,
      bathrooms: properties.bathrooms,
      floorNumber: properties.floorNumber,
      totalFloors: properties.totalFloors,
      facing: properties.facing,
      ageOfProperty: properties.ageOfProperty,
      furnishingStatus: properties.furnishingStatus,
      maintenanceCharges: properties.maintenanceCharges,
      amenities: properties.amenities,
      features: properties.features,
      reraNumber: properties.reraNumber,
      listingState: properties.listingState,
      listedAt: properties.listedAt,
      lastConfirmedAt: properties.lastConfirmedAt,
      leftPublicAt: properties.leftPublicAt,
    })
    .from(properties)
    .where(inArray(properties.id, [...ids]));
}

export type ComparedListingRow = Awaited<ReturnType<typeof comparedListingsQuery>>[number];

/** The verification checks on record for these listings: which check and on what day, never who or their note. */
export function verificationChecksQuery(db: Database, ids: readonly string[]) {
  return db
    .select({
      propertyId: listingVerificationChecks.propertyId,
      check: listingVerificationChecks.check,
      checkedOn: listingVerificationChecks.checkedOn,
    })
    .from(listingVerificationChecks)
    .where(inArray(listingVerificationChecks.propertyId, [...ids]))
    .orderBy(asc(listingVerificationChecks.propertyId), asc(sql`${listingVerificationChecks.check}`));
}
