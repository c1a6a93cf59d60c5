import { Plural, useLingui } from '@lingui/react/macro';
import { Bath, BedDouble, Home, MapPin, Scaling } from 'lucide-react';
import { createContext, useContext, type ReactNode } from 'react';
import { Link } from 'react-router';
import { formatLandArea, formatLandAreaHindi } from '#domain/land-area';
import { formatPrice, formatPriceHindi } from '#domain/price-format';
import { isPriceReduced } from '#domain/price-history';
import { hindiPlaceNames } from '#web/lib/place-names';
import type { ListingSearchResult } from '#web/lib/listing-types';
import { CompareToggle } from '#web/components/compare/compare-toggle';
import {
  FeaturedBadge,
  ListerBadge,
  ListingStatusBadge,
  PriceReducedBadge,
  UnderOfferBadge,
} from './listing-badges';
import { SUB_CATEGORY_MESSAGES } from '#web/lib/labels/sub-categories';
import { departureNote } from './departure-note';
import { srcSetFor } from '#domain/listing-photo-sources';

/** How wide a card's photo is drawn in the grid (one, two or three columns beside the filters). */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a media query for the browser, never read out
const CARD_SIZES = '(min-width: 1280px) 300px, (min-width: 640px) 50vw, 100vw';

/** 'Koramangala, Bengaluru'; on Hindi pages 'कोरमंगला, बेंगलुरु' where the place table knows the names. */
export function placeOf({ location, city }: Pick<ListingSearchResult, 'location' | 'city'>): string {
  const places = hindiPlaceNames();
  const locality = places && location ? places.localityNameInHindi(city, location) : location;
  // The list separator, not prose: Hindi writes it the same.
  return [locality, places ? places.cityNameInHindi(city) : city].filter((part) => part?.trim()).join(', ');
}

