import { useLingui } from '@lingui/react/macro';
import { useFormContext, useWatch } from 'react-hook-form';
import { MAIN_CATEGORIES, PROPERTY_STATUSES, RENTAL_FREQUENCIES, SUB_CATEGORIES } from '#domain/taxonomy';
import { NumberField, optionsFrom, SelectField, TextAreaField, TextField } from './form-controls';
import { Card } from '#web/components/ui/card';
import { FieldGrid } from './form-section';
import { MAIN_CATEGORY_MESSAGES } from '#web/lib/labels/main-categories';
import { PROPERTY_STATUS_MESSAGES } from '#web/lib/labels/property-statuses';
import { RENTAL_FREQUENCY_MESSAGES } from '#web/lib/labels/rental-frequencies';
import { SUB_CATEGORY_MESSAGES } from '#web/lib/labels/sub-categories';
import { PriceField } from './price-field';
import { keepOfferedFeatures, type PropertyFormValues } from './property-form-values';
import { useFieldApplies } from './use-listing-context';

/** `listingId`: the listing being edited, which its own price must not count in the usual price it is held to. */
export function BasicInformationSection({ listingId }: { listingId?: string | undefined }) {
  const { getValues, setValue } = useFormContext<PropertyFormValues>();
  const mainCategory = useWatch<PropertyFormValues, 'mainCategory'>({ name: 'mainCategory' });
  const applies = useFieldApplies();
  const { i18n, t } = useLingui();

  // A subcategory belongs to one main category, and features to one subcategory: changing either drops
  // choices that no longer fit rather than leave them hidden and invalid.
  const changeSubCategory = (subCategory: string) =>
    setValue('features', keepOfferedFeatures(getValues('features'), subCategory));
  const changeMainCategory = () => {
    setValue('subCategory', '');
    changeSubCategory('');
  };

  return (
    <Card title={t`Basic Information`}>
      <div className="space-y-5">
        <TextField
          name="title"
          label={t`Property Title`}
          required
          placeholder={t`e.g. Sunny 2 BHK near Lalbagh`}
        />
        <TextAreaField name="description" label={t`Description`} rows={4} />
        <FieldGrid>
          <SelectField
            name="mainCategory"
            label={t`Main Category`}
            required
            placeholder={t`Select main category`}
            options={optionsFrom(i18n, MAIN_CATEGORIES, MAIN_CATEGORY_MESSAGES)}
            onValueChange={changeMainCategory}
          />
          <SelectField
            name="subCategory"
            label={t`Sub Category`}
            required
            placeholder={mainCategory ? t`Select sub category` : t`Select a main category first`}
            options={
              mainCategory ? optionsFrom(i18n, SUB_CATEGORIES[mainCategory], SUB_CATEGORY_MESSAGES) : []
            }
            disabled={!mainCategory}
            onValueChange={changeSubCategory}
          />
          <SelectField
            name="propertyStatus"
            label={t`Property Status`}
            required
            placeholder={t`Select status`}
            options={optionsFrom(i18n, PROPERTY_STATUSES, PROPERTY_STATUS_MESSAGES)}
          />
          <PriceField listingId={listingId} />
          {applies('rentalFrequency') ? (
            <SelectField
              name="rentalFrequency"
              label={t`Rental Frequency`}
              placeholder={t`Select frequency`}
              options={optionsFrom(i18n, RENTAL_FREQUENCIES, RENTAL_FREQUENCY_MESSAGES)}
            />
          ) : null}
          {applies('securityDeposit') ? (
            <NumberField name="securityDeposit" label={t`Security Deposit (₹)`} />
          ) : null}
          <NumberField name="maintenanceCharges" label={t`Maintenance Charges (₹ per month)`} />
          <TextField name="availableFrom" label={t`Available From`} type="date" required />
        </FieldGrid>
      </div>
    </Card>
  );
}
