import { useMutation } from '@tanstack/react-query';
import { listingImportAnswerSchema, type ListingImport } from '#domain/listing-import';
import { ApiError, apiErrorFrom, csrfHeaders } from '#web/lib/api-client';

/** Sends the CSV for its dry run: the answer is the plan, nothing is written yet. */
export async function uploadListingImport(file: File): Promise<ListingImport> {
  const form = new FormData();
  form.append('file', file, file.name);
  const response = await fetch('/api/admin/imports', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { Accept: 'application/json', ...csrfHeaders() },
    body: form,
  });
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw apiErrorFrom(response.status, body);
  const answer = listingImportAnswerSchema.safeParse(body);
  if (!answer.success)
    throw new ApiError(
      response.status,
      'UNEXPECTED_RESPONSE',
      'The server sent an unexpected answer; please try again.',
    );
  return answer.data.import;
}

export function useUploadListingImport() {
  return useMutation({ mutationFn: uploadListingImport });
}
