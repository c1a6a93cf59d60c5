import { useId } from 'react';
import { controlClass } from '#web/components/ui/control-class';

/** A number the visitor types into the sheet (a percent or rupees), with a hint below it. */
export function AmountField({
  label,
  value,
  onChange,
  hint,
  min,
  max,
  step,
}: {
  label: string;
  value: string;
  onChange: (text: string) => void;
  hint?: string;
  min: number;
  max: number;
  step?: number;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-stone-800 dark:text-stone-200">
        {label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        min={min}
        max={max}
        step={step ?? 1}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className={`${controlClass} mt-1`}
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-stone-600 dark:text-stone-400">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** The typed text as a number within bounds, or the fallback while it is empty or out of them. */
export function numberWithin(text: string, min: number, max: number, fallback: number): number {
  const value = Number(text);
  return text.trim() !== '' && Number.isFinite(value) && value >= min && value <= max ? value : fallback;
}
