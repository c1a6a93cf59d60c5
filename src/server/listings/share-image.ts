/**
 * A listing's share preview (Open Graph image): its cover photo cut to 1200×630 with the price in lakh/crore, BHK,
 * area and place over a dark band, rendered once per version of what it shows and kept in object storage.
 */
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { cityNameInHindi, localityNameInHindi } from '#domain/hindi-place-names';
import { formatArea, formatPrice, formatPriceHindi } from '#domain/price-format';
import type { Locale } from '#domain/site-language';
import { SUB_CATEGORY_LABELS } from '#domain/taxonomy';
import { SUB_CATEGORY_LABELS_HINDI } from '#domain/taxonomy-hindi';
import { escapeHtml } from '#server/http/escape-html';
import type { ObjectStorage } from '#server/storage/storage';
import type { ImageRow, ListingRow } from './listing-record.js';

export const SHARE_IMAGE = { width: 1200, height: 630, maxBytes: 300 * 1024 } as const;

/**
 * Shipped with the app, never looked up among the machine's fonts: a fresh server may have none, and another font
 * could lack the rupee sign. DejaVu Sans (Bitstream Vera licence, DejaVu changes public domain): assets/fonts.
 */
const FONT_FILE = fileURLToPath(new URL('../../../assets/fonts/DejaVuSans-Bold.ttf', import.meta.url));
const FONT_FAMILY = 'DejaVu Sans Bold';
/**
 * The Hindi picture's font: Noto Sans Devanagari Bold (SIL OFL 1.1, from Debian's fonts-noto-core; assets/fonts),
 * a TTF because the bundled librsvg/Pango do not read the web font's woff/woff2. It has Latin digits and ₹ too.
 */
const HINDI_FONT = {
  file: fileURLToPath(new URL('../../../assets/fonts/NotoSansDevanagari-Bold.ttf', import.meta.url)),
  family: 'Noto Sans Devanagari Bold',
};
const FONTS: Record<Locale, { file: string; family: string }> = {
  en: { file: FONT_FILE, family: FONT_FAMILY },
  hi: HINDI_FONT,
};

// Raised when the picture's layout changes, so every stored preview is rendered again under a new address.
const LAYOUT_REVISION = 1;

const BRAND = { background: '#7c4a2d', accent: '#fbbf24', light: '#fff7ed' } as const;

export type ShareImageListing = Pick<
  ListingRow,
  | 'id'
  | 'title'
  | 'price'
  | 'propertyStatus'
  | 'rentalFrequency'
  | 'subCategory'
  | 'bedrooms'
  | 'squareFeet'
  | 'location'
  | 'city'
>;
type Cover = Pick<ImageRow, 'id' | 'keyBase' | 'variants'> | null | undefined;

/** The lines the picture shows, in the page's language; also what its address is derived from. */
export function shareImageLines(listing: ShareImageListing, locale: Locale = 'en') {
  const bedrooms = listing.bedrooms !== null && listing.bedrooms > 0 ? listing.bedrooms : null;
  if (locale === 'hi') {
    const type = SUB_CATEGORY_LABELS_HINDI[listing.subCategory] ?? listing.subCategory;
    const purpose = listing.propertyStatus === 'rent' ? 'किराये पर' : 'बिक्री के लिए';
    const area = formatArea(listing.squareFeet).replace('sq.ft', 'वर्ग फ़ुट');
    return {
      price: formatPriceHindi(listing),
      summary: `${bedrooms ? `${bedrooms} बीएचके ` : ''}${type} ${purpose} · ${area}`,
      place: [
        listing.location ? localityNameInHindi(listing.city, listing.location) : null,
        cityNameInHindi(listing.city),
      ]
        .filter(Boolean)
        .join(', '),
    };
  }
  const type = SUB_CATEGORY_LABELS[listing.subCategory] ?? listing.subCategory;
  const bhk = bedrooms ? `${bedrooms} BHK ` : '';
  return {
    price: formatPrice(listing),
    summary: `${bhk}${type} for ${listing.propertyStatus === 'rent' ? 'rent' : 'sale'} · ${formatArea(listing.squareFeet)}`,
    place: [listing.location, listing.city].filter(Boolean).join(', '),
  };
}

