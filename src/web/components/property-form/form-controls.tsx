import type { I18n, MessageDescriptor } from '@lingui/core';
import type { InputHTMLAttributes } from 'react';
import { useFormContext } from 'react-hook-form';
import { controlClass, FieldError, FormField, fieldId, useFieldError } from './form-field';
import type { PropertyFieldName, PropertyFormValues } from './property-form-values';

type FieldBase = {
  name: PropertyFieldName;
  label: string;
  required?: boolean;
  hint?: string;
  className?: string;
};

type TextFieldProps = FieldBase &
  Pick<
    InputHTMLAttributes<HTMLInputElement>,
    'type' | 'inputMode' | 'autoComplete' | 'min' | 'max' | 'step' | 'placeholder'
  >;

/** A text, number or date input. Number inputs keep their text: the shared schema reads it. */
export function TextField({
  name,
  label,
  required,
  hint,
  className,
  type = 'text',
  ...inputProps
}: TextFieldProps) {
  const { register } = useFormContext<PropertyFormValues>();
  return (
    <FormField name={name} label={label} required={required} hint={hint} className={className}>
      {(a11y) => <input type={type} {...inputProps} {...a11y} {...register(name)} className={controlClass} />}
    </FormField>
  );
}

/** A number input; `step` says how fine a value may be ("1" for counts and rupees). */
export function NumberField({ step = '1', min = '0', ...props }: Omit<TextFieldProps, 'type' | 'inputMode'>) {
  const decimal = step !== '1';
  return (
    <TextField type="number" inputMode={decimal ? 'decimal' : 'numeric'} step={step} min={min} {...props} />
  );
}

export function TextAreaField({
  name,
  label,
  required,
  hint,
  className,
  rows,
}: FieldBase & { rows: number }) {
  const { register } = useFormContext<PropertyFormValues>();
  return (
    <FormField name={name} label={label} required={required} hint={hint} className={className}>
      {(a11y) => <textarea rows={rows} {...a11y} {...register(name)} className={controlClass} />}
    </FormField>
  );
}

export type SelectOption = { value: string; label: string };

type SelectFieldProps = FieldBase & {
  options: readonly SelectOption[];
  placeholder: string;
  disabled?: boolean;
  onValueChange?: (value: string) => void;
};

export function SelectField({
  name,
  label,
  required,
  hint,
  className,
  options,
  placeholder,
  disabled = false,
  onValueChange,
}: SelectFieldProps) {
  const { register } = useFormContext<PropertyFormValues>();
  const field = register(name, {
    onChange: onValueChange && ((event: { target: { value: string } }) => onValueChange(event.target.value)),
  });
  return (
    <FormField name={name} label={label} required={required} hint={hint} className={className}>
      {(a11y) => (
        <select {...a11y} {...field} disabled={disabled} className={controlClass}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

/** Options for a select from a list of values and their labels' messages (listing-vocabulary.ts). */
export const optionsFrom = <Value extends string>(
  i18n: I18n,
  values: readonly Value[],
  labels: Readonly<Record<Value, MessageDescriptor>>,
): SelectOption[] => values.map((value) => ({ value, label: i18n._(labels[value]) }));

/** A single yes/no checkbox with its label beside it. */
export function CheckboxField({
  name,
  label,
  hint,
}: {
  name: PropertyFieldName;
  label: string;
  hint?: string;
}) {
  const { register } = useFormContext<PropertyFormValues>();
  const id = fieldId(name);
  const error = useFieldError(name);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          aria-invalid={Boolean(error)}
          {...(describedBy && { 'aria-describedby': describedBy })}
          {...register(name)}
          className="mt-0.5 size-4 shrink-0 rounded border-stone-300 accent-brand-700 dark:border-stone-600 dark:accent-amber-400"
        />
        <div>
          <label htmlFor={id} className="text-sm font-medium text-stone-800 dark:text-stone-100">
            {label}
          </label>
          {hint ? (
            <p id={hintId} className="text-xs text-stone-500 dark:text-stone-400">
              {hint}
            </p>
          ) : null}
        </div>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
