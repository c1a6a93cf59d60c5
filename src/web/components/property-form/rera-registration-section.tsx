import { useWatch } from 'react-hook-form';
import { reraNumberGuide } from '#domain/rera';
import { INDIAN_STATES, isOneOf } from '#domain/taxonomy';
import { Card } from '#web/components/ui/card';
import { CheckboxField, TextField } from './form-controls';
import type { PropertyFormValues } from './property-form-values';
import { useFieldApplies } from './use-listing-context';

/**
 * The project's RERA registration, for residential listings: whether it is registered and, if so, its number,
 * with the chosen state's regulator and the shape of its numbers beside the field.
 */
export function ReraRegistrationSection() {
  const applies = useFieldApplies();
  const state = useWatch<PropertyFormValues, 'state'>({ name: 'state' });
  if (!applies('isReraRegistered')) return null;
  return (
    <Card title="RERA Registration">
      <div className="space-y-5">
        <CheckboxField
          name="isReraRegistered"
          label="RERA registered"
          hint="The project is registered with the state's real estate regulatory authority; its number then shows on the property page."
        />
        {applies('reraNumber') ? (
          <TextField
            name="reraNumber"
            label="RERA Registration Number"
            autoComplete="off"
            className="md:max-w-xl"
            hint={
              isOneOf(INDIAN_STATES, state)
                ? reraNumberGuide(state)
                : 'Choose the state under Location Details to see the format its regulator uses.'
            }
          />
        ) : null}
      </div>
    </Card>
  );
}
