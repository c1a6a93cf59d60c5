import { useId, useState } from 'react';
import {
  VISIT_FEEDBACK_QUESTIONS,
  type VisitFeedback,
  type VisitFeedbackQuestion,
} from '#domain/visit-feedback';

const QUESTIONS = Object.entries(VISIT_FEEDBACK_QUESTIONS) as Array<[VisitFeedbackQuestion, string]>;

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
  const id = useId();
  const [answers, setAnswers] = useState<Answers>({});
  const [problem, setProblem] = useState<string | null>(null);
  const complete = QUESTIONS.every(([key]) => answers[key] !== undefined);

  const submit = async () => {
    if (!complete) {
      setProblem('Answer all three questions, yes or no.');
      return;
    }
    setProblem(null);
    try {
      await onSubmit(answers as VisitFeedback);
    } catch (error) {
      setProblem(
        error instanceof Error ? error.message : 'Your answers could not be sent. Please try again.',
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
          <legend className="font-medium text-stone-900 dark:text-stone-50">{question}</legend>
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
                {value ? 'Yes' : 'No'}
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
        {pending ? 'Sending…' : 'Send my answers'}
      </button>
    </form>
  );
}
