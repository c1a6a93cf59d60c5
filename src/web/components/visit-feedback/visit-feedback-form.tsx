import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import {
  VISIT_FEEDBACK_QUESTIONS,
  type VisitFeedback,
  type VisitFeedbackQuestion,
} from '#domain/visit-feedback';
import { visitorMessage } from '#web/components/visitor-form/visitor-messages';

// The domain's questions, in the page's language.
const QUESTION_TEXTS: Record<VisitFeedbackQuestion, MessageDescriptor> = {
  photosMatched: msg`Did the home match its photos?`,
  priceAsListed: msg`Was the price the one listed?`,
  stillAvailable: msg`Was the home still available?`,
};
const QUESTIONS = (Object.keys(VISIT_FEEDBACK_QUESTIONS) as VisitFeedbackQuestion[]).map(
  (key) => [key, QUESTION_TEXTS[key]] as const,
);

type Answers = Partial<Record<VisitFeedbackQuestion, boolean>>;

/**
 * The three yes/no questions after a visit, shared by the mail link's page (bookings) and My HouseHunt (account).
 * Every question needs an answer before it sends; the caller sends it and its refusal is shown here.
 */
export function VisitFeedbackForm({
  onSubmit,
  pending,
}: {
  onSubmit: (answers: VisitFeedback) => Promise<unknown>;
  pending: boolean;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [answers, setAnswers] = useState<Answers>({});
  const [problem, setProblem] = useState<string | null>(null);
  const complete = QUESTIONS.every(([key]) => answers[key] !== undefined);

  const submit = async () => {
    if (!complete) {
      setProblem(t`Answer all three questions, yes or no.`);
      return;
    }
    setProblem(null);
    try {
      await onSubmit(answers as VisitFeedback);
    } catch (error) {
      setProblem(
        error instanceof Error
          ? visitorMessage(i18n, error.message)
          : t`Your answers could not be sent. Please try again.`,
      );
    }
  };

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {QUESTIONS.map(([key, question]) => (
        <fieldset key={key} className="space-y-2">
          <legend className="font-medium text-stone-900 dark:text-stone-50">{t(question)}</legend>
          <div className="flex gap-6">
            {[true, false].map((value) => (
              <label
                key={String(value)}
                className="inline-flex items-center gap-2 text-stone-800 dark:text-stone-100"
              >
                <input
                  type="radio"
                  name={`${id}-${key}`}
                  checked={answers[key] === value}
                  onChange={() => setAnswers((current) => ({ ...current, [key]: value }))}
                  className="size-4 accent-brand-700 dark:accent-amber-400"
                />
                {value ? t`Yes` : t`No`}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      {problem ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {problem}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={pending}
        className="inline-flex items-center justify-center rounded-full bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-800 disabled:cursor-wait disabled:opacity-70 dark:bg-amber-500 dark:text-stone-950 dark:hover:bg-amber-400"
      >
        {pending ? t`Sending…` : t`Send my answers`}
      </button>
    </form>
  );
}
