/** The enquiry as the server recorded it, for the confirmation shown to the visitor who sent it. */
import { z } from 'zod';
import { ENQUIRY_KINDS, ENQUIRY_STATUSES } from './enquiry-management.js';

export const enquiryReceiptSchema = z.object({
  id: z.string(),
  kind: z.enum(ENQUIRY_KINDS),
  propertyId: z.string().nullable(),
  name: z.string(),
  phone: z.string().nullable().describe('+91XXXXXXXXXX'),
  email: z.string().nullable(),
  city: z.string().nullable(),
  message: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  status: z.enum(ENQUIRY_STATUSES),
  createdAt: z.string(),
});
export type EnquiryReceipt = z.infer<typeof enquiryReceiptSchema>;

export const enquiryReceiptAnswerSchema = z.object({ enquiry: enquiryReceiptSchema });
