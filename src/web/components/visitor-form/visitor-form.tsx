import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { FormProvider, type FieldValues } from 'react-hook-form';
import { FormFooter } from './form-footer';
import { HoneypotField } from './honeypot-field';
import type { VisitorFormState } from './use-visitor-form';

type VisitorFormProps<Values extends FieldValues, Output> = {
  /** The form's accessible name. */
  label: string;
  state: VisitorFormState<Values, Output>;
  submitLabel: string;
  /** Said on the button while sending; "Sending…" unless given. */
  submittingLabel?: string;
  /** A line under the button, e.g. how HouseHunt uses the details. */
  note: ReactNode;
  children: ReactNode;
};

/** A visitor form's frame around its fields: the hidden honeypot first, the submit button and its note last. */
export function VisitorForm<Values extends FieldValues, Output>({
  label,
  state: { form, onSubmit, submitting, formError, preloadSchema },
  submitLabel,
  submittingLabel,
  note,
  children,
}: VisitorFormProps<Values, Output>) {
  const { t } = useLingui();
  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={onSubmit}
        // The first field the visitor enters starts loading the checks, well before they send.
        onFocus={preloadSchema}
        className="space-y-4"
        aria-label={label}
      >
        <HoneypotField />
        {children}
        <FormFooter
          submitLabel={submitLabel}
          submittingLabel={submittingLabel ?? t`Sending…`}
          submitting={submitting}
          error={formError}
          note={note}
        />
      </form>
    </FormProvider>
  );
}
