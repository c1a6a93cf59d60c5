import { queryOptions } from '@tanstack/react-query';
import type { formTokenSchema } from '#domain/form-token';
import { apiClient } from '#web/lib/api-client';
import { queryKeys } from '#web/lib/query-keys';

/** The signed token a visitor form sends back, and when this browser received it. */
export type FormToken = { token: string; minFillSeconds: number; receivedAt: number };

export function getFormToken(signal?: AbortSignal): Promise<FormToken> {
  return apiClient
    .get<typeof formTokenSchema>('/forms/token', { signal })
    .then((answer) => ({ ...answer, receivedAt: Date.now() }));
}

// The server accepts a token for a day; half of that leaves a tab open overnight plenty of margin.
const TOKEN_FRESH_MS = 12 * 60 * 60 * 1000;

export const formTokenQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.forms.token(),
    queryFn: ({ signal }) => getFormToken(signal),
    staleTime: TOKEN_FRESH_MS,
    gcTime: TOKEN_FRESH_MS,
    // A token that cannot be fetched while the form renders is fetched again on submit, which says why.
    meta: { quietErrors: true },
  });
