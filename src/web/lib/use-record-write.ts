/**
 * A change the team makes to one record on an admin screen (a booking, an enquiry), answered by the server with
 * the record as it now is.
 */
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { toast } from '#web/lib/toast';
import { RECORD_CHANGED } from '#domain/record-version';
import { ApiError } from './api-client';

type RecordWriteOptions<Saved> = {
  /** The record's word ('booking'): it names the toasts, so a second write's toast replaces the first's. */
  record: string;
  id: string;
  detailKey: (id: string) => QueryKey;
  /** Everything else that shows the record: its lists, the shell's badges and tiles, the header search. */
  refreshKeys: readonly QueryKey[];
  success: (saved: Saved) => string;
};

/**
 * The answer becomes the open detail's record and everything else that shows it refreshes. A refusal because
 * the record changed meanwhile (409 RECORD_CHANGED, which carries the record as it now is) or went (404) is
 * toasted and the panel shows what is true now; other refusals (a field to fix) are left to the form that sent
 * them. Writes send the version of the record they were made on (domain/record-version.ts).
 */
export function useRecordWrite<Variables, Saved extends { id: string }>(
  write: (id: string, variables: Variables) => Promise<Saved>,
  { record, id, detailKey, refreshKeys, success }: RecordWriteOptions<Saved>,
) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all(refreshKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  return useMutation({
    mutationFn: (variables: Variables) => write(id, variables),
    onSuccess: (saved) => {
      queryClient.setQueryData(detailKey(saved.id), saved);
      toast.success(success(saved), { id: `${record}-write:${saved.id}` });
      void refresh();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.fields) return;
      toast.error(error.message, { id: `${record}-write-error:${id}` });
      if (!(error instanceof ApiError)) return;
      // Someone else's change shows at once; the lists and badges catch up with it below.
      if (error.code === RECORD_CHANGED && error.current)
        queryClient.setQueryData(detailKey(id), error.current);
      if (error.status === 409 || error.status === 404) void refresh();
    },
  });
}
