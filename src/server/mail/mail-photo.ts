/**
 * A listing photo in a mail: one stored rendition, by absolute address (a mail has no page to be relative to).
 * WebP, the format of the two stored that most mail clients show; the narrowest at least twice the width shown,
 * so it is sharp on a phone without making the mail heavy.
 */
import type { ImageVariant } from '#server/storage/image-processing';
import type { ObjectStorage } from '#server/storage/storage';

export type MailPhoto = { url: string; width: number; height: number };

/** Width a mail shows a photo at, in CSS pixels. */
export const MAIL_PHOTO_WIDTH = 240;

export function mailPhoto(
  variants: readonly ImageVariant[] | undefined,
  storage: ObjectStorage,
  publicUrl: string,
): MailPhoto | null {
  const webp = (variants ?? [])
    .filter((variant) => variant.format === 'webp')
    .sort((a, b) => a.width - b.width);
  const chosen = webp.find((variant) => variant.width >= 2 * MAIL_PHOTO_WIDTH) ?? webp.at(-1);
  if (!chosen) return null;
  const url = storage.publicUrl(chosen.key);
  return {
    url: /^https?:\/\//i.test(url)
      ? url
      : `${publicUrl.replace(/\/$/, '')}${url.startsWith('/') ? '' : '/'}${url}`,
    width: MAIL_PHOTO_WIDTH,
    height: Math.round((MAIL_PHOTO_WIDTH * chosen.height) / chosen.width),
  };
}
