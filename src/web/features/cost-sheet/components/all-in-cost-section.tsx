/**
 * The property page's "All-in cost" section: loaded only when the visitor scrolls near it (the page's first visit
 * has no room for it), so this module is the lazy chunk's entry and loads its own catalogue before any text.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { use, useId, type ReactNode } from 'react';
import type { PublicListing } from '#domain/listing-record';
import { loadCatalogue } from '#web/lib/i18n';
import { RentCostSheet } from './rent-cost-sheet';
import { SaleCostSheet } from './sale-cost-sheet';

export type CostSheetListing = Pick<
  PublicListing,
  | 'propertyStatus'
  | 'price'
  | 'rentalFrequency'
  | 'state'
  | 'city'
  | 'ageOfProperty'
  | 'carpetArea'
  | 'securityDeposit'
  | 'maintenanceCharges'
>;

// One load per language; a stable promise, as `use` wants.
const catalogueLoads = new Map<string, Promise<void>>();
function costsCatalogue(locale: string): Promise<void> {
  let load = catalogueLoads.get(locale);
  if (!load) {
    load = loadCatalogue('costs');
    catalogueLoads.set(locale, load);
  }
  return load;
}

export default function AllInCostSection({ listing }: { listing: CostSheetListing }) {
  const { i18n } = useLingui();
  use(costsCatalogue(i18n.locale));
  // A yearly rent's move-in and monthly costs follow other customs: the sheet speaks of monthly rents only.
  if (listing.propertyStatus === 'rent' && listing.rentalFrequency === 'yearly') return null;
  return (
    <CostSection>
      {listing.propertyStatus === 'sale' ? (
        <SaleCostSheet
          facts={{
            price: listing.price,
            state: listing.state,
            city: listing.city,
            underConstruction: listing.ageOfProperty === 'under-construction',
            ...(listing.carpetArea === null ? {} : { carpetAreaSqft: listing.carpetArea }),
          }}
        />
      ) : (
        <RentCostSheet
          facts={{
            rent: listing.price,
            ...(listing.securityDeposit === null ? {} : { deposit: listing.securityDeposit }),
            ...(listing.maintenanceCharges === null ? {} : { maintenance: listing.maintenanceCharges }),
          }}
        />
      )}
    </CostSection>
  );
}

function CostSection({ children }: { children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="border-t border-brand-100 pt-8 dark:border-stone-800">
      <h2 id={headingId} className="mb-5 text-xl font-semibold text-stone-900 dark:text-stone-50">
        <Trans>All-in cost</Trans>
      </h2>
      {children}
    </section>
  );
}
