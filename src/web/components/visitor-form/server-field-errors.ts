import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../lib/api-client';

const UNEXPECTED = 'Something went wrong while sending. Please try again.';

/**
 * Puts a refused submission's messages where the visitor will look: on the fields the server named (the first
 * one focused), and anything else above the button.
 */
export function showSubmissionError<Values extends FieldValues>(
  form: { setError: UseFormSetError<Values> },
  error: unknown,
  fieldNames: readonly Path<Values>[],
): void {
  if (!(error instanceof ApiError)) {
    console.error(error);
    form.setError('root.server', { type: 'server', message: UNEXPECTED });
    return;
  }
  const unplaced: string[] = [];
  let focused = false;
  for (const [name, message] of Object.entries(error.fields ?? {})) {
    if ((fieldNames as readonly string[]).includes(name)) {
      form.setError(name as Path<Values>, { type: 'server', message }, { shouldFocus: !focused });
      focused = true;
    } else {
      unplaced.push(message);
    }
  }
  // A refusal with no field to point at (rate limit, gone listing, network) is said in words.
  if (!focused || unplaced.length > 0) {
    form.setError('root.server', {
      type: 'server',
      message: unplaced.length > 0 ? unplaced.join(' ') : error.message,
    });
  }
}
