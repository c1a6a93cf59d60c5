import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import { useFormState } from 'react-hook-form';
import { REQUIRED_WHEN_APPLICABLE } from '#domain/property-rules';
import { listingMessage } from './listing-validation-messages';
import type { PropertyFieldName, PropertyFormValues } from './property-form-values';

// Conditional fields are only shown while they apply, so the domain's list alone decides which are marked.
const REQUIRED_WHEN_SHOWN: ReadonlySet<string> = new Set(REQUIRED_WHEN_APPLICABLE);

/** What a control needs to be announced with its label, hint and error. */
export type FieldA11y = {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
  'aria-required'?: true;
};

export const controlClass =
  'block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm text-stone-900 shadow-sm placeholder:text-stone-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 disabled:cursor-not-allowed disabled:bg-stone-100 disabled:text-stone-500 aria-[invalid=true]:border-red-500 aria-[invalid=true]:focus:ring-red-500/30 dark:border-stone-700 dark:bg-stone-950 dark:text-stone-100 dark:placeholder:text-stone-500 dark:focus:border-amber-400 dark:focus:ring-amber-400/30 dark:disabled:bg-stone-800 dark:aria-[invalid=true]:border-red-400';

export const fieldId = (name: string) => `property-${name}`;

/** A field's message, from the shared schema or the server (in English), said in the page's language. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  const { i18n } = useLingui();
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 text-sm text-red-700 dark:text-red-400">
      {listingMessage(i18n, message)}
    </p>
  );
}

export function RequiredMark() {
  return (
    <span aria-hidden="true" className="text-red-600 dark:text-red-400">
      {' '}
      *
    </span>
  );
}

/** The error message the form holds for a field, from the shared schema or the server. */
export function useFieldError(name: PropertyFieldName): string | undefined {
  const { errors } = useFormState<PropertyFormValues>({ name });
  return errors[name]?.message;
}

type FormFieldProps = {
  name: PropertyFieldName;
  label: string;
  /** For fields every listing needs; conditional ones are marked from REQUIRED_WHEN_APPLICABLE. */
  required?: boolean;
  hint?: string;
  className?: string;
  children: (a11y: FieldA11y) => ReactNode;
};

/** A label, its control, an optional hint and the field's error, tied together for assistive technology. */
export function FormField({
  name,
  label,
  required: alwaysRequired,
  hint,
  className,
  children,
}: FormFieldProps) {
  const required = alwaysRequired === true || REQUIRED_WHEN_SHOWN.has(name);
  const id = fieldId(name);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const error = useFieldError(name);
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');

  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-stone-700 dark:text-stone-200">
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        ...(describedBy && { 'aria-describedby': describedBy }),
        ...(required && { 'aria-required': true as const }),
      })}
      {hint ? (
        <p id={hintId} className="mt-1.5 text-xs text-stone-500 dark:text-stone-400">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
