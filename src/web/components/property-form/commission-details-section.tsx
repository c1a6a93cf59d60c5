import { useLingui } from '@lingui/react/macro';
import { CheckboxField, NumberField } from './form-controls';
import { Card } from '#web/components/ui/card';
import { useFieldApplies } from './use-listing-context';

export function CommissionDetailsSection() {
  const applies = useFieldApplies();
  const { t } = useLingui();
  return (
    <Card title={t`Commission Details`}>
      <div className="space-y-5">
        <CheckboxField name="isCommissionApplicable" label={t`Commission Applicable`} />
        {applies('commissionPercentage') ? (
          <NumberField
            name="commissionPercentage"
            label={t`Commission Percentage (%)`}
            min="0"
            max="100"
            step="0.01"
            className="md:max-w-xs"
          />
        ) : null}
      </div>
    </Card>
  );
}
