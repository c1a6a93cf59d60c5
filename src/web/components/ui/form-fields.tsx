/** Labelled form controls bound to the surrounding react-hook-form by field name (nested names like `social.facebook` too). */
import { Trans } from '@lingui/react/macro';
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import {
  get,
  useFormContext,
  useFormState,
  type FieldValues,
  type Path,
  type RegisterOptions,
} from 'react-hook-form';
import { controlClass } from './control-class';

type A11y = {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
  'aria-required'?: true;
};

type FieldProps<Values extends FieldValues> = {
  name: Path<Values>;
  label: string;
  required?: boolean;
  hint?: string;
  className?: string;
};

/** A label, its control, an optional hint and the field's error, tied together for assistive technology. */
function Field<Values extends FieldValues>({
  name,
  label,
  required = false,
  hint,
  className,
  children,
}: FieldProps<Values> & { children: (a11y: A11y) => ReactNode }) {
  const id = useId();
  const { errors } = useFormState<Values>({ name });
  const error = get<typeof errors, { message?: unknown } | undefined>(errors, name)?.message;
  const message = typeof error === 'string' ? error : undefined;
  const describedBy = [hint ? `${id}-hint` : null, message ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-stone-700 dark:text-stone-200">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-red-700 dark:text-red-400">
            {' '}
            *
          </span>
        ) : (
          <span className="font-normal text-stone-600 dark:text-stone-400">
            {' '}
            <Trans>(optional)</Trans>
          </span>
        )}
      </label>
      {children({
        id,
        'aria-invalid': Boolean(message),
        ...(describedBy && { 'aria-describedby': describedBy }),
        ...(required && { 'aria-required': true as const }),
      })}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-stone-600 dark:text-stone-400">
          {hint}
        </p>
      ) : null}
      {message ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-700 dark:text-red-400">
          {message}
        </p>
      ) : null}
    </div>
  );
}

type InputProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'inputMode' | 'autoComplete' | 'min' | 'max' | 'step' | 'placeholder' | 'enterKeyHint'
>;

export function TextField<Values extends FieldValues>({
  type = 'text',
  registerOptions,
  ...props
}: FieldProps<Values> & InputProps & { registerOptions?: RegisterOptions<Values, Path<Values>> }) {
  const { register } = useFormContext<Values>();
  const { name, label, required, hint, className, ...input } = props;
  return (
    <Field<Values> name={name} label={label} required={required} hint={hint} className={className}>
      {(a11y) => (
        <input
          type={type}
          {...input}
          {...a11y}
          {...register(name, registerOptions)}
          className={controlClass}
        />
      )}
    </Field>
  );
}

export function TextAreaField<Values extends FieldValues>({
  rows = 4,
  placeholder,
  ...props
}: FieldProps<Values> & { rows?: number; placeholder?: string }) {
  const { register } = useFormContext<Values>();
  return (
    <Field<Values> {...props}>
      {(a11y) => (
        <textarea
          rows={rows}
          placeholder={placeholder}
          {...a11y}
          {...register(props.name)}
          className={controlClass}
        />
      )}
    </Field>
  );
}

export type SelectOption = { value: string; label: string; disabled?: boolean };

export function SelectField<Values extends FieldValues>({
  options,
  placeholder,
  autoComplete,
  ...props
}: FieldProps<Values> & { options: readonly SelectOption[]; placeholder: string; autoComplete?: string }) {
  const { register } = useFormContext<Values>();
  return (
    <Field<Values> {...props}>
      {(a11y) => (
        <select {...a11y} {...register(props.name)} autoComplete={autoComplete} className={controlClass}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** Options for a select from a domain list and its labels. */
export const optionsFrom = <Value extends string>(
  values: readonly Value[],
  labels: Record<Value, string>,
): SelectOption[] => values.map((value) => ({ value, label: labels[value] }));
