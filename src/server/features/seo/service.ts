/**
 * What the server puts in a page's <head> before any JavaScript runs: title, description, canonical URL,
 * Open Graph tags, and for a listing its schema.org JSON-LD, so crawlers without JavaScript see them; and which
 * head a page path gets, looking up the listing for /property/{id}.
 */
import { z } from 'zod';
import {
  isPlaceSlug,
  listedRangeLabel,
  localityPagePath,
  MIN_LISTINGS_FOR_INSIGHT,
} from '#domain/locality-insights';
import type { ListingDeparture } from '#domain/listing-departure';
import type { LocalityInsights } from '#domain/locality-insights-answer';
import { LISTING_MAIN_PHOTO_SIZES, pictureSources } from '#domain/listing-photo-sources';
import { formatPrice } from '#domain/price-format';
import { localeOfPath, pathInLocale, type Locale } from '#domain/site-language';
import {
  ADMIN_AREA,
  matchSiteRoute,
  SITE_ROUTES,
  type HindiRouteTexts,
  type SiteRoute,
} from '#domain/site-routes';
import { HINDI_ROUTE_TEXTS, HINDI_TRANSLATED_ROUTES } from '#domain/site-routes-hindi';
import { MAIN_CATEGORY_LABELS, SUB_CATEGORY_LABELS } from '#domain/taxonomy';
import type { Database } from '#server/db/client';
import { NotFoundError } from '#server/errors';
import { escapeHtml } from '#server/http/escape-html';
import type { ImageRow, ListingRow } from '#server/listings/listing-record';
import { findPublicListingPage, ListingGoneError } from '#server/listings/listing-page';
import { toPhotoResponse } from '#server/listings/listing-response';
import {
  SHARE_IMAGE,
  SITE_SHARE_LINES,
  shareImageLines,
  shareImagePath,
  siteShareImagePath,
} from '#server/listings/share-image';
import { readLocalityInsights } from '#server/listings/locality-figures';
import type { SiteSettingsCache } from '#server/site-settings/site-settings-cache';
import type { ObjectStorage } from '#server/storage/storage';
import {
  isTranslatedPage,
  languageAlternates,
  type LanguageAlternate,
} from './language/language-alternates.js';
import { pageWords } from './language/page-words.js';

export type PageHead = {
  status: 200 | 404 | 410;
  title: string;
  description: string;
  /** Absolute; null for pages that should not be indexed. */
  canonical: string | null;
  /** The picture a chat app or social network shows with a shared link: absolute, 1200×630. */
  image?: { url: string; alt: string };
  jsonLd?: object;
  noIndex?: boolean;
  /** The same page in each language (`hreflang`), for an indexed page that has a Hindi side. */
  alternates?: LanguageAlternate[];
  /**
   * The photo that is the page's largest paint, asked for with the HTML: otherwise the browser learns of it only
   * once the app's code has run and drawn the page. Its first source as the page's <picture> offers it.
   */
  leadPhoto?: { type: string; srcSet: string; sizes: string };
};

const absolute = (publicUrl: string, url: string) => (url.startsWith('http') ? url : `${publicUrl}${url}`);

/** The site's own preview, for pages that show no one listing. */
const siteImage = (publicUrl: string) => ({
  url: absolute(publicUrl, siteShareImagePath()),
  alt: `HouseHunt: ${SITE_SHARE_LINES.summary}`,
});

/** The head of a page with a fixed address: indexed when it is public, kept out of search results otherwise. */
export function sitePageHead(page: SiteRoute, publicUrl: string): PageHead {
  if (page.access === 'public' && page.description !== undefined) {
    return {
      status: 200,
      title: page.title,
      description: page.description,
      canonical: `${publicUrl}${page.path}`,
      image: siteImage(publicUrl),
    };
  }
  return { status: 200, title: page.title, description: 'HouseHunt', canonical: null, noIndex: true };
}

export function notFoundHead(title: string = SITE_ROUTES.notFound.title): PageHead {
  return {
    status: 404,
    title,
    description:
      'This page does not exist on HouseHunt. It may have been moved, or the listing sold or rented.',
    canonical: null,
    noIndex: true,
  };
}

/**
 * A listing sold or rented long ago, or withdrawn: 410, so search engines drop the address for good. Its title
 * says what became of it, in the page's language.
 */
export function goneHead(departure: ListingDeparture, locale: Locale, now: Date = new Date()): PageHead {
  const words = pageWords(locale);
  return {
    status: 410,
    title: words.departure(departure, now),
    description: words.goneDescription,
    canonical: null,
    noIndex: true,
  };
}

