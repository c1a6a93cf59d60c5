import { QueryCache, QueryClient } from '@tanstack/react-query';
import { toast } from 'react-hot-toast';
import { ApiError } from '../lib/api-client';

/** A client error (4xx) will not fix itself; anything else gets one more try. */
function shouldRetry(failureCount: number, error: Error) {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({
      // One place tells the visitor a read failed; the toast id stops a failing query from stacking toasts.
      onError: (error, query) => {
        toast.error(error.message, { id: `query-error:${query.queryHash}` });
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30 * 1000 },
    },
  });
}