/**
 * A short hash of everything the picture shows: a new price, cover photo or place gives a new address, so no
 * cache (ours, a CDN's or a chat app's) keeps showing the old picture for the new listing.
 */
export function shareImageFingerprint(
  listing: ShareImageListing,
  cover: Cover,
  locale: Locale = 'en',
): string {
  const inputs = JSON.stringify([
    LAYOUT_REVISION,
    shareImageLines(listing, locale),
    cover?.id ?? null,
    cover?.keyBase,
  ]);
  return createHash('sha256').update(inputs).digest('hex').slice(0, 16);
}

/** The path the listing's preview is served at (absolute with the site's public URL in og:image). */
export function shareImagePath(listing: ShareImageListing, cover: Cover, locale: Locale = 'en'): string {
  return `/media/share/${listing.id}/${shareImageFingerprint(listing, cover, locale)}.jpg`;
}

/** The language of the preview `file` names for this version of the listing; null for an older version's. */
export function shareImageLocale(listing: ShareImageListing, cover: Cover, file: string): Locale | null {
  const locales: Locale[] = ['en', 'hi'];
  return locales.find((locale) => file === `${shareImageFingerprint(listing, cover, locale)}.jpg`) ?? null;
}

export const shareImageKey = (listingId: string, fingerprint: string) =>
  `share/${listingId}/${fingerprint}.jpg`;