const SCHEMA_TYPES: Record<string, string> = {
  flat: 'Apartment',
  villa: 'SingleFamilyResidence',
  'individual-house': 'SingleFamilyResidence',
};

export function listingHead(
  listing: ListingRow,
  images: ImageRow[],
  storage: ObjectStorage,
  publicUrl: string,
  locale: Locale = 'en',
): PageHead {
  const url = `${publicUrl}/property/${listing.id}`;
  const price = formatPrice(listing);
  // The picture a shared link shows is in the page's language.
  const share = shareImageLines(listing, locale);
  const type = `${SUB_CATEGORY_LABELS[listing.subCategory] ?? listing.subCategory}`;
  const place = [listing.location, listing.city].filter(Boolean).join(', ');
  const summary = `${type} for ${listing.propertyStatus === 'rent' ? 'rent' : 'sale'} in ${place}: ${price}.`;
  const description = `${summary} ${listing.description ?? ''}`.trim().slice(0, 300);
  // The gallery's first photo (the property page's largest paint on a phone and a desktop alike).
  const [cover] = images[0] ? pictureSources(toPhotoResponse(images[0], storage).variants) : [];
  const photos = images.map((image) => {
    const largest = image.variants.filter((v) => v.format === 'webp').sort((a, b) => b.width - a.width)[0];
    return absolute(publicUrl, storage.publicUrl(largest?.key ?? image.keyBase));
  });

  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    '@id': url,
    url,
    name: listing.title,
    description,
    datePosted: listing.createdAt.toISOString(),
    ...(photos.length && { image: photos }),
    offers: {
      '@type': 'Offer',
      price: listing.price,
      priceCurrency: 'INR',
      businessFunction:
        listing.propertyStatus === 'rent'
          ? 'http://purl.org/goodrelations/v1#LeaseOut'
          : 'http://purl.org/goodrelations/v1#Sell',
      availabilityStarts: listing.availableFrom,
      ...(listing.propertyStatus === 'rent' && {
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          price: listing.price,
          priceCurrency: 'INR',
          unitCode: listing.rentalFrequency === 'yearly' ? 'ANN' : 'MON',
        },
      }),
    },
    about: {
      '@type': SCHEMA_TYPES[listing.subCategory] ?? 'Place',
      name: `${MAIN_CATEGORY_LABELS[listing.mainCategory]} ${type}`,
      address: {
        '@type': 'PostalAddress',
        streetAddress: listing.address,
        addressLocality: listing.location ?? listing.city,
        addressRegion: listing.state,
        postalCode: listing.pincode,
        addressCountry: 'IN',
      },
      // A PIN code area's centre is not the home's position: search engines get the address only.
      ...(listing.latitude !== null &&
        listing.longitude !== null &&
        !listing.locationApproximate && {
          geo: { '@type': 'GeoCoordinates', latitude: listing.latitude, longitude: listing.longitude },
        }),
      floorSize: { '@type': 'QuantitativeValue', value: listing.squareFeet, unitCode: 'FTK' },
      ...(listing.bedrooms !== null && { numberOfBedrooms: listing.bedrooms }),
      ...(listing.bathrooms !== null && { numberOfBathroomsTotal: listing.bathrooms }),
      // The project's registration with the state's regulator, as MahaRERA wants it on every advertisement.
      ...(listing.reraNumber !== null && {
        identifier: {
          '@type': 'PropertyValue',
          propertyID: 'RERA',
          name: 'RERA registration number',
          value: listing.reraNumber,
        },
      }),
    },
  };
  return {
    status: 200,
    title: listing.title,
    description,
    canonical: url,
    image: {
      url: absolute(publicUrl, shareImagePath(listing, images[0], locale)),
      alt: `${share.price}, ${share.summary}, ${share.place}`,
    },
    jsonLd,
    ...(cover && { leadPhoto: { type: cover.type, srcSet: cover.srcSet, sizes: LISTING_MAIN_PHOTO_SIZES } }),
  };
}

/** "Whitefield, Bengaluru", or "Bengaluru" for a city as a whole. */
const placeName = (insights: Pick<LocalityInsights, 'city' | 'locality'>) =>
  insights.locality ? `${insights.locality}, ${insights.city}` : insights.city;

