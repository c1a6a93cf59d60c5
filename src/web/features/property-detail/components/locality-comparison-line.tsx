import { ChartNoAxesColumn } from 'lucide-react';
import { Link } from 'react-router';
import type { LocalityComparison } from '#domain/locality-insights';
import { usePlaceNames } from '#web/lib/place-names';
import { localityComparisonText } from './locality-comparison-text';

type LocalityComparisonLineProps = {
  comparison: LocalityComparison | null;
  /** The listing's city: the comparison's place is its locality or, with too few listings there, the city. */
  city: string;
};

/**
 * "8% below the median price per sq.ft for 3 BHK flats in Whitefield, from 14 listings (Jul–Nov 2026)", linked to
 * the locality's page; nothing without enough listings like it (the server then sends none).
 */
export function LocalityComparisonLine({ comparison, city }: LocalityComparisonLineProps) {
  const names = usePlaceNames();
  if (!comparison) return null;
  const { placeName } = comparison;
  const place = placeName === city ? names.city(city) : names.locality(city, placeName);
  return (
    <p className="mt-3 flex items-start gap-1.5 text-sm text-stone-700 dark:text-stone-200">
      <ChartNoAxesColumn
        className="mt-0.5 size-4 shrink-0 text-brand-600 dark:text-amber-400"
        aria-hidden="true"
      />
      <Link
        to={comparison.path}
        data-testid="locality-comparison"
        className="underline decoration-stone-300 underline-offset-2 hover:text-brand-800 dark:decoration-stone-600 dark:hover:text-amber-200"
      >
        {localityComparisonText(comparison, place)}
      </Link>
    </p>
  );
}
