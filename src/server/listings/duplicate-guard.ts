/**
 * The duplicate guard (issue 22): the other listings a listing is likely a copy of, shown to the team and
 * confirmed before it is published. A likely duplicate shares a photo with it (perceptual hashes within a few
 * bits: the same photo resized or re-encoded), or is at the same PIN code with the same address (ignoring case,
 * spaces and punctuation) and a near-equal area.
 */
import { and, eq, inArray, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import {
  addressKey,
  PERCEPTUAL_HASH_BANDS,
  perceptualHashBand,
  properties,
  propertyImages,
} from '#server/db/schema';
import { bitsApart, PLAIN_PHOTO_HASH } from '#server/storage/perceptual-hash';

/** Areas within this share of each other count as the same home measured twice (rounding, carpet vs built-up). */
export const NEAR_EQUAL_AREA = 0.02;

/**
 * Photos whose hashes differ in at most this many of 64 bits count as the same photo. Re-encoded copies of a
 * photo mostly differ in 0–5 bits; two different photos in about 32 (the closest pair of the demo catalogue's 33
 * drawings, two palettes of one office, in 10). The band look-up finds every pair this close: see photoProbes.
 */
export const SAME_PHOTO_MAX_BITS = 6;

const MAX_DUPLICATES = 10;
const BAND_BITS = 16;

/** Which of the listing's photos looks like which of the other listing's. */
export type PhotoMatch = { imageId: string; otherImageId: string; bitsApart: number };

export type LikelyDuplicate = {
  id: string;
  title: string;
  /** The strongest evidence: a shared photo, else the address. */
  reason: 'same-photo' | 'same-address';
  /** The closest pair of photos, when they share one. */
  photo: PhotoMatch | null;
  sameAddress: boolean;
};

/** The database or a caller's transaction. */
type DuplicateGuardDatabase = Pick<Database, 'select' | 'execute' | 'transaction'>;

/**
 * The band values to look up for a listing's photo hashes. Two hashes within SAME_PHOTO_MAX_BITS (≤ 7) bits differ,
 * over four 16-bit bands, in at most one bit of some band (pigeonhole): so each band is looked up at its own value
 * and at the 16 values one bit away, and no match is missed.
 */
export function photoProbes(hashes: readonly bigint[]): bigint[][] {
  return PERCEPTUAL_HASH_BANDS.map((band) => {
    const values = new Set<bigint>();
    for (const hash of hashes) {
      const value = (BigInt.asUintN(64, hash) >> BigInt(band * BAND_BITS)) & 0xffffn;
      values.add(value);
      for (let bit = 0n; bit < BigInt(BAND_BITS); bit++) values.add(value ^ (1n << bit));
    }
    return [...values];
  });
}

const bigintArray = (values: readonly bigint[]) => `{${values.join(',')}}`;

/**
 * Other listings' photos within SAME_PHOTO_MAX_BITS of one of `hashes`. Each probe is one look-up in its band's
 * index, written as a lateral join so it stays one (`offset 0` keeps the planner from flattening it into a hash join
 * over every photo). The look-ups find a few hundred photos equal on a band within one bit; the distance is measured
 * here (bit_count, PostgreSQL 14 and later), so only the photos near enough leave the database.
 */
export function photoCandidatesQuery(listingId: string, hashes: bigint[]): SQL {
  const probes = photoProbes(hashes);
  const bands = PERCEPTUAL_HASH_BANDS.map(
    (band) => sql`
      select photo.id, photo.property_id, photo.perceptual_hash
        from unnest(${bigintArray(probes[band]!)}::bigint[]) as probe(value)
        cross join lateral (
          select ${propertyImages.id} as id, ${propertyImages.propertyId} as property_id,
                 ${propertyImages.perceptualHash} as perceptual_hash
            from ${propertyImages}
           where ${perceptualHashBand(propertyImages.perceptualHash, band)} = probe.value
             and ${isNotNull(propertyImages.perceptualHash)}
          offset 0
        ) as photo`,
  );
  return sql`
    select distinct candidate.id, candidate.property_id as "listingId",
           candidate.perceptual_hash::text as "perceptualHash"
      from (${sql.join(bands, sql` union all `)}) as candidate
     where candidate.perceptual_hash <> ${PLAIN_PHOTO_HASH}
       and candidate.property_id is not null
       and candidate.property_id <> ${listingId}
       and exists (
         select from unnest(${bigintArray(hashes)}::bigint[]) as own(hash)
          where bit_count((own.hash # candidate.perceptual_hash)::bit(64)) <= ${SAME_PHOTO_MAX_BITS}
       )`;
}

/** Each other listing with a photo within SAME_PHOTO_MAX_BITS of one of this listing's, by its closest pair. */
async function photoMatches(db: DuplicateGuardDatabase, listingId: string): Promise<Map<string, PhotoMatch>> {
  const own = (
    await db
      .select({ id: propertyImages.id, perceptualHash: propertyImages.perceptualHash })
      .from(propertyImages)
      .where(
        and(
          eq(propertyImages.propertyId, listingId),
          isNotNull(propertyImages.perceptualHash),
          ne(propertyImages.perceptualHash, PLAIN_PHOTO_HASH),
        ),
      )
  ).map((photo) => ({ id: photo.id, hash: photo.perceptualHash! }));
  const matches = new Map<string, PhotoMatch>();
  if (own.length === 0) return matches;
  const query = photoCandidatesQuery(
    listingId,
    own.map((photo) => photo.hash),
  );
  const result = await db.transaction(async (tx) => {
    // The planner, with no statistics for the bands, costs the look-ups at thousands of rows each, past
    // jit_above_cost: compiling the statement then took 0.4–0.7 s of a check that reads a few thousand rows in
    // milliseconds. `local` ends with the transaction (or, in a caller's, with that one), so no pooled connection
    // keeps it.
    await tx.execute(sql`set local jit = off`);
    return tx.execute(query);
  });
  const candidates = (result as { rows: Array<Record<string, unknown>> }).rows.map((row) => ({
    id: String(row.id),
    listingId: String(row.listingId),
    hash: BigInt(String(row.perceptualHash)),
  }));
  for (const candidate of candidates) {
    for (const photo of own) {
      const bits = bitsApart(photo.hash, candidate.hash);
      const best = matches.get(candidate.listingId);
      if (bits <= SAME_PHOTO_MAX_BITS && (!best || bits < best.bitsApart)) {
        matches.set(candidate.listingId, { imageId: photo.id, otherImageId: candidate.id, bitsApart: bits });
      }
    }
  }
  return matches;
}

/** Other listings at the same PIN code and address with a near-equal area. */
async function sameAddressListings(
  db: Pick<Database, 'select' | 'execute'>,
  listingId: string,
): Promise<string[]> {
  const subject = db
    .select({
      pincode: properties.pincode,
      squareFeet: properties.squareFeet,
      address: properties.address,
    })
    .from(properties)
    .where(eq(properties.id, listingId))
    .as('subject');
  const rows = await db
    .select({ id: properties.id })
    .from(properties)
    .innerJoin(
      subject,
      and(
        eq(properties.pincode, subject.pincode),
        sql`${properties.squareFeet} between ${subject.squareFeet} * ${1 - NEAR_EQUAL_AREA} and ${subject.squareFeet} * ${1 + NEAR_EQUAL_AREA}`,
        sql`${addressKey(properties.address)} = ${addressKey(subject.address)}`,
      ),
    )
    .where(ne(properties.id, listingId))
    .orderBy(properties.createdAt)
    .limit(MAX_DUPLICATES);
  return rows.map((row) => row.id);
}

/** The listings this one is likely a copy of: shared photos first (closest first), then the same address. */
export async function findLikelyDuplicates(
  db: DuplicateGuardDatabase,
  listingId: string,
): Promise<LikelyDuplicate[]> {
  const [photos, sameAddress] = await Promise.all([
    photoMatches(db, listingId),
    sameAddressListings(db, listingId),
  ]);
  const ids = [...new Set([...photos.keys(), ...sameAddress])];
  if (ids.length === 0) return [];
  const listings = await db
    .select({ id: properties.id, title: properties.title, createdAt: properties.createdAt })
    .from(properties)
    .where(inArray(properties.id, ids));
  const addressed = new Set(sameAddress);
  return listings
    .map((listing): LikelyDuplicate & { createdAt: Date } => {
      const photo = photos.get(listing.id) ?? null;
      return {
        ...listing,
        reason: photo ? 'same-photo' : 'same-address',
        photo,
        sameAddress: addressed.has(listing.id),
      };
    })
    .sort(
      (a, b) =>
        (a.photo?.bitsApart ?? Infinity) - (b.photo?.bitsApart ?? Infinity) ||
        a.createdAt.getTime() - b.createdAt.getTime(),
    )
    .slice(0, MAX_DUPLICATES)
    .map(({ createdAt: _createdAt, ...duplicate }) => duplicate);
}
