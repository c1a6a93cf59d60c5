import { NumberField } from './form-controls';
import { FieldGrid, FormSection } from './form-section';
import { useFieldApplies } from './use-listing-context';

export function AreaDetailsSection() {
  const applies = useFieldApplies();
  return (
    <FormSection title="Area Details">
      <FieldGrid>
        <NumberField name="squareFeet" label="Total Area Sq.Ft" required step="0.01" />
        {applies('undividedShare') ? (
          <NumberField name="undividedShare" label="Undivided Share (Sq.Ft)" step="0.01" />
        ) : null}
        {applies('carpetArea') ? (
          <NumberField name="carpetArea" label="Carpet Area (Sq.Ft)" step="0.01" />
        ) : null}
        {applies('plotArea') ? <NumberField name="plotArea" label="Plot Area (Sq.Ft)" step="0.01" /> : null}
        {applies('plotLength') ? (
          <NumberField name="plotLength" label="Plot Length (ft)" step="0.01" />
        ) : null}
        {applies('plotBreadth') ? (
          <NumberField name="plotBreadth" label="Plot Breadth (ft)" step="0.01" />
        ) : null}
      </FieldGrid>
    </FormSection>
  );
}
