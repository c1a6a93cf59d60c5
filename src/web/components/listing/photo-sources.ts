import { t } from '@lingui/core/macro';
/** The responsive-image attributes for a listing photo, built from the renditions the server stored. */
import type { PhotoVariant } from '#web/lib/listing-types';

/** 'a-480.avif 480w, a-960.avif 960w': one format's renditions, smallest first, for a `srcSet`. */
export function srcSetFor(variants: readonly PhotoVariant[], format: PhotoVariant['format']): string {
  return variants
    .filter((variant) => variant.format === format)
    .sort((a, b) => a.width - b.width)
    .map((variant) => `${variant.url} ${variant.width}w`)
    .join(', ');
}

/** 'Sea-facing 3 BHK in Bandra — photo 2 of 8'. */
export function photoAlt(title: string, index: number, total: number): string {
  const number = index + 1;
  return t`${title} — photo ${number} of ${total}`;
}
