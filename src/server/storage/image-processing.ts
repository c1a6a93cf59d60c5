/**
 * Every stored photo goes through here: type checked by content, re-encoded (metadata stripped,
 * orientation applied) into responsive WebP and AVIF variants.
 */
import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import sharp, { type Metadata } from 'sharp';
import { PHOTO_LIMITS, PHOTO_MESSAGES } from '#domain/photo-limits';
import { concurrencyLimit } from '#server/concurrency-limit';
import { ValidationError } from '#server/errors';
import { differenceHash } from './perceptual-hash.js';
import type { ObjectStorage } from './storage.js';

/** One stored rendition of a photo, as property_images.variants keeps it. */
export type ImageVariant = {
  width: number;
  height: number;
  format: 'webp' | 'avif';
  key: string;
  bytes: number;
};

/**
 * 768 is for phones: a full-width photo on a 360–412 px screen at 1.75–2 device pixels per px needs up to 824, and
 * 720 would fall just short of the 721 that Lighthouse's phone (412 px at 1.75) asks, which would take 960 instead.
 */
export const VARIANT_WIDTHS = [480, 768, 960, 1600] as const;
// sharp's format names: image/jpeg -> jpeg.
const ACCEPTED_FORMATS = new Set<string>(
  PHOTO_LIMITS.acceptedTypes.map((type) => type.slice('image/'.length)),
);

export type ProcessedImage = {
  width: number;
  height: number;
  /** The duplicate guard's fingerprint (perceptual-hash.ts). */
  perceptualHash: bigint;
  variants: Array<Omit<ImageVariant, 'key' | 'bytes'> & { body: Buffer }>;
};

// AVIF effort 0 of 9: on a 12-megapixel photo about 6x faster than effort 3 for files only ~4% larger.
const AVIF = { quality: 55, effort: 0 } as const;
const WEBP = { quality: 80 } as const;

// libvips keeps the results of recent operations (50 MB by default) to reuse them on the same image; every upload
// is a new image, so the cache never hits and only holds memory.
sharp.cache(false);
// One libvips thread per photo. sharp picks this itself only on glibc without jemalloc; set here, it is the same on
// every platform and allocator. Parallelism comes from several photos at once instead, and every extra thread
// working on a photo is one more glibc heap ("arena") that keeps what it freed.
sharp.concurrency(1);

/**
 * How many photos are decoded and encoded at once; more wait their turn. A 12-megapixel photo in flight holds
 * tens of megabytes of pixels, so a burst of uploads (or the demo seed's workers) raises the peak by that much
 * per photo, and with glibc's malloc the peak tends to stay resident. One per core keeps every core busy.
 */
export const PHOTOS_PROCESSED_AT_ONCE = Math.min(availableParallelism(), 4);

const inTurn = concurrencyLimit(PHOTOS_PROCESSED_AT_ONCE);

export function processImage(input: Buffer): Promise<ProcessedImage> {
  return inTurn(() => encodeVariants(input));
}

