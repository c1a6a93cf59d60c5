import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { HomeOverview } from '#domain/home-overview';
import { browseAddress } from '#web/features/home/utils/hero-search-address';
import { usePropertyCount } from '#web/features/home/utils/listing-count';
import { HeroIllustration } from './hero-illustration';
import { HeroSearchForm } from './hero-search-form';

const factLink =
  'font-semibold text-brand-800 underline decoration-brand-300 underline-offset-4 hover:decoration-brand-700 dark:text-amber-300 dark:decoration-amber-700 dark:hover:decoration-amber-300';

/** How much there is to browse, each figure a way in; the line keeps its height while the counts load. */
function CatalogueFacts({ counts }: { counts: HomeOverview['counts'] | undefined }) {
  const propertyCount = usePropertyCount();
  if (!counts) {
    return (
      <div
        aria-hidden="true"
        className="mt-5 h-6 w-72 max-w-full animate-pulse rounded bg-brand-100 motion-reduce:animate-none dark:bg-stone-800"
      />
    );
  }
  if (counts.total === 0) return null;
  const forSale = propertyCount(counts.byStatus.sale);
  const forRent = propertyCount(counts.byStatus.rent);
  return (
    <p className="mt-5 text-sm text-stone-600 sm:text-base dark:text-stone-300">
      <Trans>
        <Link to={browseAddress({ status: 'sale' })} className={factLink}>
          {forSale} for sale
        </Link>{' '}
        and{' '}
        <Link to={browseAddress({ status: 'rent' })} className={factLink}>
          {forRent} for rent
        </Link>{' '}
        to explore right now.
      </Trans>
    </p>
  );
}

export function HomeHero({ counts }: { counts: HomeOverview['counts'] | undefined }) {
  return (
    <div className="relative overflow-hidden bg-gradient-to-br from-brand-50 via-white to-amber-50 dark:from-stone-900 dark:via-stone-950 dark:to-brand-950">
      <div className="container-page py-12 sm:py-16">
        <div className="grid items-center gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div>
            <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase dark:text-amber-400">
              <Trans>Homes across India</Trans>
            </p>
            <h1 className="mt-3 text-4xl font-bold tracking-tight text-stone-900 sm:text-5xl dark:text-stone-50">
              <Trans>Find your next home in India</Trans>
            </h1>
            <p className="mt-4 max-w-2xl text-lg text-stone-600 dark:text-stone-300">
              <Trans>
                Flats, villas, plots and commercial spaces for sale or rent, with prices in lakh and crore and
                site visits booked in a few taps.
              </Trans>
            </p>
          </div>
          <HeroIllustration />
        </div>
        {/* Full width below the heading, so the place and the type read in full on a laptop screen. */}
        <div className="mt-8 max-w-5xl">
          <HeroSearchForm cities={counts?.cities ?? []} />
          <CatalogueFacts counts={counts} />
        </div>
      </div>
    </div>
  );
}
