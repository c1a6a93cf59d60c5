import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowDown, Star, UserRound } from 'lucide-react';
import type { ListerKind } from '#domain/listing-lister';
import type { PropertyStatus } from '#domain/taxonomy';
import { LISTER_KIND_BADGE_MESSAGES } from '#web/lib/labels/lister-kinds';
import { PROPERTY_STATUS_MESSAGES } from '#web/lib/labels/property-statuses';

const badge =
  'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap';

const statusColours: Record<PropertyStatus, string> = {
  sale: 'bg-emerald-50 text-emerald-800 ring-1 ring-emerald-200 dark:bg-emerald-950 dark:text-emerald-200 dark:ring-emerald-800',
  rent: 'bg-sky-50 text-sky-800 ring-1 ring-sky-200 dark:bg-sky-950 dark:text-sky-200 dark:ring-sky-800',
};

/** "For Sale" or "For Rent". */
export function ListingStatusBadge({ status }: { status: PropertyStatus }) {
  const { t } = useLingui();
  return <span className={`${badge} ${statusColours[status]}`}>{t(PROPERTY_STATUS_MESSAGES[status])}</span>;
}

/** "★ Featured", on a featured listing. */
export function FeaturedBadge() {
  return (
    <span
      className={`${badge} bg-amber-50 text-amber-800 ring-1 ring-amber-200 dark:bg-amber-950 dark:text-amber-200 dark:ring-amber-800`}
    >
      <Star className="size-3.5 fill-current" aria-hidden="true" />
      <Trans>Featured</Trans>
    </span>
  );
}

/** "Under offer", on a listing whose owner has accepted an offer that may still fall through (decision 023). */
export function UnderOfferBadge() {
  return (
    <span
      data-testid="under-offer-badge"
      className={`${badge} bg-violet-50 text-violet-800 ring-1 ring-violet-200 dark:bg-violet-950 dark:text-violet-200 dark:ring-violet-800`}
    >
      <Trans>Under offer</Trans>
    </span>
  );
}

/** "↓ Price reduced", for 14 days after a drop (#domain/price-history). */
export function PriceReducedBadge() {
  return (
    <span
      className={`${badge} bg-rose-50 text-rose-800 ring-1 ring-rose-200 dark:bg-rose-950 dark:text-violet-200 dark:ring-violet-800`}
    >
      <ArrowDown className="size-3.5" aria-hidden="true" />
      <Trans>Price reduced</Trans>
    </span>
  );
}

/** "Posted by owner", "Posted by agent" or "HouseHunt team": who put the listing on the site (decision 027). */
export function ListerBadge({ kind }: { kind: ListerKind }) {
  const { t } = useLingui();
  return (
    <span data-testid="lister-badge" className="inline-flex items-center gap-1 text-xs font-medium">
      <UserRound className="size-3.5" aria-hidden="true" />
      {t(LISTER_KIND_BADGE_MESSAGES[kind])}
    </span>
  );
}