const truncate = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** One line of text as a transparent picture, in the shipped font of its language. */
async function textLayer(
  text: string,
  sizePt: number,
  colour: string,
  maxWidth: number,
  locale: Locale = 'en',
) {
  const markup = `<span foreground="${colour}">${escapeHtml(text)}</span>`;
  const font = FONTS[locale];
  const { data, info } = await sharp({
    text: {
      text: markup,
      font: `${font.family} ${sizePt}`,
      fontfile: font.file,
      rgba: true,
      dpi: 72,
      width: maxWidth,
      wrap: 'none',
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { input: data, width: info.width, height: info.height };
}

const shade = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_IMAGE.width}" height="${SHARE_IMAGE.height}">` +
    '<defs><linearGradient id="band" x1="0" y1="0" x2="0" y2="1">' +
    '<stop offset="0.3" stop-color="#000" stop-opacity="0"/>' +
    '<stop offset="0.62" stop-color="#000" stop-opacity="0.55"/>' +
    '<stop offset="1" stop-color="#000" stop-opacity="0.85"/>' +
    '</linearGradient></defs>' +
    `<rect width="${SHARE_IMAGE.width}" height="${SHARE_IMAGE.height}" fill="url(#band)"/>` +
    `<rect x="40" y="36" width="276" height="64" rx="14" fill="${BRAND.background}"/>` +
    `<path d="M62 70 82 52l20 18" fill="none" stroke="${BRAND.accent}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="M68 68v14a3 3 0 0 0 3 3h22a3 3 0 0 0 3-3V68L82 57Z" fill="${BRAND.light}"/>` +
    '</svg>',
);

async function coverPicture(cover: Cover, storage: ObjectStorage): Promise<Buffer | null> {
  const variants = (cover?.variants ?? []).filter((variant) => variant.format === 'webp');
  // The smallest rendition at least as wide as the preview, else the widest there is.
  const source =
    variants.filter((v) => v.width >= SHARE_IMAGE.width).sort((a, b) => a.width - b.width)[0] ??
    variants.sort((a, b) => b.width - a.width)[0];
  if (!source) return null;
  const stored = await storage.get(source.key);
  return stored ? readAll(stored.body) : null;
}

type ShareImageLines = ReturnType<typeof shareImageLines>;

/** The preview as a JPEG; a listing without photos gets the brand's colours behind the same text. */
export async function renderShareImage(
  listing: ShareImageListing,
  cover: Cover,
  storage: ObjectStorage,
  locale: Locale = 'en',
): Promise<Buffer> {
  return renderPicture(shareImageLines(listing, locale), await coverPicture(cover, storage), locale);
}

/** The site's own preview, for the home page and the locality pages: the brand, no listing. */
export const SITE_SHARE_LINES: ShareImageLines = {
  price: 'Find your home',
  summary: 'Flats, villas and plots to buy or rent',
  place: 'Listings across India, with RERA numbers',
};

const siteFingerprint = () =>
  createHash('sha256')
    .update(JSON.stringify([LAYOUT_REVISION, SITE_SHARE_LINES]))
    .digest('hex')
    .slice(0, 16);

export const siteShareImagePath = () => `/media/share/site/${siteFingerprint()}.jpg`;

/** The site's preview, rendered once and stored like a listing's. */
export async function storedSiteShareImage(file: string, storage: ObjectStorage): Promise<Buffer | null> {
  if (file !== `${siteFingerprint()}.jpg`) return null;
  const key = `share/site/${file}`;
  const stored = await storage.get(key);
  if (stored) return readAll(stored.body);
  const rendered = await renderPicture(SITE_SHARE_LINES, null);
  await storage.put(key, rendered, 'image/jpeg');
  return rendered;
}

async function readAll(body: AsyncIterable<unknown>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function renderPicture(
  lines: ShareImageLines,
  photo: Buffer | null,
  locale: Locale = 'en',
): Promise<Buffer> {
  const { width, height } = SHARE_IMAGE;
  const base = photo
    ? sharp(photo).resize(width, height, { fit: 'cover', position: 'attention' })
    : sharp({ create: { width, height, channels: 3, background: BRAND.background } });
  const textWidth = width - 120;
  const [wordmark, price, summary, place] = await Promise.all([
    textLayer('HouseHunt', 30, BRAND.light, 180),
    textLayer(truncate(lines.price, 24), 76, '#ffffff', textWidth, locale),
    textLayer(truncate(lines.summary, 48), 36, BRAND.accent, textWidth, locale),
    textLayer(truncate(lines.place, 56), 32, '#ffffff', textWidth, locale),
  ]);
  const bottom = height - 44;
  const placeTop = bottom - place.height;
  const summaryTop = placeTop - 14 - summary.height;
  const priceTop = summaryTop - 12 - price.height;
  const flattened = await base
    .flatten({ background: BRAND.background })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { channels } = flattened.info;
  const composed = await sharp(flattened.data, { raw: { width, height, channels } })
    .composite([
      { input: shade },
      { input: wordmark.input, left: 116, top: 68 - Math.round(wordmark.height / 2) },
      { input: price.input, left: 60, top: priceTop },
      { input: summary.input, left: 60, top: summaryTop },
      { input: place.input, left: 60, top: placeTop },
    ])
    .raw()
    .toBuffer({ resolveWithObject: true });
  const encode = (quality: number) =>
    sharp(composed.data, { raw: composed.info }).jpeg({ quality, mozjpeg: true }).toBuffer();
  // A busy photo (foliage, a crowded street) at the usual quality can pass the size chat apps accept.
  let jpeg = await encode(78);
  for (const quality of [65, 50]) {
    if (jpeg.length < SHARE_IMAGE.maxBytes) break;
    jpeg = await encode(quality);
  }
  return jpeg;
}

/**
 * The stored preview for this version of the listing in `locale`, rendered and stored on first ask. Storage, not
 * memory, holds it, so every server process finds what another rendered; two rendering at once write the same
 * bytes. Older versions are deleted once the new one is stored; this version's picture in the other language stays.
 */
export async function storedShareImage(
  listing: ShareImageListing,
  cover: Cover,
  storage: ObjectStorage,
  locale: Locale = 'en',
): Promise<Buffer> {
  const key = shareImageKey(listing.id, shareImageFingerprint(listing, cover, locale));
  const stored = await storage.get(key);
  if (stored) return readAll(stored.body);
  const rendered = await renderShareImage(listing, cover, storage, locale);
  await storage.put(key, rendered, 'image/jpeg');
  const current = new Set(
    (['en', 'hi'] as const).map((each) =>
      shareImageKey(listing.id, shareImageFingerprint(listing, cover, each)),
    ),
  );
  const older: string[] = [];
  for await (const page of storage.list(`share/${listing.id}/`)) {
    for (const entry of page) if (!current.has(entry.key)) older.push(entry.key);
  }
  await storage.delete(older);
  return rendered;
}
