import { ChartNoAxesColumn } from 'lucide-react';
import { Link } from 'react-router';
import { comparisonSentence, type LocalityComparison } from '#domain/locality-insights';

/**
 * "8% below the median price per sq.ft for 3 BHK flats in Whitefield, from 14 listings (Jul–Nov 2026)", linked to
 * the locality's page; nothing without enough listings like it (the server then sends none).
 */
export function LocalityComparisonLine({ comparison }: { comparison: LocalityComparison | null }) {
  if (!comparison) return null;
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
        {comparisonSentence(comparison)}
      </Link>
    </p>
  );
}
