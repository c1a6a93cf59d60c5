import {
  Building,
  BriefcaseBusiness,
  Fence,
  Hotel,
  House,
  LandPlot,
  ShoppingBag,
  Sprout,
  Store,
  Trees,
  Warehouse,
  type LucideIcon,
} from 'lucide-react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { MAIN_CATEGORIES, SUB_CATEGORIES, type MainCategory, type SubCategory } from '#domain/taxonomy';
import type { HomeOverview } from '#domain/home-overview';
import { browseAddress } from '#web/features/home/utils/hero-search-address';
import { usePropertyCount } from '#web/features/home/utils/listing-count';
import { intlLocaleOf } from '#web/lib/i18n';

/** Tiles speak of many listings, so their names are plural where the taxonomy's labels are singular. */
const TYPE_TILES: Record<SubCategory, { label: MessageDescriptor; icon: LucideIcon }> = {
  flat: { label: msg`Flats & apartments`, icon: Building },
  villa: { label: msg`Villas`, icon: Trees },
  'individual-house': { label: msg`Independent houses`, icon: House },
  plot: { label: msg`Plots`, icon: LandPlot },
  farmland: { label: msg`Farmland`, icon: Sprout },
  'office-space': { label: msg`Office spaces`, icon: BriefcaseBusiness },
  shop: { label: msg`Shops`, icon: Store },
  showroom: { label: msg`Showrooms`, icon: ShoppingBag },
  warehouse: { label: msg`Warehouses`, icon: Warehouse },
  building: { label: msg`Commercial buildings`, icon: Hotel },
  land: { label: msg`Commercial land`, icon: Fence },
};

const GROUPS: Record<MainCategory, { title: MessageDescriptor; allLabel: MessageDescriptor }> = {
  residential: { title: msg`Homes and land`, allLabel: msg`All residential` },
  commercial: { title: msg`Commercial spaces`, allLabel: msg`All commercial` },
};

const tileClass =
  'group flex h-full flex-col items-start gap-3 rounded-2xl border border-brand-100 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:gap-4 transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md motion-reduce:transition-none motion-reduce:hover:translate-y-0 dark:border-stone-800 dark:bg-stone-900 dark:hover:border-stone-600';

function TypeTile({ type, listings }: { type: SubCategory; listings: number }) {
  const { t } = useLingui();
  const propertyCount = usePropertyCount();
  const { label, icon: Icon } = TYPE_TILES[type];
  return (
    <Link to={browseAddress({ type })} className={tileClass}>
      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-stone-800 dark:text-amber-300">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <span className="min-w-0">
        <span className="block font-semibold text-stone-900 group-hover:text-brand-800 dark:text-stone-50 dark:group-hover:text-amber-200">
          {t(label)}
        </span>
        <span data-testid="tile-count" className="block text-sm text-stone-600 dark:text-stone-300">
          {propertyCount(listings)}
        </span>
      </span>
    </Link>
  );
}

function TileSkeletons({ count }: { count: number }) {
  return (
    <ul aria-hidden="true" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-4">
      {Array.from({ length: count }, (_, index) => (
        <li
          key={index}
          className="h-28 animate-pulse sm:h-[4.75rem] rounded-2xl bg-stone-200 motion-reduce:animate-none dark:bg-stone-800"
        />
      ))}
    </ul>
  );
}

/**
 * A tile per property type with listings, grouped residential then commercial; types with none are left out
 * rather than leading to an empty page. Each count is what the tile's search finds.
 */
export function BrowseByType({ counts }: { counts: HomeOverview['counts'] | undefined }) {
  const { t, i18n } = useLingui();
  if (!counts) return <TileSkeletons count={8} />;
  const allWithCount = (label: MessageDescriptor, listings: number) => {
    const all = t(label);
    const count = listings.toLocaleString(intlLocaleOf(i18n.locale));
    return t`${all} (${count})`;
  };
  return (
    <div className="space-y-8">
      {MAIN_CATEGORIES.filter((category) => counts.byCategory[category] > 0).map((category) => (
        <div key={category}>
          <div className="mb-3 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <h3 className="text-lg font-semibold text-stone-800 dark:text-stone-100">
              {t(GROUPS[category].title)}
            </h3>
            <Link
              to={browseAddress({ category })}
              className="text-sm font-semibold text-brand-700 hover:underline dark:text-amber-300"
            >
              {allWithCount(GROUPS[category].allLabel, counts.byCategory[category])}
            </Link>
          </div>
          <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-4">
            {SUB_CATEGORIES[category]
              .filter((type) => counts.bySubCategory[type] > 0)
              .map((type) => (
                <li key={type}>
                  <TypeTile type={type} listings={counts.bySubCategory[type]} />
                </li>
              ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
