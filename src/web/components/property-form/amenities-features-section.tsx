import { useWatch } from 'react-hook-form';
import { AMENITIES, isOneOf, ALL_SUB_CATEGORIES, featuresFor } from '#domain/taxonomy';
import { CheckboxGroup } from './checkbox-group';
import { Card } from '#web/components/ui/card';
import type { PropertyFormValues } from './property-form-values';

export function AmenitiesFeaturesSection() {
  const subCategory = useWatch<PropertyFormValues, 'subCategory'>({ name: 'subCategory' });
  return (
    <Card title="Amenities & Features">
      <div className="space-y-6">
        {isOneOf(ALL_SUB_CATEGORIES, subCategory) ? (
          <CheckboxGroup name="features" legend="Features" options={featuresFor(subCategory)} />
        ) : (
          <p className="text-sm text-stone-500 dark:text-stone-400">
            Choose a sub category to see the features it can have.
          </p>
        )}
        <CheckboxGroup name="amenities" legend="Amenities" options={AMENITIES} />
      </div>
    </Card>
  );
}
