import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DocumentTitle } from '#web/components/ui/document-title';
import { ApiError } from '#web/lib/api-client';
import { placeSearchPath } from '#domain/locality-insights';
import { usePlaceNames } from '#web/lib/place-names';
import type { LocalityInsights } from '#domain/locality-insights-answer';
import { useLocalityInsights } from './api/get-locality-insights';
import { LocalityFiguresTable } from './components/locality-figures-table';
import { useFigureWords } from './components/figure-words';
import { intlLocaleOf } from '#web/lib/i18n';

/**
 * The page fills the screen whether it is loading or shows its figures, so the footer never starts in view and
 * then jumps when the figures arrive (a layout shift Lighthouse measured at 0.47 on a phone).
 */
const PAGE_CLASS = 'container-page min-h-dvh py-10';

type LocalityPageProps = {
  citySlug: string;
  localitySlug: string;
  /** What a place with no live listing shows: the site's own "not found". */
  notFound: ReactNode;
};

/**
 * A locality's prices: the medians of its live listings by type and BHK, for sale and to rent, and its city's as a
 * whole below them.
 */
export function LocalityPage({ citySlug, localitySlug, notFound }: LocalityPageProps) {
  const insights = useLocalityInsights(citySlug, localitySlug);
  const city = useLocalityInsights(citySlug, '');
  if (insights.isPending) {
    return (
      <div className={`${PAGE_CLASS} text-stone-600 dark:text-stone-300`}>
        <Trans>Loading prices…</Trans>
      </div>
    );
  }
  if (insights.isError) {
    const error = insights.error;
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return notFound;
    return (
      <div className="container-page py-10" role="alert">
        {error.message}
      </div>
    );
  }
  return <LocalityFigures insights={insights.data} city={city.data ?? null} />;
}

/** The search for the place's listings: the city filter, and the locality's name as the search words. */
/** The tables of one place's figures: for sale, then to rent. */
function FiguresTables({ insights }: { insights: LocalityInsights }) {
  const { t } = useLingui();
  const sale = insights.figures.filter((figure) => figure.propertyStatus === 'sale');
  const rent = insights.figures.filter((figure) => figure.propertyStatus === 'rent');
  if (insights.figures.length === 0) {
    return (
      <p className="mt-4 text-stone-700 dark:text-stone-200">
        <Trans>Not yet enough listings of any one kind here to give a median.</Trans>
      </p>
    );
  }
  return (
    <div className="mt-4 space-y-10 overflow-x-auto">
      {sale.length ? <LocalityFiguresTable caption={t`For sale`} figures={sale} perMonth={false} /> : null}
      {rent.length ? <LocalityFiguresTable caption={t`To rent`} figures={rent} perMonth /> : null}
    </div>
  );
}

function LocalityFigures({ insights, city }: { insights: LocalityInsights; city: LocalityInsights | null }) {
  const { t, i18n } = useLingui();
  const placeNames = usePlaceNames();
  const words = useFigureWords();
  const cityName = placeNames.city(insights.city);
  const here = insights.locality ? placeNames.locality(insights.city, insights.locality) : cityName;
  const place = insights.locality ? `${here}, ${cityName}` : cityName;
  const listings = insights.listings.toLocaleString(intlLocaleOf(i18n.locale));
  const minimum = insights.minimumListings;
  const currentQuarter = words.quarter(insights.currentQuarter);
  const cityListings = city?.listings.toLocaleString(intlLocaleOf(i18n.locale)) ?? '';
  const previousQuarter = words.quarter(insights.previousQuarter);
  const linkClass =
    'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900 dark:text-amber-300 dark:hover:text-amber-200';
  return (
    <div className={PAGE_CLASS}>
      <DocumentTitle title={t`Property prices in ${place} | HouseHunt`} />
      <h1 className="text-3xl font-bold tracking-tight">
        <Trans>Property prices in {place}</Trans>
      </h1>
      <p className="mt-3 max-w-2xl text-stone-700 dark:text-stone-200" data-testid="locality-summary">
        {insights.listings === 1 ? (
          <Trans>
            The median price per sq.ft of HouseHunt&apos;s {listings} live listing here, by type and BHK. A
            figure needs at least {minimum} listings alike; the change compares listings that went live in{' '}
            {currentQuarter} with {previousQuarter}.
          </Trans>
        ) : (
          <Trans>
            The median price per sq.ft of HouseHunt&apos;s {listings} live listings here, by type and BHK. A
            figure needs at least {minimum} listings alike; the change compares listings that went live in{' '}
            {currentQuarter} with {previousQuarter}.
          </Trans>
        )}
      </p>
      <p className="mt-3">
        <Link to={placeSearchPath(insights.city, insights.locality)} className={linkClass}>
          <Trans>See the listings in {here}</Trans>
        </Link>
      </p>
      <section className="mt-8" aria-labelledby="locality-figures">
        <h2 id="locality-figures" className="text-xl font-semibold">
          <Trans>In {here}</Trans>
        </h2>
        <FiguresTables insights={insights} />
      </section>
      {city && insights.locality ? (
        <section className="mt-12" aria-labelledby="city-figures" data-testid="city-figures">
          <h2 id="city-figures" className="text-xl font-semibold">
            <Trans>In {cityName} as a whole</Trans>
          </h2>
          <p className="mt-2 text-stone-700 dark:text-stone-200">
            <Trans>From {cityListings} live listings across the city.</Trans>
          </p>
          <FiguresTables insights={city} />
        </section>
      ) : null}
    </div>
  );
}
