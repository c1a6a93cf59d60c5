/** The signed-in lister's leads (GET /api/me/leads) and what they do with one: the team's moves, as the team. */
import {
  keepPreviousData,
  queryOptions,
  skipToken,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { toast } from '#web/lib/toast';
import type { BookingReschedule, BookingStatus } from '#domain/booking-management';
import type { EnquiryStatus } from '#domain/enquiry-management';
import type {
  ListerLead,
  ListerLeadPage,
  listerEnquirySchema,
  listerLeadPageSchema,
  listerVisitSchema,
} from '#domain/lister-leads';
import { apiClient } from '#web/lib/api-client';
import { queryKeys } from '#web/lib/query-keys';

export const LEADS_PAGE_SIZE = 20;

export function getMyLeads(page: number, signal?: AbortSignal): Promise<ListerLeadPage> {
  const query = new URLSearchParams({ page: String(page), pageSize: String(LEADS_PAGE_SIZE) });
  return apiClient.get<typeof listerLeadPageSchema>(`/me/leads?${query}`, { signal });
}

/** `userId` null (signed out) asks nothing. */
export const myLeadsQueryOptions = (userId: string | null, page: number) =>
  queryOptions({
    queryKey: queryKeys.myLeads.page(userId ?? '', page),
    queryFn: userId ? ({ signal }) => getMyLeads(page, signal) : skipToken,
    placeholderData: keepPreviousData,
  });

const visitPath = (id: string) => `/me/leads/visits/${encodeURIComponent(id)}`;

export type LeadAction =
  | { kind: 'visit-status'; id: string; version: number; status: BookingStatus }
  | { kind: 'enquiry-status'; id: string; version: number; status: EnquiryStatus };

/** Confirm or decline a visit, mark an enquiry contacted; a refusal is toasted as the server words it. */
export function useLeadAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: LeadAction): Promise<ListerLead> =>
      action.kind === 'visit-status'
        ? apiClient.post<typeof listerVisitSchema>(`${visitPath(action.id)}/status`, {
            status: action.status,
            version: action.version,
          })
        : apiClient.post<typeof listerEnquirySchema>(
            `/me/leads/enquiries/${encodeURIComponent(action.id)}/status`,
            { status: action.status, version: action.version },
          ),
    onSuccess: (lead) => toast.success(`${lead.name}’s ${lead.kind} updated`, { id: `lead-${lead.id}` }),
    onError: (error) => toast.error(`Could not change the lead. ${error.message}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.myLeads.all }),
  });
}

/** Moves a visit to another day and slot; the form shows a refusal beside its fields. */
export function useRescheduleVisit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, moved }: { id: string; moved: BookingReschedule }) =>
      apiClient.post<typeof listerVisitSchema>(`${visitPath(id)}/reschedule`, moved),
    onSuccess: (visit) => toast.success(`${visit.name}’s visit moved`, { id: `lead-${visit.id}` }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.myLeads.all }),
  });
}
