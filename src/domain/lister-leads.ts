/**
 * A lister's leads (issue 24, part 2): the visits booked and the enquiries sent about the listings they posted, as
 * My HouseHunt shows them. The visitor's name and message only: the team keeps the contact details, and the
 * lister's own phone and email are never in anything a visitor gets.
 */
import { z } from 'zod';
import { BOOKING_STATUSES } from './booking-management.js';
import { ENQUIRY_STATUSES } from './enquiry-management.js';
import { pageQuery } from './list-paging.js';

const leadBase = {
  id: z.string(),
  name: z.string(),
  message: z.string().nullable(),
  createdAt: z.string(),
  firstRespondedAt: z.string().nullable(),
  version: z.number().int(),
  listing: z.object({ id: z.string(), title: z.string() }),
};

export const listerVisitSchema = z.object({
  kind: z.literal('visit'),
  ...leadBase,
  status: z.enum(BOOKING_STATUSES),
  preferredDate: z.string(),
  timeSlot: z.string(),
});
export type ListerVisit = z.infer<typeof listerVisitSchema>;

export const listerEnquirySchema = z.object({
  kind: z.literal('enquiry'),
  ...leadBase,
  status: z.enum(ENQUIRY_STATUSES),
});
export type ListerEnquiry = z.infer<typeof listerEnquirySchema>;

export const listerLeadSchema = z.discriminatedUnion('kind', [listerVisitSchema, listerEnquirySchema]);
export type ListerLead = z.infer<typeof listerLeadSchema>;

export const listerLeadsQuerySchema = z.object(pageQuery);

export const listerLeadPageSchema = z.object({
  items: z.array(listerLeadSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ListerLeadPage = z.infer<typeof listerLeadPageSchema>;
