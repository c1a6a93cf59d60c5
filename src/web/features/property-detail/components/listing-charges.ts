/** The money a listing asks for besides its price: a rent's security deposit and the maintenance charges. */
import { t } from '@lingui/core/macro';
import type { PropertyData } from '#domain/property-schema';
import { formatINR } from '#domain/price-format';
import { fieldApplies } from '#domain/property-rules';

export type ListingCharge = { label: string; value: string };

type ChargesSource = Pick<
  PropertyData,
  'mainCategory' | 'subCategory' | 'propertyStatus' | 'securityDeposit' | 'maintenanceCharges'
>;

/** Only the charges that have an amount; a deposit only on a rent listing. */
export function listingCharges(listing: ChargesSource): ListingCharge[] {
  const charges: ListingCharge[] = [];
  if (listing.securityDeposit !== null && fieldApplies('securityDeposit', listing)) {
    charges.push({ label: t`Security deposit`, value: formatINR(listing.securityDeposit) });
  }
  // Maintenance applies to any listing (a flat for sale has its society charges too), so it is shown whenever set.
  // Societies in India bill it monthly, whatever the rent's own period.
  if (listing.maintenanceCharges !== null) {
    const amount = formatINR(listing.maintenanceCharges);
    charges.push({ label: t`Maintenance`, value: t`${amount}/month` });
  }
  return charges;
}
