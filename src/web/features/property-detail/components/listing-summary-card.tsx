import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { PublicListing } from '#web/features/property-detail/api/get-listing';
import { headlineFacts, type KeyFact } from './key-facts';
import { ListingPrice } from './listing-price';

type ListingSummaryCardProps = {
  listing: PublicListing;
  facts: readonly KeyFact[];
  /** What the visitor can do next (booking a visit, an enquiry), below the price and numbers. */
  children?: ReactNode;
};

const COLUMNS = ['grid-cols-1', 'grid-cols-2', 'grid-cols-3'];

/**
 * The card beside the photos, sticky on wide screens: the price and the few numbers buyers compare first, and
 * what to do next. Only wide screens show it: on a phone the header, the key facts and the action bar say it all.
 */
export function ListingSummaryCard({ listing, facts, children }: ListingSummaryCardProps) {
  const { t } = useLingui();
  const headline = headlineFacts(facts);
  return (
    <aside
      aria-label={t`Price summary`}
      className="space-y-5 rounded-2xl border border-brand-100 bg-white p-6 shadow-sm lg:sticky lg:top-24 dark:border-stone-800 dark:bg-stone-900"
    >
      <ListingPrice listing={listing} />
      {headline.length > 0 ? (
        <dl
          className={`grid ${COLUMNS[headline.length - 1]} divide-x divide-brand-100 border-t border-brand-100 pt-4 text-center dark:divide-stone-800 dark:border-stone-800`}
        >
          {headline.map((fact) => (
            <div key={fact.kind} className="flex flex-col-reverse gap-1 px-2">
              <dt className="text-xs text-stone-600 dark:text-stone-400">{fact.label}</dt>
              <dd className="text-sm font-semibold text-stone-900 dark:text-stone-50">{fact.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {children}
    </aside>
  );
}
