/** The building blocks of the filter panel: a titled section, a list of boxes to tick, and a min–max range. */
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { useDraft } from './use-draft';

export const fieldBox =
  'h-10 w-full min-w-0 rounded-lg border border-stone-300 bg-white px-3 text-sm text-stone-900 focus:border-brand-500 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100';

export const tickBox =
  'size-4 shrink-0 rounded border-stone-300 accent-brand-700 dark:border-stone-600 dark:accent-amber-400';

/** A group of related controls under a heading (a fieldset, so each control is announced with it). */
export function FilterSection({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="border-t border-stone-200 pt-4 first:border-t-0 first:pt-0 dark:border-stone-800">
      <legend className="mb-2.5 text-sm font-semibold text-stone-900 dark:text-stone-100">{legend}</legend>
      {children}
    </fieldset>
  );
}

type TickListProps<T extends string> = {
  options: readonly T[];
  labels?: Partial<Record<T, MessageDescriptor>>;
  ticked: readonly T[] | undefined;
  onToggle: (option: T, on: boolean) => void;
};

export function TickList<T extends string>({ options, labels, ticked, onToggle }: TickListProps<T>) {
  const { t } = useLingui();
  const id = useId();
  return (
    <ul className="space-y-2">
      {options.map((option, index) => (
        <li key={option} className="flex items-center gap-2.5">
          <input
            id={`${id}-${index}`}
            type="checkbox"
            checked={ticked?.includes(option) ?? false}
            onChange={(event) => onToggle(option, event.target.checked)}
            className={tickBox}
          />
          <label htmlFor={`${id}-${index}`} className="text-sm text-stone-700 dark:text-stone-200">
            {labels?.[option] ? t(labels[option]) : option}
          </label>
        </li>
      ))}
    </ul>
  );
}

type RangeFieldsProps = {
  /** 'Minimum price (₹)', 'Maximum price (₹)'. */
  labels: { min: string; max: string };
  min: number | undefined;
  max: number | undefined;
  /** Quick picks offered as the box's suggestions, each with how it reads. */
  suggestions: ReadonlyArray<{ value: number; label: string }>;
  /** How an applied value reads under its box ('₹45 L'). */
  describe: (value: number) => string;
  /** What a typed value stands for; whole numbers by default ("50 lakh" for budgets: parseRupeeAmount). */
  parse?: (text: string) => number | undefined;
  onApply: (min: number | undefined, max: number | undefined) => void;
};

const asWholeNumber = (text: string): number | undefined => {
  const value = Number(text.replace(/[,\s]/g, ''));
  return text.trim() !== '' && Number.isFinite(value) && value >= 0 ? Math.round(value) : undefined;
};

/** Two number boxes, applied when the visitor leaves one or presses Enter; a minimum above the maximum swaps. */
export function RangeFields({
  labels,
  min,
  max,
  suggestions,
  describe,
  parse = asWholeNumber,
  onApply,
}: RangeFieldsProps) {
  const { t } = useLingui();
  const id = useId();
  const [minText, setMinText] = useDraft(min === undefined ? '' : String(min));
  const [maxText, setMaxText] = useDraft(max === undefined ? '' : String(max));
  // Amounts in words ("50 lakh") need letters, so such a box is a text box; plain numbers get the number pad.
  const inWords = parse !== asWholeNumber;

  const apply = () => {
    let nextMin = parse(minText);
    let nextMax = parse(maxText);
    if (nextMin !== undefined && nextMax !== undefined && nextMin > nextMax)
      [nextMin, nextMax] = [nextMax, nextMin];
    if (nextMin !== min || nextMax !== max) onApply(nextMin, nextMax);
    else {
      setMinText(min === undefined ? '' : String(min));
      setMaxText(max === undefined ? '' : String(max));
    }
  };

  const box = (
    which: 'min' | 'max',
    text: string,
    setText: (text: string) => void,
    value: number | undefined,
  ) => (
    <div className="min-w-0 flex-1">
      <label
        htmlFor={`${id}-${which}`}
        className="mb-1 block text-xs font-medium text-stone-600 dark:text-stone-300"
      >
        {labels[which]}
      </label>
      <input
        id={`${id}-${which}`}
        {...(inWords
          ? { type: 'text', autoComplete: 'off' }
          : { type: 'number', inputMode: 'numeric' as const, min: 0, step: 1 })}
        list={`${id}-suggestions`}
        value={text}
        placeholder={which === 'min' ? t`No min` : t`No max`}
        onChange={(event) => setText(event.target.value)}
        onBlur={apply}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            apply();
          }
        }}
        className={fieldBox}
      />
      <p className="mt-1 h-4 text-xs text-stone-500 dark:text-stone-400" aria-live="polite">
        {value !== undefined ? describe(value) : ''}
      </p>
    </div>
  );

  return (
    <div className="flex gap-3">
      {box('min', minText, setMinText, min)}
      {box('max', maxText, setMaxText, max)}
      <datalist id={`${id}-suggestions`}>
        {suggestions.map((suggestion) => (
          <option
            key={suggestion.value}
            value={inWords ? suggestion.label : suggestion.value}
            label={suggestion.label}
          />
        ))}
      </datalist>
    </div>
  );
}
