import { useWatch } from 'react-hook-form';
import { listingQuality } from '#domain/listing-quality';
import { ListingQualityPanel } from '#web/components/listing-quality/listing-quality-panel';
import type { PropertyFormValues } from '#web/components/property-form/property-form-values';
import { qualityInputFromForm } from '../utils/quality-from-form';

/** The quality score of the listing as it is typed (inside the form), with the photos it will have. */
export function LiveListingQuality({
  photoCount,
  lastConfirmedAt,
}: {
  photoCount: number;
  lastConfirmedAt: string | null;
}) {
  const values = useWatch<PropertyFormValues>();
  return (
    <ListingQualityPanel
      quality={listingQuality(qualityInputFromForm(values, photoCount, lastConfirmedAt), new Date())}
    />
  );
}
