/**
 * Every stored photo goes through here: type checked by content, re-encoded (metadata stripped,
 * orientation applied) into responsive WebP and AVIF variants.
 */
import { randomBytes } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import { ValidationError } from '../errors.js';
import type { ImageVariant } from '../db/schema.js';
import type { ObjectStorage } from './storage.js';

export const IMAGE_LIMITS = {
  maxBytes: 15 * 1024 * 1024,
  // Refuses decompression bombs before any pixel is decoded: 50 megapixels covers any real camera photo.
  maxPixels: 50_000_000,
  maxPhotosPerListing: 30,
} as const;

export const VARIANT_WIDTHS = [480, 960, 1600] as const;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

export type ProcessedImage = {
  width: number;
  height: number;
  variants: Array<Omit<ImageVariant, 'key' | 'bytes'> & { body: Buffer }>;
};

export type ProcessOptions = {
  /** AVIF encoder effort 0-9: higher is smaller and slower. Uploads use the default; the seed trades size for start-up time. */
  avifEffort?: number;
};

export async function processImage(
  input: Buffer,
  { avifEffort = 3 }: ProcessOptions = {},
): Promise<ProcessedImage> {
  if (input.length > IMAGE_LIMITS.maxBytes) {
    throw new ValidationError(`Photos can be at most ${IMAGE_LIMITS.maxBytes / 1024 / 1024} MB`);
  }
  const options = { limitInputPixels: IMAGE_LIMITS.maxPixels, failOn: 'error' } as const;
  let metadata: Metadata;
  try {
    metadata = await sharp(input, options).metadata();
  } catch {
    throw new ValidationError('This file is not a JPEG, PNG or WebP photo');
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) {
    throw new ValidationError('This file is not a JPEG, PNG or WebP photo');
  }
  if (!metadata.width || !metadata.height) throw new ValidationError('This photo has no readable size');
  if (metadata.width * metadata.height > IMAGE_LIMITS.maxPixels) {
    throw new ValidationError(`Photos can be at most ${IMAGE_LIMITS.maxPixels / 1_000_000} megapixels`);
  }

  // EXIF orientations 5-8 swap the sides once rotated.
  const swapped = (metadata.orientation ?? 1) >= 5;
  const width = swapped ? metadata.height : metadata.width;
  const height = swapped ? metadata.width : metadata.height;
  const widths = [...new Set(VARIANT_WIDTHS.map((w) => Math.min(w, width)))];

  const variants: ProcessedImage['variants'] = [];
  try {
    for (const targetWidth of widths) {
      const resized = sharp(input, options).rotate().resize({ width: targetWidth, withoutEnlargement: true });
      const targetHeight = Math.round((height * targetWidth) / width);
      const [webp, avif] = await Promise.all([
        resized.clone().webp({ quality: 80 }).toBuffer(),
        resized.clone().avif({ quality: 55, effort: avifEffort }).toBuffer(),
      ]);
      variants.push({ width: targetWidth, height: targetHeight, format: 'webp', body: webp });
      variants.push({ width: targetWidth, height: targetHeight, format: 'avif', body: avif });
    }
  } catch {
    throw new ValidationError('This photo could not be read; it may be damaged');
  }
  return { width, height, variants };
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

export type StoredImage = { keyBase: string; width: number; height: number; variants: ImageVariant[] };

/** Stores every variant under properties/{timestamp}-{name}; on any failure removes what it wrote. */
export async function storeImage(
  storage: ObjectStorage,
  processed: ProcessedImage,
  originalName: string,
  now: Date = new Date(),
): Promise<StoredImage> {
  // The random tail keeps two same-named uploads in one millisecond apart.
  const keyBase = `properties/${now.getTime()}-${sanitiseFileName(originalName)}-${randomBytes(3).toString('hex')}`;
  const written: string[] = [];
  try {
    const variants: ImageVariant[] = [];
    for (const variant of processed.variants) {
      const key = `${keyBase}-${variant.width}.${variant.format}`;
      await storage.put(key, variant.body, variant.format === 'webp' ? 'image/webp' : 'image/avif');
      written.push(key);
      variants.push({
        width: variant.width,
        height: variant.height,
        format: variant.format,
        key,
        bytes: variant.body.length,
      });
    }
    return { keyBase, width: processed.width, height: processed.height, variants };
  } catch (error) {
    await storage.delete(written).catch(() => undefined);
    throw error;
  }
}
