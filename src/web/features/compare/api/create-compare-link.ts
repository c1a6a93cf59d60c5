import { useMutation } from '@tanstack/react-query';
import type { CompareLink, compareLinkSchema } from '#domain/listing-compare';
import { apiClient } from '#web/lib/api-client';

/** A signed link that opens this comparison for anyone, no account needed. */
export function createCompareLink(ids: readonly string[]): Promise<CompareLink> {
  return apiClient.post<typeof compareLinkSchema>('/compare/links', { ids });
}

export function useCreateCompareLink() {
  return useMutation({ mutationFn: createCompareLink });
}
