import { useLingui } from '@lingui/react/macro';
import { useWatch } from 'react-hook-form';
import { INDIAN_STATES, isOneOf } from '#domain/taxonomy';
import { Card } from '#web/components/ui/card';
import { CheckboxField, TextField } from './form-controls';
import { useReraNumberGuide } from './rera-number-guide';
import type { PropertyFormValues } from './property-form-values';
import { useFieldApplies } from './use-listing-context';

/**
 * The project's RERA registration, for residential listings: whether it is registered and, if so, its number,
 * with the chosen state's regulator and the shape of its numbers beside the field.
 */
export function ReraRegistrationSection() {
  const applies = useFieldApplies();
  const state = useWatch<PropertyFormValues, 'state'>({ name: 'state' });
  const { t } = useLingui();
  const guide = useReraNumberGuide();
  if (!applies('isReraRegistered')) return null;
  return (
    <Card title={t`RERA Registration`}>
      <div className="space-y-5">
        <CheckboxField
          name="isReraRegistered"
          label={t`RERA registered`}
          hint={t`The project is registered with the state's real estate regulatory authority; its number then shows on the property page.`}
        />
        {applies('reraNumber') ? (
          <TextField
            name="reraNumber"
            label={t`RERA Registration Number`}
            autoComplete="off"
            className="md:max-w-xl"
            hint={
              isOneOf(INDIAN_STATES, state)
                ? guide(state)
                : t`Choose the state under Location Details to see the format its regulator uses.`
            }
          />
        ) : null}
      </div>
    </Card>
  );
}
