import { useId, useState, type ReactNode } from 'react';
import { useAwaitedFocus } from './visitor-form-focus';

type VisitorFormCardProps<Result> = {
  /** The card's anchor, for links that lead to the form. */
  id?: string;
  title: string;
  /** Said above the form; the confirmation that replaces it speaks for itself. */
  intro: ReactNode;
  /** The form, which calls `onSent` with what the server recorded. */
  form: (onSent: (result: Result) => void) => ReactNode;
  /** What replaces the form once it is sent; `sendAnother` brings the form back. */
  received: (result: Result, sendAnother: () => void) => ReactNode;
};

/** The card around a visitor form, or the confirmation that replaces it once sent, titled for assistive technology. */
export function VisitorFormCard<Result>({ id, title, intro, form, received }: VisitorFormCardProps<Result>) {
  const headingId = useId();
  const [sent, setSent] = useState<{ result: Result } | null>(null);
  useAwaitedFocus(id);
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      // Focusable by links to the card, for when the confirmation stands where the form's fields were.
      tabIndex={-1}
      className="relative scroll-mt-24 rounded-2xl border border-brand-100 bg-white p-6 shadow-sm dark:border-stone-800 dark:bg-stone-900"
    >
      <h2 id={headingId} className="text-xl font-semibold text-stone-900 dark:text-stone-50">
        {title}
      </h2>
      {sent ? null : <div className="mt-2 text-sm leading-6 text-stone-600 dark:text-stone-300">{intro}</div>}
      <div className="mt-5">
        {sent ? received(sent.result, () => setSent(null)) : form((result) => setSent({ result }))}
      </div>
    </section>
  );
}
