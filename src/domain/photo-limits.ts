/** The photo rules the upload endpoint enforces and the form's uploader checks (and states) before sending. */
export const PHOTO_LIMITS = {
  maxBytes: 15 * 1024 * 1024,
  // Refuses decompression bombs before any pixel is decoded: 50 megapixels covers any real camera photo.
  maxPixels: 50_000_000,
  maxPhotosPerListing: 30,
  /** Checked by content on the server; the browser's file picker offers these. */
  acceptedTypes: ['image/jpeg', 'image/png', 'image/webp'],
} as const;

type PhotoType = (typeof PHOTO_LIMITS.acceptedTypes)[number];

const TYPE_NAMES: Record<PhotoType, string> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
};

const names = PHOTO_LIMITS.acceptedTypes.map((type) => TYPE_NAMES[type]);

/** 'JPEG, PNG or WebP': the accepted types as people name them. */
export const ACCEPTED_PHOTO_TYPES = `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;

const MAX_MEGABYTES = PHOTO_LIMITS.maxBytes / 1024 / 1024;

/** The rule as the uploader states it under its hint, made from the limits the server enforces. */
export const ACCEPTED_PHOTOS_RULE = `Accepted: ${ACCEPTED_PHOTO_TYPES} · up to ${MAX_MEGABYTES} MB each · at most ${PHOTO_LIMITS.maxPhotosPerListing} photos`;

/**
 * The size the spec's hint names ("MAX. 800x400px"): not enforced, but a smaller photo is stretched across the
 * property page's gallery on a large screen.
 */
export const RECOMMENDED_PHOTO_SIZE = { width: 800, height: 400 } as const;

export type PhotoSize = { width: number; height: number };

/** Whether a photo is narrower or lower than the recommended size (either side falls short). */
export function isSmallerThanRecommended({ width, height }: PhotoSize): boolean {
  return width < RECOMMENDED_PHOTO_SIZE.width || height < RECOMMENDED_PHOTO_SIZE.height;
}

export const PHOTO_MESSAGES = {
  tooLarge: `Photos can be at most ${MAX_MEGABYTES} MB`,
  notAPhoto: `This file is not a ${ACCEPTED_PHOTO_TYPES} photo`,
  tooManyPixels: `Photos can be at most ${PHOTO_LIMITS.maxPixels / 1_000_000} megapixels`,
  tooMany: `A listing can have at most ${PHOTO_LIMITS.maxPhotosPerListing} photos`,
  smallerThanRecommended: (size: PhotoSize) =>
    `This photo is ${size.width} × ${size.height} px, smaller than ${RECOMMENDED_PHOTO_SIZE.width} × ${RECOMMENDED_PHOTO_SIZE.height} px: it will look blurry on large screens.`,
} as const;
