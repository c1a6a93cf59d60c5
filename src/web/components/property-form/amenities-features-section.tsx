import { Trans, useLingui } from '@lingui/react/macro';
import { useWatch } from 'react-hook-form';
import { AMENITIES, isOneOf, ALL_SUB_CATEGORIES, featuresFor } from '#domain/taxonomy';
import { CheckboxGroup } from './checkbox-group';
import { Card } from '#web/components/ui/card';
import { AMENITY_MESSAGES } from '#web/lib/labels/amenities';
import { FEATURE_MESSAGES } from '#web/lib/labels/features';
import type { PropertyFormValues } from './property-form-values';

export function AmenitiesFeaturesSection() {
  const subCategory = useWatch<PropertyFormValues, 'subCategory'>({ name: 'subCategory' });
  const { t } = useLingui();
  return (
    <Card title={t`Amenities & Features`}>
      <div className="space-y-6">
        {isOneOf(ALL_SUB_CATEGORIES, subCategory) ? (
          <CheckboxGroup
            name="features"
            legend={t`Features`}
            options={featuresFor(subCategory)}
            labels={FEATURE_MESSAGES}
          />
        ) : (
          <p className="text-sm text-stone-500 dark:text-stone-400">
            <Trans>Choose a sub category to see the features it can have.</Trans>
          </p>
        )}
        <CheckboxGroup name="amenities" legend={t`Amenities`} options={AMENITIES} labels={AMENITY_MESSAGES} />
      </div>
    </Card>
  );
}
