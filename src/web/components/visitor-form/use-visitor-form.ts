import { zodResolver } from '@hookform/resolvers/zod';
import type { BaseSyntheticEvent } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { HONEYPOT_NAME } from './honeypot-field';
import { showServerErrors } from '#web/lib/server-field-errors';

/** The honeypot is left out of react-hook-form: its value is read from the submitted form element. */
function honeypotValue(form: unknown): string {
  const field = form instanceof HTMLFormElement ? form.elements.namedItem(HONEYPOT_NAME) : null;
  return field instanceof HTMLInputElement ? field.value : '';
}

type VisitorFormOptions<Values extends FieldValues, Output, Result> = {
  /** The shared domain schema: the browser checks exactly what the server will. */
  schema: z.ZodType<Output, Values>;
  defaultValues: Values;
  /** Values the form carries without showing them (which listing, which kind): their errors are said in words. */
  hiddenFields?: readonly Path<Values>[];
  /** Sends the checked values (useGuardedSubmission's mutation, or one for a wider kind of values). */
  submission: { mutateAsync: (sending: { values: Output; website: string }) => Promise<Result> };
  onSent: (result: Result) => void;
};

export type VisitorFormState<Values extends FieldValues, Output> = {
  form: UseFormReturn<Values, unknown, Output>;
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  submitting: boolean;
  /** What went wrong with the last attempt that no single field explains. */
  formError: string | undefined;
};

/**
 * One visitor form's state: its fields (validated by the shared schema) and a submit that sends them, with the
 * honeypot's value, through the spam guard and puts the server's refusals on the fields.
 */
export function useVisitorForm<Values extends FieldValues, Output, Result>({
  schema,
  defaultValues,
  hiddenFields = [],
  submission,
  onSent,
}: VisitorFormOptions<Values, Output, Result>): VisitorFormState<Values, Output> {
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: defaultValues as DefaultValues<Values>,
    shouldFocusError: true,
  });
  const fieldNames = (Object.keys(defaultValues) as Path<Values>[]).filter(
    (name) => !hiddenFields.includes(name),
  );

  const onSubmit = form.handleSubmit(async (values, event) => {
    try {
      onSent(await submission.mutateAsync({ values, website: honeypotValue(event?.target) }));
    } catch (error) {
      showServerErrors(form, error, fieldNames);
    }
  });

  return {
    form,
    onSubmit,
    submitting: form.formState.isSubmitting,
    formError: form.formState.errors.root?.server?.message,
  };
}
