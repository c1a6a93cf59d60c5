import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { AfterFirstPaint } from '#web/components/ui/after-first-paint';
import { DocumentTitle } from '#web/components/ui/document-title';
import { useMediaQuery, WIDE_LAYOUT_QUERY } from '#web/components/ui/use-media-query';
import { ApiError } from '#web/lib/api-client';
import { BOOK_VISIT_ANCHOR } from '#web/features/bookings/components/book-visit-anchor';
import { VisitCallToAction } from '#web/features/bookings/components/visit-call-to-action';
import { PROPERTY_ENQUIRY_ANCHOR } from '#web/features/enquiries/components/property-enquiry-anchor';
import { ShortlistButton } from '#web/features/shortlist/components/shortlist-button';
import { useRecordRecentlyViewed } from '#web/features/shortlist/hooks/use-recently-viewed';
import { useSiteSettings } from '#web/features/site/api/get-site-settings';
import { useCountListingView } from '#web/features/property-detail/api/count-listing-view';
import {
  goneListingDeparture,
  useListing,
  type ListingOnItsPage,
} from '#web/features/property-detail/api/get-listing';
import { CarpetAreaPrice } from '#web/features/property-detail/components/carpet-area-price';
import { CheckList } from '#web/features/property-detail/components/check-list';
import { DepartedListingBanner } from '#web/features/property-detail/components/departed-listing-banner';
import { DetailSection } from '#web/features/property-detail/components/detail-section';
import { EmiCalculator } from '#web/features/property-detail/components/emi-calculator';
import { keyFacts } from '#web/features/property-detail/components/key-facts';
import { KeyFacts } from '#web/features/property-detail/components/key-facts-list';
import { ListingActionBar } from '#web/features/property-detail/components/listing-action-bar';
import { ListingDatesList } from '#web/features/property-detail/components/listing-dates-list';
import { ListingDescription } from '#web/features/property-detail/components/listing-description';
import { ListingGallery } from '#web/features/property-detail/components/listing-gallery';
import { ListingHeader } from '#web/features/property-detail/components/listing-header';
import { ListingGone } from '#web/features/property-detail/components/listing-gone';
import { ListingLocation } from '#web/features/property-detail/components/listing-location';
import { ListingStatusStrip } from '#web/features/property-detail/components/listing-status-strip';
import { ListingSummaryCard } from '#web/features/property-detail/components/listing-summary-card';
import { LocalityComparisonLine } from '#web/features/property-detail/components/locality-comparison-line';
import { PriceHistoryTable } from '#web/features/property-detail/components/price-history-table';
import { PropertyDetailSkeleton } from '#web/features/property-detail/components/property-detail-skeleton';
import { PropertyLoadError } from '#web/features/property-detail/components/property-load-error';
import { PropertyNotFound } from '#web/features/property-detail/components/property-not-found';
import { ReraRegistrationPanel } from '#web/features/property-detail/components/rera-registration-panel';
import { ShareListing } from '#web/features/property-detail/components/share-listing';
import { SimilarListings } from '#web/features/property-detail/components/similar-listings';
import { useNearViewport } from '#web/features/property-detail/components/use-near-viewport';
import { ListingVerificationPanel } from '#web/features/property-detail/components/verification/listing-verification-panel';

// The API answers 400 for an id that cannot be a listing's: to the visitor that is the same dead link as a 404.
// Only listings posted by their owner or an agent have a number to show, and only below the fold.
const ListerPhonePanel = lazy(() => import('#web/features/property-detail/components/lister-phone-panel'));
// The first visit's JavaScript has no room for the all-in cost sheet: its code and texts load as it nears view.
const AllInCost = lazy(() => import('#web/features/cost-sheet/components/all-in-cost-section'));
// The booking and question forms stand below the fold: their code (react-hook-form with it) loads once the page
// has painted, and until then their places hold the anchors the page's links point to.
const BookVisitPanel = lazy(() =>
  import('#web/features/bookings/components/book-visit-panel').then((module) => ({
    default: module.BookVisitPanel,
  })),
);
const PropertyEnquiryForm = lazy(() =>
  import('#web/features/enquiries/components/property-enquiry-form').then((module) => ({
    default: module.PropertyEnquiryForm,
  })),
);

const isMissingListing = (error: Error) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);
// Sold or rented over 90 days ago, or archived: the server says what became of it in the refusal's details.
const isGoneListing = (error: Error): error is ApiError => error instanceof ApiError && error.status === 410;

export function PropertyDetailPage() {
  const { propertyId = '' } = useParams();
  const listing = useListing(propertyId);

  if (listing.isPending) return <PropertyDetailSkeleton />;
  if (listing.isError && isMissingListing(listing.error)) return <PropertyNotFound />;
  if (listing.isError && isGoneListing(listing.error)) {
    return <ListingGone listingId={propertyId} departure={goneListingDeparture(listing.error)} />;
  }
  // A failed background refresh keeps showing the listing already on screen.
  // Keyed, so another listing is a fresh page: a listing already fetched shows at once without unmounting,
  // and its forms (which carry the listing's id), gallery and calculator must not keep the last one's state.
  if (listing.data) return <ListingDetails key={listing.data.id} listing={listing.data} />;
  return (
    <PropertyLoadError
      message={listing.error.message}
      retrying={listing.isFetching}
      onRetry={() => {
        if (!listing.isFetching) void listing.refetch();
      }}
    />
  );
}

