import { Trans, useLingui } from '@lingui/react/macro';
import type { PublicListing } from '#web/features/property-detail/api/get-listing';
import { carpetAreaFigures } from './carpet-area-figures';
import { DetailSection } from './detail-section';

/**
 * The price per sq ft of the carpet area beside that of the total area, and the loading between them: the total
 * (super built-up) area a price is quoted on counts more than the floor one can use. Only when the carpet area is
 * known and believable.
 */
export function CarpetAreaPrice({ listing }: { listing: PublicListing }) {
  const { t } = useLingui();
  const figures = carpetAreaFigures(listing);
  if (!figures) return null;
  const { totalArea, carpetArea } = figures;
  const facts = [
    { label: t`Of the total area (${totalArea})`, value: figures.perTotalSqFt },
    { label: t`Of the carpet area (${carpetArea})`, value: figures.perCarpetSqFt },
    { label: t`Loading`, value: figures.loading },
  ];
  return (
    <DetailSection title={<Trans>Price per sq.ft</Trans>}>
      <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-3">
        {facts.map(({ label, value }) => (
          <div key={label}>
            <dt className="text-sm text-stone-600 dark:text-stone-400">{label}</dt>
            <dd className="mt-1 font-semibold text-stone-900 dark:text-stone-50">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-sm text-stone-600 dark:text-stone-300">
        <Trans>
          The carpet area is the floor inside the walls that you can use. The total area the price is quoted
          on also counts the walls, balconies and a share of the lobbies and lifts. The loading is how much
          more the total is than the carpet area: (total − carpet) ÷ carpet.
        </Trans>
      </p>
    </DetailSection>
  );
}
