import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DocumentTitle } from '#web/components/ui/document-title';
import { ApiError } from '#web/lib/api-client';
import { placeSearchPath, quarterLabel } from '#domain/locality-insights';
import type { LocalityInsights } from '#domain/locality-insights-answer';
import { useLocalityInsights } from './api/get-locality-insights';
import { LocalityFiguresTable } from './components/locality-figures-table';

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
    return <div className="container-page py-10 text-stone-600 dark:text-stone-300">Loading prices…</div>;
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
  const sale = insights.figures.filter((figure) => figure.propertyStatus === 'sale');
  const rent = insights.figures.filter((figure) => figure.propertyStatus === 'rent');
  if (insights.figures.length === 0) {
    return (
      <p className="mt-4 text-stone-700 dark:text-stone-200">
        Not yet enough listings of any one kind here to give a median.
      </p>
    );
  }
  return (
    <div className="mt-4 space-y-10 overflow-x-auto">
      {sale.length ? <LocalityFiguresTable caption="For sale" figures={sale} perMonth={false} /> : null}
      {rent.length ? <LocalityFiguresTable caption="To rent" figures={rent} perMonth /> : null}
    </div>
  );
}

function LocalityFigures({ insights, city }: { insights: LocalityInsights; city: LocalityInsights | null }) {
  const place = insights.locality ? `${insights.locality}, ${insights.city}` : insights.city;
  const linkClass =
    'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900 dark:text-amber-300 dark:hover:text-amber-200';
  return (
    <div className="container-page py-10">
      <DocumentTitle title={`Property prices in ${place} | HouseHunt`} />
      <h1 className="text-3xl font-bold tracking-tight">Property prices in {place}</h1>
      <p className="mt-3 max-w-2xl text-stone-700 dark:text-stone-200" data-testid="locality-summary">
        The median price per sq.ft of HouseHunt&apos;s {insights.listings.toLocaleString('en-IN')} live{' '}
        {insights.listings === 1 ? 'listing' : 'listings'} here, by type and BHK. A figure needs at least{' '}
        {insights.minimumListings} listings alike; the change compares listings that went live in{' '}
        {quarterLabel(insights.currentQuarter)} with {quarterLabel(insights.previousQuarter)}.
      </p>
      <p className="mt-3">
        <Link to={placeSearchPath(insights.city, insights.locality)} className={linkClass}>
          See the listings in {insights.locality ?? insights.city}
        </Link>
      </p>
      <section className="mt-8" aria-labelledby="locality-figures">
        <h2 id="locality-figures" className="text-xl font-semibold">
          In {insights.locality ?? insights.city}
        </h2>
        <FiguresTables insights={insights} />
      </section>
      {city && insights.locality ? (
        <section className="mt-12" aria-labelledby="city-figures" data-testid="city-figures">
          <h2 id="city-figures" className="text-xl font-semibold">
            In {city.city} as a whole
          </h2>
          <p className="mt-2 text-stone-700 dark:text-stone-200">
            From {city.listings.toLocaleString('en-IN')} live listings across the city.
          </p>
          <FiguresTables insights={city} />
        </section>
      ) : null}
    </div>
  );
}
