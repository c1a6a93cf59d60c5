import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { DocumentTitle } from '../../components/ui/document-title';
import { ApiError } from '../../lib/api-client';
import { useCountListingView } from './api/count-listing-view';
import { useListing, type PublicListing } from './api/get-listing';
import { CheckList } from './components/property-detail/check-list';
import { DetailSection } from './components/property-detail/detail-section';
import { keyFacts } from './components/property-detail/key-facts';
import { KeyFacts } from './components/property-detail/key-facts-list';
import { ListingAddress } from './components/property-detail/listing-address';
import { ListingDatesList } from './components/property-detail/listing-dates-list';
import { ListingDescription } from './components/property-detail/listing-description';
import { ListingGallery } from './components/property-detail/listing-gallery';
import { ListingHeader } from './components/property-detail/listing-header';
import { ListingSummaryCard } from './components/property-detail/listing-summary-card';
import { PropertyDetailSkeleton } from './components/property-detail/property-detail-skeleton';
import { PropertyLoadError } from './components/property-detail/property-load-error';
import { PropertyNotFound } from './components/property-detail/property-not-found';

// The API answers 400 for an id that cannot be a listing's: to the visitor that is the same dead link as a 404.
const isMissingListing = (error: Error) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

export function PropertyDetailPage() {
  const { propertyId = '' } = useParams();
  const listing = useListing(propertyId);

  if (listing.isPending) return <PropertyDetailSkeleton />;
  if (listing.isError && isMissingListing(listing.error)) return <PropertyNotFound />;
  // A failed background refresh keeps showing the listing already on screen.
  if (listing.data) return <ListingDetails listing={listing.data} />;
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

function ListingDetails({ listing }: { listing: PublicListing }) {
  useCountListingView(listing.id);
  const facts = keyFacts(listing);
  return (
    <div className="container-page py-8 lg:py-10">
      <DocumentTitle title={`${listing.title} | HouseHunt`} />
      <Link
        to="/properties"
        className="mb-6 inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:text-brand-900 dark:text-amber-300 dark:hover:text-amber-200"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        All properties
      </Link>
      <ListingHeader listing={listing} />
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="min-w-0 space-y-10">
          <ListingGallery key={listing.id} title={listing.title} photos={listing.images} />
          <DetailSection title="Key facts">
            <KeyFacts facts={facts} />
          </DetailSection>
          {listing.description?.trim() ? (
            <DetailSection title="Description">
              <ListingDescription description={listing.description} />
            </DetailSection>
          ) : null}
          {listing.amenities.length > 0 ? (
            <DetailSection title="Amenities">
              <CheckList items={listing.amenities} />
            </DetailSection>
          ) : null}
          {listing.features.length > 0 ? (
            <DetailSection title="Features">
              <CheckList items={listing.features} />
            </DetailSection>
          ) : null}
          <DetailSection title="Availability">
            <ListingDatesList listing={listing} />
          </DetailSection>
          <DetailSection title="Address">
            <ListingAddress listing={listing} />
          </DetailSection>
        </div>
        <ListingSummaryCard listing={listing} facts={facts} />
      </div>
    </div>
  );
}
