import { useId, type InputHTMLAttributes } from 'react';
import {
  get,
  useFormContext,
  useFormState,
  type FieldValues,
  type Path,
  type RegisterOptions,
} from 'react-hook-form';
import { controlClass } from '../../../components/visitor-form/form-fields';

type SettingsFieldProps<Values extends FieldValues> = {
  name: Path<Values>;
  label: string;
  required?: boolean;
  hint?: string;
  className?: string;
  registerOptions?: RegisterOptions<Values, Path<Values>>;
} & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'inputMode' | 'autoComplete' | 'min' | 'max' | 'placeholder'
>;

/**
 * A labelled input bound to the surrounding form by a name that may be nested (`social.facebook`), with its
 * hint and error announced together.
 */
export function SettingsField<Values extends FieldValues>({
  name,
  label,
  required = false,
  hint,
  className,
  registerOptions,
  type = 'text',
  ...input
}: SettingsFieldProps<Values>) {
  const id = useId();
  const { register } = useFormContext<Values>();
  const { errors } = useFormState<Values>({ name });
  const error = (get(errors, name) as { message?: unknown } | undefined)?.message;
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
          <span className="font-normal text-stone-600 dark:text-stone-400"> (optional)</span>
        )}
      </label>
      <input
        id={id}
        type={type}
        {...input}
        aria-invalid={Boolean(message)}
        aria-describedby={describedBy || undefined}
        aria-required={required || undefined}
        {...register(name, registerOptions)}
        className={controlClass}
      />
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
