/** The photo rules the upload endpoint enforces and the form's uploader checks before sending. */
export const PHOTO_LIMITS = {
  maxBytes: 15 * 1024 * 1024,
  // Refuses decompression bombs before any pixel is decoded: 50 megapixels covers any real camera photo.
  maxPixels: 50_000_000,
  maxPhotosPerListing: 30,
  /** Checked by content on the server; the browser's file picker offers these. */
  acceptedTypes: ['image/jpeg', 'image/png', 'image/webp'],
} as const;

export const PHOTO_MESSAGES = {
  tooLarge: `Photos can be at most ${PHOTO_LIMITS.maxBytes / 1024 / 1024} MB`,
  notAPhoto: 'This file is not a JPEG, PNG or WebP photo',
  tooManyPixels: `Photos can be at most ${PHOTO_LIMITS.maxPixels / 1_000_000} megapixels`,
  tooMany: `A listing can have at most ${PHOTO_LIMITS.maxPhotosPerListing} photos`,
} as const;
