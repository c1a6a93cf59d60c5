import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { sentMailPageSchema } from '#domain/sent-mail';
import { apiClient } from '#web/lib/api-client';
import { queryKeys } from '#web/lib/query-keys';

export type SentMailListParams = { page: number; pageSize: number };

export function getSentMails({ page, pageSize }: SentMailListParams, signal?: AbortSignal) {
  const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  return apiClient.get<typeof sentMailPageSchema>(`/admin/mails?${query}`, { signal });
}

export const sentMailsQueryOptions = (params: SentMailListParams) =>
  queryOptions({
    queryKey: queryKeys.sentMail.list(params),
    queryFn: ({ signal }) => getSentMails(params, signal),
    // Mail is queued by visitors' bookings and sent by jobs: the list follows without a reload.
    refetchInterval: 10_000,
    placeholderData: keepPreviousData,
  });

export function useSentMails(params: SentMailListParams) {
  return useQuery(sentMailsQueryOptions(params));
}