/**
 * A locality page's head: its name, the number of live listings, and a schema.org Dataset of the medians (the
 * figures are statistics of a place, not an offer). Indexed only with enough listings for a figure.
 */
export function localityHead(insights: LocalityInsights, publicUrl: string): PageHead {
  const url = `${publicUrl}${localityPagePath(insights.citySlug, insights.localitySlug ?? '')}`;
  const place = placeName(insights);
  const title = `Property prices in ${place}`;
  const description =
    `Median price per sq.ft of HouseHunt's ${insights.listings.toLocaleString('en-IN')} live listings in ${place}, ` +
    'for sale and to rent, by type and BHK, with the change since last quarter.';
  const dated = insights.figures.flatMap((figure) => [figure.firstListedAt, figure.lastListedAt]).sort();
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Dataset',
    '@id': url,
    url,
    name: title,
    description,
    isAccessibleForFree: true,
    spatialCoverage: {
      '@type': 'Place',
      name: place,
      address: {
        '@type': 'PostalAddress',
        addressLocality: insights.locality ?? insights.city,
        ...(insights.locality && { addressRegion: insights.city }),
        addressCountry: 'IN',
      },
    },
    ...(dated.length && { temporalCoverage: `${dated[0]}/${dated[dated.length - 1]}` }),
    variableMeasured: insights.figures.map((figure) => ({
      '@type': 'PropertyValue',
      name: `Median ${figure.propertyStatus === 'rent' ? 'rent per month' : 'price'} per sq.ft, ${figure.subCategory}${figure.bedrooms === null ? '' : `, ${figure.bedrooms} BHK`}`,
      value: figure.medianPricePerSqFt,
      unitText: 'INR per square foot',
      description: `From ${figure.listings} listings (${listedRangeLabel(new Date(figure.firstListedAt), new Date(figure.lastListedAt))})`,
    })),
  };
  // The sitemap's rule (placesForSitemap): a place with fewer live listings says too little to be a search result.
  const indexable = insights.listings >= MIN_LISTINGS_FOR_INSIGHT;
  return {
    status: 200,
    title,
    description,
    canonical: indexable ? url : null,
    image: siteImage(publicUrl),
    ...(indexable ? { jsonLd } : { noIndex: true }),
  };
}

async function localityPageHead(db: Database, params: Record<string, string>, publicUrl: string) {
  const city = params.city ?? '';
  const locality = params.locality ?? '';
  if (!isPlaceSlug(city) || !isPlaceSlug(locality)) return notFoundHead('Locality not found');
  const insights = await readLocalityInsights(db, city, locality);
  return insights ? localityHead(insights, publicUrl) : notFoundHead('Locality not found');
}

/** The tags for `head`, ready to replace the built index.html's own title and description. */
export function renderHead(head: PageHead, siteName: string, locale: Locale = 'en'): string {
  const title = escapeHtml(`${head.title} | ${siteName}`);
  const description = escapeHtml(head.description);
  const tags = [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<meta property="og:site_name" content="${escapeHtml(siteName)}" />`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:type" content="${head.jsonLd ? 'article' : 'website'}" />`,
    `<meta property="og:locale" content="${locale === 'hi' ? 'hi_IN' : 'en_IN'}" />`,
    `<meta name="twitter:card" content="${head.image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${escapeHtml(head.title)}" />`,
    `<meta name="twitter:description" content="${description}" />`,
  ];
  if (head.canonical) {
    tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`);
    tags.push(`<meta property="og:url" content="${escapeHtml(head.canonical)}" />`);
  }
  for (const { hreflang, href } of head.alternates ?? []) {
    tags.push(`<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}" />`);
  }
  if (head.alternates) {
    tags.push(`<meta property="og:locale:alternate" content="${locale === 'hi' ? 'en_IN' : 'hi_IN'}" />`);
  }
  if (head.image) {
    const url = escapeHtml(head.image.url);
    const alt = escapeHtml(head.image.alt);
    tags.push(
      `<meta property="og:image" content="${url}" />`,
      '<meta property="og:image:type" content="image/jpeg" />',
      `<meta property="og:image:width" content="${SHARE_IMAGE.width}" />`,
      `<meta property="og:image:height" content="${SHARE_IMAGE.height}" />`,
      `<meta property="og:image:alt" content="${alt}" />`,
      `<meta name="twitter:image" content="${url}" />`,
      `<meta name="twitter:image:alt" content="${alt}" />`,
    );
  }
  if (head.leadPhoto) {
    const { type, srcSet, sizes } = head.leadPhoto;
    tags.push(
      `<link rel="preload" as="image" type="${type}" imagesrcset="${escapeHtml(srcSet)}" imagesizes="${escapeHtml(sizes)}" fetchpriority="high" />`,
    );
  }
  if (head.noIndex) tags.push('<meta name="robots" content="noindex" />');
  if (head.jsonLd) {
    // "<" escaped so no text in a listing can close the script element.
    const json = JSON.stringify(head.jsonLd).replace(/</g, '\\u003c');
    tags.push(`<script type="application/ld+json">${json}</script>`);
  }
  return tags.join('\n    ');
}