function CardCover({
  listing,
  eager,
  priority,
}: {
  listing: ListingSearchResult;
  eager: boolean;
  priority: boolean;
}) {
  const { cover } = listing;
  const webp = cover
    ? [...cover.variants].filter((v) => v.format === 'webp').sort((a, b) => b.width - a.width)
    : [];
  const fallback = webp[0];
  if (!cover || !fallback) {
    return (
      <div className="flex size-full items-center justify-center bg-stone-100 text-stone-400 dark:bg-stone-800">
        <Home className="size-10" aria-hidden="true" />
      </div>
    );
  }
  const avif = srcSetFor(cover.variants, 'avif');
  return (
    <picture className="contents">
      {avif ? <source type="image/avif" srcSet={avif} sizes={CARD_SIZES} /> : null}
      <source type="image/webp" srcSet={srcSetFor(cover.variants, 'webp')} sizes={CARD_SIZES} />
      <img
        src={fallback.url}
        alt=""
        width={cover.width}
        height={cover.height}
        decoding="async"
        loading={eager || priority ? undefined : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        className="size-full object-cover transition duration-300 group-hover:scale-105 motion-reduce:transition-none"
      />
    </picture>
  );
}

/**
 * The control a card shows in its photo's corner when the page gives none. The app layer provides it (the
 * shortlist heart), so the card, shared by several features, depends on none of them.
 */
const DefaultCardAction = createContext<(listing: ListingSearchResult) => ReactNode>(() => null);
export const DefaultCardActionProvider = DefaultCardAction.Provider;

type ListingCardProps = {
  listing: ListingSearchResult;
  /** The first row is in view at once, so its photos are not held back. */
  eager: boolean;
  /** The first card's photo is the page's largest paint on a phone: fetched ahead of the other images. */
  priority?: boolean;
  /** h2 in the results list; h3 where the cards sit in a titled section of a page. */
  headingLevel?: 'h2' | 'h3';
  /** The control in the photo's corner: the default one (the shortlist heart) unless the page needs another (a Remove). */
  action?: ReactNode;
};

/** One search result: photo, price, what and where it is, and a link (the title) to its page. */
export function ListingCard({
  listing,
  eager,
  priority = false,
  headingLevel: Heading = 'h2',
  action,
}: ListingCardProps) {
  const { t, i18n } = useLingui();
  const hindi = i18n.locale === 'hi';
  const area = listing.squareFeet ?? listing.plotArea;
  const defaultAction = useContext(DefaultCardAction);
  const { bedrooms, bathrooms } = listing;
  return (
    <article
      data-testid="listing-card"
      data-price={listing.price}
      className="group relative flex w-full flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm transition hover:shadow-md has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-brand-500 dark:border-stone-800 dark:bg-stone-900"
    >
      <div className="relative aspect-[4/3] overflow-hidden">
        <CardCover listing={listing} eager={eager} priority={priority} />
        <div className="absolute top-3 left-3 flex flex-wrap gap-1.5">
          <ListingStatusBadge status={listing.propertyStatus} />
          {listing.listingState === 'under-offer' ? <UnderOfferBadge /> : null}
          {listing.isFeatured && !listing.departure ? <FeaturedBadge /> : null}
          {listing.priceReducedAt && isPriceReduced(new Date(listing.priceReducedAt), new Date()) ? (
            <PriceReducedBadge />
          ) : null}
        </div>
        {/* Above the link that covers the card, so it takes its own clicks. */}
        <div className="absolute top-2 right-2 z-10">{action ?? defaultAction(listing)}</div>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        {/* A listing that left (on a shortlist or recently viewed) says what became of it before anything else. */}
        {listing.departure ? (
          <p
            data-testid="listing-departed-note"
            className="self-start rounded-full bg-stone-800 px-3 py-1 text-sm font-semibold text-white dark:bg-stone-100 dark:text-stone-900"
          >
            {departureNote(i18n, listing.departure)}
          </p>
        ) : null}
        <p className="text-lg font-bold text-stone-900 dark:text-stone-50">
          {hindi ? formatPriceHindi(listing) : formatPrice(listing)}
        </p>
        <Heading className="line-clamp-2 font-semibold text-stone-800 dark:text-stone-100">
          {/* The link covers the whole card, so the photo is a click target too; its name stays the title. */}
          <Link
            to={`/property/${listing.id}`}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none hover:text-brand-800 dark:hover:text-amber-300"
          >
            {listing.title}
          </Link>
        </Heading>
        <p className="flex flex-wrap items-center justify-between gap-x-3 text-sm font-medium text-stone-600 dark:text-stone-300">
          <span>{t(SUB_CATEGORY_MESSAGES[listing.subCategory])}</span>
          <ListerBadge kind={listing.listerKind} />
        </p>
        <p className="flex items-start gap-1 text-sm text-stone-600 dark:text-stone-300">
          <MapPin className="mt-0.5 size-4 shrink-0 text-brand-600 dark:text-amber-400" aria-hidden="true" />
          <span data-testid="listing-place">{placeOf(listing)}</span>
        </p>
        <ul className="mt-auto flex flex-wrap gap-x-4 gap-y-1 border-t border-stone-100 pt-3 text-sm text-stone-700 dark:border-stone-800 dark:text-stone-200">
          {bedrooms !== null ? (
            <li className="flex items-center gap-1.5">
              <BedDouble className="size-4 text-stone-400" aria-hidden="true" />
              <Plural value={bedrooms} one="# bed" other="# beds" />
            </li>
          ) : null}
          {bathrooms !== null ? (
            <li className="flex items-center gap-1.5">
              <Bath className="size-4 text-stone-400" aria-hidden="true" />
              <Plural value={bathrooms} one="# bath" other="# baths" />
            </li>
          ) : null}
          {area !== null ? (
            <li className="flex items-center gap-1.5">
              <Scaling className="size-4 text-stone-400" aria-hidden="true" />
              {hindi
                ? formatLandAreaHindi(area, listing.subCategory)
                : formatLandArea(area, listing.subCategory)}
            </li>
          ) : null}
        </ul>
        <div>
          <CompareToggle listingId={listing.id} title={listing.title} />
        </div>
      </div>
    </article>
  );
}

/** A grey card in the shape of a result, while the first results load. */
export function ListingCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-2xl border border-stone-200 bg-white dark:border-stone-800 dark:bg-stone-900">
      <div className="aspect-[4/3] animate-pulse bg-stone-200 motion-reduce:animate-none dark:bg-stone-800" />
      <div className="space-y-3 p-4">
        <div className="h-5 w-1/3 animate-pulse rounded bg-stone-200 motion-reduce:animate-none dark:bg-stone-800" />
        <div className="h-4 w-4/5 animate-pulse rounded bg-stone-200 motion-reduce:animate-none dark:bg-stone-800" />
        <div className="h-4 w-1/2 animate-pulse rounded bg-stone-200 motion-reduce:animate-none dark:bg-stone-800" />
      </div>
    </div>
  );
}
