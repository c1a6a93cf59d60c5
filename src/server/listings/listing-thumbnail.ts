/** A listing's cover photo as a small picture in an admin table: the smallest WebP, with the others for a srcSet. */
import type { ObjectStorage } from '#server/storage/storage';
import type { ImageRow } from './listing-record.js';

export type ListingThumbnail = { src: string; srcSet: string; width: number; height: number };

/** WebP because every browser the portal supports shows it, and a thumbnail needs one format, not two. */
export function listingThumbnail(
  cover: Pick<ImageRow, 'variants'> | null | undefined,
  storage: ObjectStorage,
): ListingThumbnail | null {
  const webp = (cover?.variants ?? [])
    .filter((variant) => variant.format === 'webp')
    .sort((a, b) => a.width - b.width);
  const smallest = webp[0];
  if (!smallest) return null;
  return {
    src: storage.publicUrl(smallest.key),
    srcSet: webp.map((variant) => `${storage.publicUrl(variant.key)} ${variant.width}w`).join(', '),
    width: smallest.width,
    height: smallest.height,
  };
}
