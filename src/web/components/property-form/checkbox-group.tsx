import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useController } from 'react-hook-form';
import { FieldError, fieldId } from './form-field';
import { storedNameIn } from '#web/lib/labels/stored-names';
import type { PropertyFormValues } from './property-form-values';

type CheckboxGroupProps = {
  name: 'features' | 'amenities';
  legend: string;
  /** Stored names: the box's value stays the name, its label is the name in the page's language. */
  options: readonly string[];
  labels: Readonly<Record<string, MessageDescriptor>>;
};

/** A list of names to tick, kept in the form as the ticked names in the order offered. */
export function CheckboxGroup({ name, legend, options, labels }: CheckboxGroupProps) {
  const { i18n } = useLingui();
  const { field, fieldState } = useController<PropertyFormValues, typeof name>({ name });
  const ticked: readonly string[] = field.value;
  const id = fieldId(name);
  const errorId = `${id}-error`;

  const toggle = (option: string, checked: boolean) =>
    field.onChange(options.filter((offered) => (offered === option ? checked : ticked.includes(offered))));

  return (
    <fieldset aria-describedby={fieldState.error ? errorId : undefined}>
      <legend className="mb-3 text-sm font-semibold text-stone-800 dark:text-stone-100">{legend}</legend>
      <div className="grid grid-cols-1 gap-x-4 gap-y-2.5 sm:grid-cols-2 lg:grid-cols-3">
        {options.map((option, index) => {
          const optionId = `${id}-${index}`;
          return (
            <div key={option} className="flex items-center gap-2.5">
              <input
                id={optionId}
                type="checkbox"
                // The first box takes focus when the group has an error.
                ref={index === 0 ? field.ref : undefined}
                name={field.name}
                value={option}
                checked={ticked.includes(option)}
                onChange={(event) => toggle(option, event.target.checked)}
                onBlur={field.onBlur}
                aria-invalid={Boolean(fieldState.error)}
                className="size-4 shrink-0 rounded border-stone-300 accent-brand-700 dark:border-stone-600 dark:accent-amber-400"
              />
              <label htmlFor={optionId} className="text-sm text-stone-700 dark:text-stone-200">
                {storedNameIn(i18n, labels, option)}
              </label>
            </div>
          );
        })}
      </div>
      <FieldError id={errorId} message={fieldState.error?.message} />
    </fieldset>
  );
}
