import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { ApiError } from '#web/lib/api-client';
import { formTokenQueryOptions } from './get-form-token';
import { newIdempotencyKey } from './idempotency-key';

/** What a visitor form sends beside its fields, and the header that makes a repeat harmless. */
export type SubmissionGuard = {
  /** The honeypot's value: empty from a person. */
  website: string;
  formToken: string;
  idempotencyKey: string;
};

// The server refuses these when the token went stale or the server's secret changed (a restart without
// FORM_TOKEN_SECRET): a fresh token and one more try fixes them without bothering the visitor.
const STALE_TOKEN_CODES = new Set(['FORM_TOKEN_INVALID', 'FORM_EXPIRED', 'FORM_TOO_FAST']);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends a visitor form with its spam guard: fetches the form token as the form renders, waits out the minimum
 * fill time if the visitor was quicker, sends one idempotency key per fill (a double click or a retry after a
 * lost answer is the same submission), and starts a new fill after a success.
 */
export function useGuardedSubmission<Values, Result>(
  send: (values: Values, guard: SubmissionGuard) => Promise<Result>,
  options: { onSuccess?: (result: Result) => void } = {},
) {
  const queryClient = useQueryClient();
  useQuery(formTokenQueryOptions());
  // Made at the first submit of a fill and kept until a success, so every retry of that fill shares it.
  const fill = useRef<string | null>(null);

  const attempt = async (values: Values, website: string) => {
    const { token, minFillSeconds, receivedAt } = await queryClient.fetchQuery(formTokenQueryOptions());
    const wait = receivedAt + minFillSeconds * 1000 - Date.now();
    if (wait > 0) await sleep(wait);
    fill.current ??= newIdempotencyKey();
    return send(values, { website, formToken: token, idempotencyKey: fill.current });
  };

  return useMutation({
    mutationFn: async ({ values, website }: { values: Values; website: string }) => {
      try {
        return await attempt(values, website);
      } catch (error) {
        if (!(error instanceof ApiError && STALE_TOKEN_CODES.has(error.code))) throw error;
        queryClient.removeQueries({ queryKey: formTokenQueryOptions().queryKey });
        return attempt(values, website);
      }
    },
    onSuccess: (result) => {
      fill.current = null;
      options.onSuccess?.(result);
    },
  });
}
