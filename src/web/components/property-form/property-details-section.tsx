import type { ConditionalField } from '#domain/property-rules';
import {
  AGE_OF_PROPERTY_LABELS,
  AGES_OF_PROPERTY,
  FACING_LABELS,
  FACINGS,
  FURNISHING_STATUS_LABELS,
  FURNISHING_STATUSES,
} from '#domain/taxonomy';
import { NumberField, optionsFrom, SelectField } from './form-controls';
import { Card } from '#web/components/ui/card';
import { FieldGrid } from './form-section';
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
  if (!DETAIL_FIELDS.some(applies)) return null;

  return (
    <Card title="Property Details">
      <FieldGrid>
        {applies('bedrooms') ? <NumberField name="bedrooms" label="Bedrooms" /> : null}
        {applies('bathrooms') ? <NumberField name="bathrooms" label="Bathrooms" min="1" /> : null}
        {applies('balconies') ? <NumberField name="balconies" label="Balconies" /> : null}
        {applies('furnishingStatus') ? (
          <SelectField
            name="furnishingStatus"
            label="Furnishing Status"
            placeholder="Select furnishing"
            options={optionsFrom(FURNISHING_STATUSES, FURNISHING_STATUS_LABELS)}
          />
        ) : null}
        {applies('totalFloors') ? <NumberField name="totalFloors" label="Total Floors" min="1" /> : null}
        {applies('floorNumber') ? (
          <NumberField name="floorNumber" label="Floor Number" min="-3" hint="0 is the ground floor" />
        ) : null}
        {applies('facing') ? (
          <SelectField
            name="facing"
            label="Facing"
            placeholder="Select facing"
            options={optionsFrom(FACINGS, FACING_LABELS)}
          />
        ) : null}
        {applies('ageOfProperty') ? (
          <SelectField
            name="ageOfProperty"
            label="Age of Property"
            placeholder="Select age"
            options={optionsFrom(AGES_OF_PROPERTY, AGE_OF_PROPERTY_LABELS)}
          />
        ) : null}
        {applies('parkingSpaces') ? <NumberField name="parkingSpaces" label="Parking Spaces" /> : null}
        {applies('washrooms') ? <NumberField name="washrooms" label="Washrooms" /> : null}
        {applies('cabins') ? <NumberField name="cabins" label="Cabins" /> : null}
        {applies('workstations') ? <NumberField name="workstations" label="Workstations" /> : null}
      </FieldGrid>
    </Card>
  );
}
