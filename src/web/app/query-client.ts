import { QueryCache, QueryClient } from '@tanstack/react-query';
import { toast } from '#web/lib/toast';
import { ApiError } from '#web/lib/api-client';
import '#web/lib/query-meta';

/** A client error (4xx) will not fix itself; anything else gets one more try. */
function shouldRetry(failureCount: number, error: Error) {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

const isUnauthorised = (error: Error) => error instanceof ApiError && error.status === 401;

export function createQueryClient() {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      // One place tells the visitor a read failed; the toast id stops a failing query from stacking toasts.
      onError: (error, query) => {
        if (query.meta?.quietErrors) {
          console.warn(`${query.queryHash} failed:`, error);
          return;
        }
        // The session ended under this page: the API client reads it again (api-client.ts), and the admin guard
        // sends the user to sign-in with its own message, instead of a toast per failed request.
        if (isUnauthorised(error)) return;
        toast.error(error.message, { id: `query-error:${query.queryHash}` });
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30 * 1000 },
    },
  });
  return queryClient;
}
