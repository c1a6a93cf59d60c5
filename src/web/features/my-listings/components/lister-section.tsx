import { useWatch } from 'react-hook-form';
import { FieldError, controlClass } from '#web/components/property-form/form-field';
import type { PropertyFormValues } from '#web/components/property-form/property-form-values';
import { Card } from '#web/components/ui/card';
import { agentNumberHint, type ListerChoice } from '../utils/lister-choice';

const LISTER_OPTIONS = [
  { kind: 'owner', label: 'I am the owner' },
  { kind: 'agent', label: 'I am an agent' },
] as const;

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
  return (
    <Card title="Who is posting">
      <fieldset className="space-y-4" aria-describedby={error ? LISTER_ERROR_ID : undefined}>
        <legend className="sr-only">Who is posting</legend>
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
              {label}
            </label>
          ))}
        </div>
        {choice.kind === 'agent' ? (
          <div className="md:max-w-xl">
            <label
              htmlFor="lister-rera-number"
              className="block text-sm font-medium text-stone-800 dark:text-stone-100"
            >
              RERA agent registration number
            </label>
            <p id="lister-rera-number-hint" className="mt-1 text-sm text-stone-600 dark:text-stone-300">
              {agentNumberHint(state)}
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