async function encodeVariants(input: Buffer): Promise<ProcessedImage> {
  if (input.length > PHOTO_LIMITS.maxBytes) throw new ValidationError(PHOTO_MESSAGES.tooLarge);
  const options = { limitInputPixels: PHOTO_LIMITS.maxPixels, failOn: 'error' } as const;
  let metadata: Metadata;
  try {
    // Only the header is read here, so the size check below can name the limit instead of a decoder error.
    metadata = await sharp(input, { ...options, limitInputPixels: false }).metadata();
  } catch {
    throw new ValidationError(PHOTO_MESSAGES.notAPhoto);
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) {
    throw new ValidationError(PHOTO_MESSAGES.notAPhoto);
  }
  if (!metadata.width || !metadata.height) throw new ValidationError('This photo has no readable size');
  if (metadata.width * metadata.height > PHOTO_LIMITS.maxPixels) {
    throw new ValidationError(PHOTO_MESSAGES.tooManyPixels);
  }

  // EXIF orientations 5-8 swap the sides once rotated.
  const swapped = (metadata.orientation ?? 1) >= 5;
  const width = swapped ? metadata.height : metadata.width;
  const height = swapped ? metadata.width : metadata.height;
  const widths = [...new Set(VARIANT_WIDTHS.map((w) => Math.min(w, width)))];

  const variants: ProcessedImage['variants'] = [];
  let perceptualHash: bigint;
  try {
    // Decoded, rotated and scaled to the largest width once; the smaller variants are made from that.
    const largest = await sharp(input, options)
      .rotate()
      .resize({ width: widths.at(-1), withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const { width: rawWidth, height: rawHeight, channels } = largest.info;
    perceptualHash = await differenceHash(largest.data, { width: rawWidth, height: rawHeight, channels });
    for (const targetWidth of widths) {
      const targetHeight = Math.round((height * targetWidth) / width);
      const resized = sharp(largest.data, { raw: { width: rawWidth, height: rawHeight, channels } }).resize({
        width: targetWidth,
        height: targetHeight,
        fit: 'fill',
      });
      const [webp, avif] = await Promise.all([
        resized.clone().webp(WEBP).toBuffer(),
        resized.clone().avif(AVIF).toBuffer(),
      ]);
      variants.push({ width: targetWidth, height: targetHeight, format: 'webp', body: webp });
      variants.push({ width: targetWidth, height: targetHeight, format: 'avif', body: avif });
    }
  } catch {
    throw new ValidationError('This photo could not be read; it may be damaged');
  }
  return { width, height, perceptualHash, variants };
}

/** "Living Room (2).JPG" -> "living-room-2": safe in a storage key and a URL. */
export function sanitiseFileName(name: string): string {
  const stem = name.replace(/\.[^.]*$/, '');
  const safe = stem
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return safe || 'photo';
}

export type StoredImage = {
  keyBase: string;
  width: number;
  height: number;
  perceptualHash: bigint;
  variants: ImageVariant[];
};

/** The folder every photo's files are stored under. */
export const PHOTO_FOLDER = 'properties/';

/** The key base a variant's key was made from (see planImageKeys); null for a key no photo variant has. */
export function keyBaseOfVariant(key: string): string | null {
  const match = /^(properties\/.+)-\d+\.(webp|avif)$/.exec(key);
  return match?.[1] ?? null;
}

/** Names every variant's key up front, so a record of the photo can exist before any file is written. */
export function planImageKeys(
  processed: ProcessedImage,
  originalName: string,
  now: Date = new Date(),
): StoredImage {
  // The random tail keeps two same-named uploads in one millisecond apart.
  const keyBase = `${PHOTO_FOLDER}${now.getTime()}-${sanitiseFileName(originalName)}-${randomBytes(3).toString('hex')}`;
  return {
    keyBase,
    width: processed.width,
    height: processed.height,
    perceptualHash: processed.perceptualHash,
    variants: processed.variants.map((variant) => ({
      width: variant.width,
      height: variant.height,
      format: variant.format,
      key: `${keyBase}-${variant.width}.${variant.format}`,
      bytes: variant.body.length,
    })),
  };
}

/** Writes the planned variants; on any failure removes what it wrote and rethrows. */
export async function writeImageFiles(
  storage: ObjectStorage,
  processed: ProcessedImage,
  planned: StoredImage,
): Promise<void> {
  const written: string[] = [];
  try {
    for (const [index, variant] of processed.variants.entries()) {
      const key = planned.variants[index]!.key;
      await storage.put(key, variant.body, variant.format === 'webp' ? 'image/webp' : 'image/avif');
      written.push(key);
    }
  } catch (error) {
    await storage.delete(written).catch(() => undefined);
    throw error;
  }
}

/** Stores every variant under properties/{timestamp}-{name}; on any failure removes what it wrote. */
export async function storeImage(
  storage: ObjectStorage,
  processed: ProcessedImage,
  originalName: string,
  now: Date = new Date(),
): Promise<StoredImage> {
  const planned = planImageKeys(processed, originalName, now);
  await writeImageFiles(storage, processed, planned);
  return planned;
}
