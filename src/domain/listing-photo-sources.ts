/**
 * The responsive-image attributes of a listing photo, from the renditions the server stored. One rule for the
 * pages' <picture> elements and for the preload the server sends with a listing page's HTML: the browser takes
 * the preloaded file only when the preload names the same candidates, sizes and format the picture then picks.
 */
import type { PhotoVariant } from './listing-card.js';

type Variant = Pick<PhotoVariant, 'width' | 'format' | 'url'>;

/** A <picture>'s sources in the order a browser tries them: AVIF (smaller) where it has it, WebP otherwise. */
export const PHOTO_FORMATS = ['avif', 'webp'] as const satisfies ReadonlyArray<PhotoVariant['format']>;

/** How wide a listing page draws its main photo: the whole width below lg, the width beside the price card above. */
export const LISTING_MAIN_PHOTO_SIZES =
  '(min-width: 1280px) 832px, (min-width: 1024px) calc(100vw - 448px), 100vw';

/** 'a-480.avif 480w, a-960.avif 960w': one format's renditions, smallest first, for a `srcSet`. */
export function srcSetFor(variants: readonly Variant[], format: PhotoVariant['format']): string {
  return variants
    .filter((variant) => variant.format === format)
    .sort((a, b) => a.width - b.width)
    .map((variant) => `${variant.url} ${variant.width}w`)
    .join(', ');
}

/** A picture's sources: one per format the photo has renditions in, in the order of PHOTO_FORMATS. */
export function pictureSources(
  variants: readonly Variant[],
): Array<{ format: PhotoVariant['format']; type: string; srcSet: string }> {
  return PHOTO_FORMATS.map((format) => ({
    format,
    type: `image/${format}`,
    srcSet: srcSetFor(variants, format),
  })).filter((source) => source.srcSet !== '');
}
