import { Trans, useLingui } from '@lingui/react/macro';
import { Building, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '#web/components/ui/empty-state';
import type { HomeOverview } from '#domain/home-overview';
import { useHomeOverview } from './api/get-home-overview';
import { BrowseByCity } from './components/browse-by-city';
import { BrowseByType } from './components/browse-by-type';
import { HomeHero } from './components/home-hero';
import { HomeOverviewError } from './components/home-overview-error';
import { HomeSection } from './components/home-section';
import { ListingGrid } from './components/listing-grid';
import { VillasOnDemandInvite } from './components/villas-on-demand-invite';
import { WhyHouseHunt } from './components/why-househunt';
import { browseAddress } from './utils/hero-search-address';

const inlineLink = 'font-semibold text-brand-700 underline underline-offset-2 dark:text-amber-300';

/** The listings and the ways to browse them; `overview` is undefined while it loads. */
function CatalogueSections({ overview }: { overview: HomeOverview | undefined }) {
  const { t } = useLingui();
  if (overview?.counts.total === 0) {
    return (
      <div className="container-page py-10 sm:py-14">
        <EmptyState icon={Building} title={t`No properties are listed yet`}>
          <Trans>
            Our team is adding homes and commercial spaces. Tell us what you are looking for on the{' '}
            <Link to="/contact-us" className={inlineLink}>
              contact page
            </Link>{' '}
            and we will call you when something fits.
          </Trans>
        </EmptyState>
      </div>
    );
  }
  return (
    <>
      <HomeSection
        title={t`Featured properties`}
        lead={t`Standout homes and spaces, picked by our team.`}
        action={{ to: browseAddress({ featured: 'true' }), label: t`View all featured` }}
      >
        <ListingGrid
          listings={overview?.featured}
          empty={
            <EmptyState icon={Sparkles} title={t`Nothing featured right now`}>
              <Trans>
                New picks appear here when our team features a listing. Meanwhile,{' '}
                <Link to="/properties" className={inlineLink}>
                  browse every property
                </Link>
                .
              </Trans>
            </EmptyState>
          }
        />
      </HomeSection>
      <HomeSection
        title={t`Browse by property type`}
        lead={t`From a first flat to a warehouse: start with the kind of property you need.`}
      >
        <BrowseByType counts={overview?.counts} />
      </HomeSection>
      <HomeSection title={t`Explore by city`} lead={t`The cities with the most properties on HouseHunt.`}>
        <BrowseByCity cities={overview?.counts.cities} />
      </HomeSection>
      <VillasOnDemandInvite />
      <HomeSection
        title={t`Just listed`}
        lead={t`The newest properties on HouseHunt, for sale and for rent.`}
        action={{ to: '/properties', label: t`See all properties` }}
      >
        {/* Never empty here: a catalogue with listings has a newest one. */}
        <ListingGrid listings={overview?.newest} empty={null} />
      </HomeSection>
    </>
  );
}

export function HomePage() {
  const overview = useHomeOverview();
  return (
    <>
      <HomeHero counts={overview.data?.counts} />
      {overview.isError && !overview.data ? (
        <>
          <HomeOverviewError
            message={overview.error.message}
            retrying={overview.isFetching}
            onRetry={() => {
              if (!overview.isFetching) void overview.refetch();
            }}
          />
          <VillasOnDemandInvite />
        </>
      ) : (
        <CatalogueSections overview={overview.data} />
      )}
      <WhyHouseHunt />
    </>
  );
}
