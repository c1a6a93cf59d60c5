import type { ConditionalField } from '#domain/property-rules';
import { useLingui } from '@lingui/react/macro';
import { AGES_OF_PROPERTY, FACINGS, FURNISHING_STATUSES } from '#domain/taxonomy';
import { NumberField, optionsFrom, SelectField } from './form-controls';
import { Card } from '#web/components/ui/card';
import { FieldGrid } from './form-section';
import { FACING_MESSAGES } from '#web/lib/labels/facing';
import { FURNISHING_STATUS_MESSAGES } from '#web/lib/labels/furnishing';
import { AGE_OF_PROPERTY_MESSAGES } from '#web/lib/labels/property-ages';
import { useFieldApplies } from './use-listing-context';

const DETAIL_FIELDS: readonly ConditionalField[] = [
  'bedrooms',
  'bathrooms',
  'balconies',
  'furnishingStatus',
  'totalFloors',
  'floorNumber',
  'facing',
  'ageOfProperty',
  'parkingSpaces',
  'washrooms',
  'cabins',
  'workstations',
];

/** The building's details; absent for land (plot, farmland, commercial land), where none of them apply. */
export function PropertyDetailsSection() {
  const applies = useFieldApplies();
  const { i18n, t } = useLingui();
  if (!DETAIL_FIELDS.some(applies)) return null;

  return (
    <Card title={t`Property Details`}>
      <FieldGrid>
        {applies('bedrooms') ? <NumberField name="bedrooms" label={t`Bedrooms`} /> : null}
        {applies('bathrooms') ? <NumberField name="bathrooms" label={t`Bathrooms`} min="1" /> : null}
        {applies('balconies') ? <NumberField name="balconies" label={t`Balconies`} /> : null}
        {applies('furnishingStatus') ? (
          <SelectField
            name="furnishingStatus"
            label={t`Furnishing Status`}
            placeholder={t`Select furnishing`}
            options={optionsFrom(i18n, FURNISHING_STATUSES, FURNISHING_STATUS_MESSAGES)}
          />
        ) : null}
        {applies('totalFloors') ? <NumberField name="totalFloors" label={t`Total Floors`} min="1" /> : null}
        {applies('floorNumber') ? (
          <NumberField name="floorNumber" label={t`Floor Number`} min="-3" hint={t`0 is the ground floor`} />
        ) : null}
        {applies('facing') ? (
          <SelectField
            name="facing"
            label={t`Facing`}
            placeholder={t`Select facing`}
            options={optionsFrom(i18n, FACINGS, FACING_MESSAGES)}
          />
        ) : null}
        {applies('ageOfProperty') ? (
          <SelectField
            name="ageOfProperty"
            label={t`Age of Property`}
            placeholder={t`Select age`}
            options={optionsFrom(i18n, AGES_OF_PROPERTY, AGE_OF_PROPERTY_MESSAGES)}
          />
        ) : null}
        {applies('parkingSpaces') ? <NumberField name="parkingSpaces" label={t`Parking Spaces`} /> : null}
        {applies('washrooms') ? <NumberField name="washrooms" label={t`Washrooms`} /> : null}
        {applies('cabins') ? <NumberField name="cabins" label={t`Cabins`} /> : null}
        {applies('workstations') ? <NumberField name="workstations" label={t`Workstations`} /> : null}
      </FieldGrid>
    </Card>
  );
}
