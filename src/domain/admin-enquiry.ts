/**
 * Enquiries as the admin API answers them. Apart from enquiry-management.ts, whose rules the enquiries screens
 * run, so the screens that import only these types load no schema code for them.
 */
import { z } from 'zod';
import { ENQUIRY_KINDS, ENQUIRY_STATUSES, type EnquiryStatus } from './enquiry-management.js';

export const adminEnquirySchema = z.object({
  id: z.string(),
  kind: z.enum(ENQUIRY_KINDS),
  status: z.enum(ENQUIRY_STATUSES),
  propertyId: z.string().nullable(),
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  city: z.string().nullable(),
  message: z.string().nullable(),
  details: z
    .record(z.string(), z.unknown())
    .describe("Kind-specific answers as stored: a construction enquiry's plot, budget and timeline"),
  notes: z.string().nullable(),
  userId: z.string().nullable(),
  /** What a write sends back (record-version.ts). */
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  assignedAgentId: z
    .string()
    .nullable()
    .describe("The team's agent the lead was given to; null: the whole team's"),
  firstRespondedAt: z
    .string()
    .nullable()
    .describe('When the team or the lister first acted on it (status, note): its first response'),
  listing: z
    .object({ id: z.string().nullable(), title: z.string(), deleted: z.boolean() })
    .nullable()
    .describe(
      'The listing a property enquiry asked about, by the title it had then; `deleted` once it is gone',
    ),
});
export type AdminEnquiry = z.infer<typeof adminEnquirySchema>;

export const adminEnquiryPageSchema = z.object({
  items: z.array(adminEnquirySchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  statusCounts: z
    .object(
      Object.fromEntries(ENQUIRY_STATUSES.map((status) => [status, z.number()])) as Record<
        EnquiryStatus,
        z.ZodNumber
      >,
    )
    .describe('How many enquiries of each status match the other filters'),
});
export type AdminEnquiryPage = z.infer<typeof adminEnquiryPageSchema>;
