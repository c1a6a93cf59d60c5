import { useLingui } from '@lingui/react/macro';
import { useWatch } from 'react-hook-form';
import { toNumber } from '#domain/form-input';
import { plotAreaFromSides } from '#domain/land-area';
import { NumberField } from './form-controls';
import { controlClass, FormField } from './form-field';
import { Card } from '#web/components/ui/card';
import { FieldGrid } from './form-section';
import { LandAreaField } from './land-area-field';
import type { PropertyFormValues } from './property-form-values';
import { useFieldApplies } from './use-listing-context';

/** Typed in; or, once both sides are given, their product shown read-only, as the server will store it. */
function PlotAreaField() {
  const { t } = useLingui();
  const plotAreaLabel = t`Plot Area (Sq.Ft)`;
  const [length, breadth] = useWatch<PropertyFormValues, ['plotLength', 'plotBreadth']>({
    name: ['plotLength', 'plotBreadth'],
  });
  const [lengthFeet, breadthFeet] = [toNumber(length), toNumber(breadth)];
  if (lengthFeet === null || breadthFeet === null || lengthFeet <= 0 || breadthFeet <= 0) {
    return <NumberField name="plotArea" label={plotAreaLabel} step="0.01" />;
  }
  return (
    <FormField name="plotArea" label={plotAreaLabel} hint={t`Length × breadth`}>
      {(a11y) => (
        <input
          type="number"
          readOnly
          value={plotAreaFromSides(lengthFeet, breadthFeet)}
          {...a11y}
          className={`${controlClass} read-only:bg-stone-50 dark:read-only:bg-stone-900`}
        />
      )}
    </FormField>
  );
}

export function AreaDetailsSection() {
  const applies = useFieldApplies();
  const { t } = useLingui();
  const subCategory = useWatch<PropertyFormValues, 'subCategory'>({ name: 'subCategory' });
  return (
    <Card title={t`Area Details`}>
      <FieldGrid>
        {subCategory === 'plot' || subCategory === 'farmland' ? (
          // Keyed by the kind, so a change of kind starts in that kind's usual unit.
          <LandAreaField key={subCategory} kind={subCategory} />
        ) : (
          <NumberField name="squareFeet" label={t`Total Area Sq.Ft`} required step="0.01" />
        )}
        {applies('undividedShare') ? (
          <NumberField name="undividedShare" label={t`Undivided Share (Sq.Ft)`} step="0.01" />
        ) : null}
        {applies('carpetArea') ? (
          <NumberField name="carpetArea" label={t`Carpet Area (Sq.Ft)`} step="0.01" />
        ) : null}
        {applies('plotArea') ? <PlotAreaField /> : null}
        {applies('plotLength') ? (
          <NumberField name="plotLength" label={t`Plot Length (ft)`} step="0.01" />
        ) : null}
        {applies('plotBreadth') ? (
          <NumberField name="plotBreadth" label={t`Plot Breadth (ft)`} step="0.01" />
        ) : null}
      </FieldGrid>
    </Card>
  );
}