function ListingDetails({ listing }: { listing: ListingOnItsPage }) {
  const { t } = useLingui();
  useCountListingView(listing.id);
  useRecordRecentlyViewed(listing.id);
  // The public layout's footer has asked for the site settings already; this reads them from the cache.
  const site = useSiteSettings();
  // Wide, the photos sit beside the price card under the title; on a phone they come first, as the eye expects.
  const wide = useMediaQuery(WIDE_LAYOUT_QUERY);
  const facts = keyFacts(listing);
  const gallery = <ListingGallery title={listing.title} photos={listing.images} />;
  // A home sold or rented takes no visits or questions: its page keeps only what it was, and similar homes.
  const { departure } = listing.lifecycle;
  const open = listing.lifecycle.answer !== 'departed';
  return (
    // No bottom padding on a phone: the action bar ends the page there.
    <div className="container-page pt-8 lg:py-10">
      <DocumentTitle title={t`${listing.title} | HouseHunt`} />
      <Link
        to="/properties"
        className="mb-6 inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:text-brand-900 dark:text-amber-300 dark:hover:text-amber-200"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        <Trans>All properties</Trans>
      </Link>
      {wide ? null : <div className="mb-6">{gallery}</div>}
      <ListingHeader
        listing={listing}
        actions={
          <>
            <ShortlistButton listingId={listing.id} title={listing.title} variant="full" />
            <ShareListing listingId={listing.id} listing={listing} />
          </>
        }
      />
      <ListingStatusStrip listing={listing} />
      <LocalityComparisonLine comparison={listing.localityComparison} city={listing.city} />
      {departure && !open ? <DepartedListingBanner listingId={listing.id} departure={departure} /> : null}
      {/* Beside the price on a phone, in the price card when wide: where MahaRERA wants the number. */}
      {wide ? null : <ReraRegistrationPanel listing={listing} className="mt-4" />}
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="min-w-0 space-y-10">
          {wide ? gallery : null}
          <DetailSection title={t`Key facts`}>
            <KeyFacts facts={facts} />
          </DetailSection>
          {/* Below the fold on a phone: rendered once the photo, title and price are on screen. */}
          <AfterFirstPaint>
            <CarpetAreaPrice listing={listing} />
            <PriceHistoryTable listing={listing} />
            {listing.description?.trim() ? (
              <DetailSection title={t`Description`}>
                <ListingDescription description={listing.description} />
              </DetailSection>
            ) : null}
            {open && listing.listerKind !== 'team' ? (
              <DetailSection
                title={listing.listerKind === 'owner' ? t`Contact the owner` : t`Contact the agent`}
              >
                <Suspense fallback={null}>
                  <ListerPhonePanel listingId={listing.id} listerKind={listing.listerKind} />
                </Suspense>
              </DetailSection>
            ) : null}
            {listing.amenities.length > 0 ? (
              <DetailSection title={t`Amenities`}>
                <CheckList items={listing.amenities} />
              </DetailSection>
            ) : null}
            {listing.features.length > 0 ? (
              <DetailSection title={t`Features`}>
                <CheckList items={listing.features} />
              </DetailSection>
            ) : null}
            <DetailSection title={t`Verification`}>
              <ListingVerificationPanel listingId={listing.id} />
            </DetailSection>
            <DetailSection title={t`Availability`}>
              <ListingDatesList listing={listing} />
            </DetailSection>
            <DetailSection title={t`Location`}>
              <ListingLocation listing={listing} />
            </DetailSection>
            {listing.propertyStatus === 'sale' ? (
              <DetailSection title={t`EMI calculator`}>
                <EmiCalculator price={listing.price} />
              </DetailSection>
            ) : null}
            {open ? (
              <div className="grid gap-6 border-t border-brand-100 pt-8 xl:grid-cols-2 xl:items-start dark:border-stone-800">
                <Suspense fallback={<FormPlace id={BOOK_VISIT_ANCHOR} />}>
                  <BookVisitPanel listing={listing} />
                </Suspense>
                <Suspense fallback={<FormPlace id={PROPERTY_ENQUIRY_ANCHOR} />}>
                  <PropertyEnquiryForm listing={listing} />
                </Suspense>
              </div>
            ) : null}
            {/* After the forms, never above them: it grows as it loads, and would push a form the visitor has
                just jumped to out of view. */}
            {open ? <AllInCostWhenNear listing={listing} /> : null}
          </AfterFirstPaint>
        </div>
        {/* On a phone the header, the key facts and the action bar say all it says, and the forms stand just
            above where it would fall: a second price card there would only repeat them. */}
        {wide ? (
          <ListingSummaryCard listing={listing} facts={facts}>
            <ReraRegistrationPanel listing={listing} />
            {open ? <VisitCallToAction questionFormId={PROPERTY_ENQUIRY_ANCHOR} /> : null}
          </ListingSummaryCard>
        ) : null}
      </div>
      <AfterFirstPaint>
        <div className="mt-12">
          <SimilarListings listingId={listing.id} />
        </div>
      </AfterFirstPaint>
      {wide || !open ? null : (
        <ListingActionBar listing={listing} site={site.data} bookingFormId={BOOK_VISIT_ANCHOR} />
      )}
    </div>
  );
}

/** A form's place while its code loads: about its height, with the id its links point to. */
function FormPlace({ id }: { id: string }) {
  return <div id={id} className="min-h-[36rem] rounded-2xl bg-brand-50/60 dark:bg-stone-900" />;
}

function AllInCostWhenNear({ listing }: { listing: ListingOnItsPage }) {
  const { ref, near } = useNearViewport<HTMLDivElement>('200px');
  return (
    <div ref={ref}>
      {near ? (
        <Suspense fallback={null}>
          <AllInCost listing={listing} />
        </Suspense>
      ) : null}
    </div>
  );
}
