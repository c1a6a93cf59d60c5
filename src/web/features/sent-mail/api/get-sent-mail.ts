import { queryOptions, useQuery } from '@tanstack/react-query';
import type { sentMailSchema } from '#domain/sent-mail';
import { apiClient } from '#web/lib/api-client';
import { queryKeys } from '#web/lib/query-keys';

export function getSentMail(id: string, signal?: AbortSignal) {
  return apiClient.get<typeof sentMailSchema>(`/admin/mails/${encodeURIComponent(id)}`, { signal });
}

export const sentMailQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.sentMail.detail(id),
    queryFn: ({ signal }) => getSentMail(id, signal),
  });

export function useSentMail(id: string | null) {
  return useQuery({ ...sentMailQueryOptions(id ?? ''), enabled: id !== null });
}

/** Where the browser downloads a mail's attachment (a visit's .ics) from: a plain link, the session cookie is all it needs. */
export const sentMailAttachmentUrl = (mailId: string, index: number) =>
  `/api/admin/mails/${encodeURIComponent(mailId)}/attachments/${index}`;
