import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useState, type BaseSyntheticEvent } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { HONEYPOT_NAME } from './honeypot-field';
import { ApiError } from '#web/lib/api-client';
import { showServerErrors } from '#web/lib/server-field-errors';
import { loadCatalogue } from '#web/lib/i18n';

/** The honeypot is left out of react-hook-form: its value is read from the submitted form element. */
function honeypotValue(form: unknown): string {
  const field = form instanceof HTMLFormElement ? form.elements.namedItem(HONEYPOT_NAME) : null;
  return field instanceof HTMLInputElement ? field.value : '';
}

/**
 * The shared domain schema, or a function that imports it: zod and the schemas are a fifth of a page's
 * JavaScript, so a page that shows a form below its fold (the property page) loads them when the form is used.
 */
export type VisitorFormSchema<Values extends FieldValues, Output> =
  z.ZodType<Output, Values> | (() => Promise<z.ZodType<Output, Values>>);

/**
 * A resolver that imports zod's resolver (and the schema, when given as an import) on the first check, and
 * `preload` to start that import early, e.g. when the visitor first focuses a field. A failed import is tried
 * again on the next check. The schema's English messages reach the fields in the page's language (`i18n`):
 * this is where every visitor form's checks pass, so the one place they are translated.
 */
export function lazySchemaResolver<Values extends FieldValues, Output>(
  schema: VisitorFormSchema<Values, Output>,
  i18n: I18n,
): { resolver: Resolver<Values, unknown, Output>; preload: () => void } {
  let loading: Promise<Resolver<Values, unknown, Output>> | undefined;
  const load = () => {
    loading ??= Promise.all([
      import('#web/lib/schema-resolver'),
      typeof schema === 'function' ? schema() : schema,
      import('./visitor-messages'),
      // The errors' own catalogue: a form's first paint does not need it.
      loadCatalogue('errors'),
    ]).then(
      ([{ zodResolver }, loaded, { translatedErrors }]): Resolver<Values, unknown, Output> => {
        const check = zodResolver<Values, unknown, Output>(loaded);
        return async (values, context, options) => {
          const result = await check(values, context, options);
          return { ...result, errors: translatedErrors(result.errors, i18n) } as typeof result;
        };
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  return {
    resolver: async (values, context, options) => (await load())(values, context, options),
    preload: () => void load().catch(() => undefined),
  };
}

type VisitorFormOptions<Values extends FieldValues, Output, Result> = {
  /** The shared domain schema: the browser checks exactly what the server will. */
  schema: VisitorFormSchema<Values, Output>;
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
  /** Starts loading the schema, so the first check does not wait for it. */
  preloadSchema: () => void;
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
  // One resolver for the form's life: the schema is loaded once, whichever render asks first.
  const { i18n } = useLingui();
  const [{ resolver, preload }] = useState(() => lazySchemaResolver(schema, i18n));
  const form = useForm<Values, unknown, Output>({
    resolver,
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
      if (error instanceof ApiError && error.code === 'LISTING_NOT_AVAILABLE') {
        // Loaded already: the form's check ran first, through lazySchemaResolver.
        const { listingNotAvailableMessage } = await import('./visitor-messages');
        const message = listingNotAvailableMessage(i18n, error.details);
        form.setError('root.server', { type: 'server', message });
        return;
      }
      showServerErrors(form, error, fieldNames);
    }
  });

  return {
    form,
    onSubmit,
    submitting: form.formState.isSubmitting,
    formError: form.formState.errors.root?.server?.message,
    preloadSchema: preload,
  };
}
