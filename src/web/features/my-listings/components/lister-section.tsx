import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useWatch } from 'react-hook-form';
import { INDIAN_STATES, isOneOf } from '#domain/taxonomy';
import { FieldError, controlClass } from '#web/components/property-form/form-field';
import type { PropertyFormValues } from '#web/components/property-form/property-form-values';
import { Card } from '#web/components/ui/card';
import { useReraNumberGuide } from '#web/components/property-form/rera-number-guide';
import type { ListerChoice } from '../utils/lister-choice';

const LISTER_OPTIONS: readonly { kind: 'owner' | 'agent'; label: MessageDescriptor }[] = [
  { kind: 'owner', label: msg`I am the owner` },
  { kind: 'agent', label: msg`I am an agent` },
];

export const LISTER_ERROR_ID = 'lister-error';

/** Who posts the listing: its owner, or an agent with their RERA agent registration number (inside the form). */
export function ListerSection({
  choice,
  onChange,
  error,
}: {
  choice: ListerChoice;
  onChange: (choice: ListerChoice) => void;
  error: string | null;
}) {
  const state = useWatch<PropertyFormValues, 'state'>({ name: 'state' });
  const { i18n, t } = useLingui();
  const guide = useReraNumberGuide();
  // The state's agent format, or where to choose the state.
  const agentNumberHint = isOneOf(INDIAN_STATES, state)
    ? guide(state, 'agent')
    : t`Choose the state under Location Details to see the format its regulator uses for agents.`;
  return (
    <Card title={t`Who is posting`}>
      <fieldset className="space-y-4" aria-describedby={error ? LISTER_ERROR_ID : undefined}>
        <legend className="sr-only">
          <Trans>Who is posting</Trans>
        </legend>
        <div className="flex flex-wrap gap-3">
          {LISTER_OPTIONS.map(({ kind, label }) => (
            <label
              key={kind}
              className="inline-flex items-center gap-2 rounded-full border border-stone-300 px-4 py-2 text-sm font-medium text-stone-800 has-checked:border-brand-600 has-checked:bg-brand-50 dark:border-stone-700 dark:text-stone-100 dark:has-checked:bg-stone-800"
            >
              <input
                type="radio"
                id={`lister-kind-${kind}`}
                name="lister-kind"
                value={kind}
                checked={choice.kind === kind}
                onChange={() => onChange({ ...choice, kind })}
                className="accent-brand-700"
              />
              {i18n._(label)}
            </label>
          ))}
        </div>
        {choice.kind === 'agent' ? (
          <div className="md:max-w-xl">
            <label
              htmlFor="lister-rera-number"
              className="block text-sm font-medium text-stone-800 dark:text-stone-100"
            >
              <Trans>RERA agent registration number</Trans>
            </label>
            <p id="lister-rera-number-hint" className="mt-1 text-sm text-stone-600 dark:text-stone-300">
              {agentNumberHint}
            </p>
            <input
              id="lister-rera-number"
              type="text"
              autoComplete="off"
              value={choice.reraNumber}
              onChange={(event) => onChange({ ...choice, reraNumber: event.target.value })}
              aria-invalid={error !== null}
              aria-describedby={`lister-rera-number-hint${error ? ` ${LISTER_ERROR_ID}` : ''}`}
              className={`${controlClass} mt-1.5`}
            />
          </div>
        ) : null}
        <FieldError id={LISTER_ERROR_ID} message={error ?? undefined} />
      </fieldset>
    </Card>
  );
}
