import { useFormContext, useWatch } from 'react-hook-form';
import {
  MAIN_CATEGORIES,
  MAIN_CATEGORY_LABELS,
  PROPERTY_STATUS_LABELS,
  PROPERTY_STATUSES,
  RENTAL_FREQUENCIES,
  RENTAL_FREQUENCY_LABELS,
  SUB_CATEGORIES,
  SUB_CATEGORY_LABELS,
} from '#domain/taxonomy';
import { NumberField, optionsFrom, SelectField, TextAreaField, TextField } from './form-controls';
import { Card } from '#web/components/ui/card';
import { FieldGrid } from './form-section';
import { PriceField } from './price-field';
import { keepOfferedFeatures, type PropertyFormValues } from './property-form-values';
import { useFieldApplies } from './use-listing-context';

/** `listingId`: the listing being edited, which its own price must not count in the usual price it is held to. */
export function BasicInformationSection({ listingId }: { listingId?: string | undefined }) {
  const { getValues, setValue } = useFormContext<PropertyFormValues>();
  const mainCategory = useWatch<PropertyFormValues, 'mainCategory'>({ name: 'mainCategory' });
  const applies = useFieldApplies();

  // A subcategory belongs to one main category, and features to one subcategory: changing either drops
  // choices that no longer fit rather than leave them hidden and invalid.
  const changeSubCategory = (subCategory: string) =>
    setValue('features', keepOfferedFeatures(getValues('features'), subCategory));
  const changeMainCategory = () => {
    setValue('subCategory', '');
    changeSubCategory('');
  };

  return (
    <Card title="Basic Information">
      <div className="space-y-5">
        <TextField name="title" label="Property Title" required placeholder="e.g. Sunny 2 BHK near Lalbagh" />
        <TextAreaField name="description" label="Description" rows={4} />
        <FieldGrid>
          <SelectField
            name="mainCategory"
            label="Main Category"
            required
            placeholder="Select main category"
            options={optionsFrom(MAIN_CATEGORIES, MAIN_CATEGORY_LABELS)}
            onValueChange={changeMainCategory}
          />
          <SelectField
            name="subCategory"
            label="Sub Category"
            required
            placeholder={mainCategory ? 'Select sub category' : 'Select a main category first'}
            options={mainCategory ? optionsFrom(SUB_CATEGORIES[mainCategory], SUB_CATEGORY_LABELS) : []}
            disabled={!mainCategory}
            onValueChange={changeSubCategory}
          />
          <SelectField
            name="propertyStatus"
            label="Property Status"
            required
            placeholder="Select status"
            options={optionsFrom(PROPERTY_STATUSES, PROPERTY_STATUS_LABELS)}
          />
          <PriceField listingId={listingId} />
          {applies('rentalFrequency') ? (
            <SelectField
              name="rentalFrequency"
              label="Rental Frequency"
              placeholder="Select frequency"
              options={optionsFrom(RENTAL_FREQUENCIES, RENTAL_FREQUENCY_LABELS)}
            />
          ) : null}
          {applies('securityDeposit') ? (
            <NumberField name="securityDeposit" label="Security Deposit (₹)" />
          ) : null}
          <NumberField name="maintenanceCharges" label="Maintenance Charges (₹ per month)" />
          <TextField name="availableFrom" label="Available From" type="date" required />
        </FieldGrid>
      </div>
    </Card>
  );
}
