import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { toNumber } from '#domain/form-input';
import { LAND_AREA_UNITS, squareFeetFrom, squareFeetIn, type LandAreaUnit } from '#domain/land-area';
import { formatArea } from '#domain/price-format';
import { isOneOf } from '#domain/taxonomy';
import { controlClass, FormField } from './form-field';
import { LAND_AREA_UNIT_MESSAGES } from '#web/lib/labels/land-area-units';
import type { PropertyFormValues } from './property-form-values';

/** What land is measured in: farmland in acres, a plot in square feet unless the admin picks another unit. */
const DEFAULT_UNIT = { farmland: 'acre', plot: 'sq-ft' } as const satisfies Record<string, LandAreaUnit>;

/**
 * A plot's or farm's total area typed in the unit it was sold in (acre, guntha, cent, sq.yd...), kept in the form as
 * square feet like every area, with the square feet it makes said under it.
 */
export function LandAreaField({ kind }: { kind: keyof typeof DEFAULT_UNIT }) {
  const { setValue, getValues, formState } = useFormContext<PropertyFormValues>();
  const { i18n, t } = useLingui();
  const squareFeet = useWatch<PropertyFormValues, 'squareFeet'>({ name: 'squareFeet' });
  const [unit, setUnit] = useState<LandAreaUnit>(DEFAULT_UNIT[kind]);
  const shown = (feet: string, inUnit: LandAreaUnit) => {
    const value = toNumber(feet);
    return value === null ? feet : String(squareFeetIn(value, inUnit));
  };
  const [typed, setTyped] = useState(() => shown(getValues('squareFeet'), unit));

  const type = (text: string) => {
    setTyped(text);
    const value = toNumber(text);
    const feet = value === null ? text : String(squareFeetFrom(value, unit));
    // After a first save attempt the message follows the typing, as on every other field.
    setValue('squareFeet', feet, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  };
  const changeUnit = (next: string) => {
    if (!isOneOf(LAND_AREA_UNITS, next)) return;
    setUnit(next);
    setTyped(shown(getValues('squareFeet'), next));
  };

  const feet = toNumber(squareFeet);
  const hint = unit !== 'sq-ft' && feet !== null && feet > 0 ? `= ${formatArea(feet)}` : undefined;

  return (
    <FormField name="squareFeet" label={t`Total Area`} required hint={hint}>
      {(a11y) => (
        <div className="flex gap-2">
          <input
            type="text"
            inputMode="decimal"
            value={typed}
            onChange={(event) => type(event.target.value)}
            {...a11y}
            className={controlClass}
          />
          <select
            aria-label={t`Total area unit`}
            value={unit}
            onChange={(event) => changeUnit(event.target.value)}
            className={`${controlClass} w-36 shrink-0`}
          >
            {LAND_AREA_UNITS.map((option) => (
              <option key={option} value={option}>
                {i18n._(LAND_AREA_UNIT_MESSAGES[option])}
              </option>
            ))}
          </select>
        </div>
      )}
    </FormField>
  );
}