async function headFor(path: string, deps: PageHeadDeps, locale: Locale): Promise<PageHead> {
  const page = matchSiteRoute(path);
  if (page?.id === 'property') {
    const id = z.uuid().safeParse(page.params.propertyId);
    if (!id.success) return notFoundHead('Property not found');
    try {
      const { listing, images, lifecycle } = await findPublicListingPage(deps.db, id.data);
      const head = listingHead(listing, images, deps.storage, deps.publicUrl, locale);
      if (lifecycle.indexable) return head;
      // Out of our own search (unconfirmed) or sold or rented: the page opens from a link, unindexed; a home that
      // left is not offered in structured data.
      const { jsonLd, ...rest } = head;
      return {
        ...rest,
        ...(lifecycle.answer !== 'departed' && jsonLd && { jsonLd }),
        canonical: null,
        noIndex: true,
      };
    } catch (error) {
      if (error instanceof ListingGoneError) return goneHead(error.departure, locale);
      if (error instanceof NotFoundError) return notFoundHead('Property not found');
      throw error;
    }
  }
  if (page?.id === 'locality') {
    return localityPageHead(deps.db, page.params, deps.publicUrl);
  }
  if (page) return sitePageHead(page.route, deps.publicUrl);
  // The portal answers an unknown screen of its own with its "Page not found", as a page of the portal (200).
  if (path.startsWith(`${ADMIN_AREA}/`)) return { ...notFoundHead(), status: 200 };
  return notFoundHead();
}

export type PageHeadDeps = {
  db: Database;
  storage: ObjectStorage;
  publicUrl: string;
  siteSettings: Pick<SiteSettingsCache, 'read'>;
};

/**
 * A page's head in `locale`. An indexed page whose text is in Hindi (HINDI_TRANSLATED_ROUTES) is indexed in both
 * languages, each with its own canonical address and the `hreflang` links to the other. Any other Hindi page is
 * unindexed, with no canonical, so a crawler never files English text under a Hindi address. The Hindi side takes
 * the route table's Hindi title and description where it has them. The portal has no Hindi side.
 */
export function headInLocale(
  english: PageHead,
  englishPath: string,
  locale: Locale,
  publicUrl: string,
  translated = HINDI_TRANSLATED_ROUTES,
): PageHead {
  // From the canonical address, not the one asked for: "/about-us/" and "/about-us" are one page.
  const alternates =
    english.canonical !== null && isTranslatedPage(englishPath, translated)
      ? languageAlternates(publicUrl, english.canonical.slice(publicUrl.length) || '/')
      : undefined;
  if (locale === 'en') return alternates ? { ...english, alternates } : english;
  if (englishPath === ADMIN_AREA || englishPath.startsWith(`${ADMIN_AREA}/`)) return notFoundHead();
  const page = matchSiteRoute(englishPath);
  const texts = page ? (HINDI_ROUTE_TEXTS as HindiRouteTexts)[page.id] : undefined;
  const hindi = {
    ...english,
    ...(texts &&
      english.status === 200 && {
        title: texts.title,
        description: texts.description ?? english.description,
      }),
  };
  if (!alternates) return { ...hindi, canonical: null, noIndex: true };
  return { ...hindi, canonical: alternates.find((link) => link.hreflang === 'hi')!.href, alternates };
}

/** The page's HTTP status, its language and the tags for its <head>. */
export async function renderPageHead(
  path: string,
  deps: PageHeadDeps,
): Promise<{ status: number; locale: Locale; head: string }> {
  const locale = localeOfPath(path);
  const englishPath = pathInLocale(path, 'en');
  const [english, site] = await Promise.all([headFor(englishPath, deps, locale), deps.siteSettings.read()]);
  const head = headInLocale(english, englishPath, locale, deps.publicUrl);
  return { status: head.status, locale, head: renderHead(head, site.siteName, locale) };
}
