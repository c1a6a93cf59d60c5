import { useParams } from 'react-router';
import { isPlaceSlug } from '#domain/locality-insights';
import { LocalityPage } from '#web/features/localities/locality-page';
import { NotFoundPage } from '#web/features/site/not-found-page';

/**
 * /locality/{city}/{locality} and /locality/{city}: the localities feature's page, with the site's "not found" for
 * an address that is no place's slug or a place without live listings.
 */
export function LocalityRoute() {
  const { city = '', locality = '' } = useParams();
  if (!isPlaceSlug(city) || (locality !== '' && !isPlaceSlug(locality))) return <NotFoundPage />;
  return (
    <LocalityPage
      key={`${city}/${locality}`}
      citySlug={city}
      localitySlug={locality}
      notFound={<NotFoundPage />}
    />
  );
}
