import { Trans } from '@lingui/react/macro';
import { useId } from 'react';

type SentDetailsProps = {
  /** Each answer as the visitor would say it; an answer not given (null) is left out. */
  answers: ReadonlyArray<readonly [question: string, answer: string | null]>;
};

/** "What you sent": a confirmation's record of the answers, so the visitor can check them without the form. */
export function SentDetails({ answers }: SentDetailsProps) {
  const headingId = useId();
  const given = answers.filter((entry): entry is readonly [string, string] => Boolean(entry[1]?.trim()));
  return (
    <section
      aria-labelledby={headingId}
      className="mt-4 rounded-xl border border-brand-100 bg-brand-50/60 p-4 dark:border-stone-700 dark:bg-stone-800/60"
    >
      <h4 id={headingId} className="font-semibold text-stone-900 dark:text-stone-50">
        <Trans>What you sent</Trans>
      </h4>
      <dl className="mt-2 space-y-2">
        {given.map(([question, answer]) => (
          <div key={question} className="grid gap-x-3 sm:grid-cols-[9rem_minmax(0,1fr)]">
            <dt className="text-stone-600 dark:text-stone-300">{question}</dt>
            <dd className="break-words whitespace-pre-line text-stone-900 dark:text-stone-50">{answer}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
