/** The mail HouseHunt sends, as the admins' Sent mail page reads it (a read-only mailbox of what was queued). */
import { z } from 'zod';
import { pageQuery } from './list-paging.js';

export const MAIL_STATUSES = ['queued', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export const MAIL_STATUS_LABELS: Record<MailStatus, string> = {
  queued: 'Queued',
  sent: 'Sent',
  failed: 'Failed',
};

/** A file sent with a mail; kept as text (calendar invites are). */
export const mailAttachmentSchema = z.object({
  filename: z.string(),
  contentType: z.string(),
  content: z.string(),
});
export type MailAttachment = z.infer<typeof mailAttachmentSchema>;

export const sentMailSummarySchema = z.object({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(MAIL_STATUSES),
  createdAt: z.iso.datetime(),
  sentAt: z.iso.datetime().nullable(),
});
export type SentMailSummary = z.infer<typeof sentMailSummarySchema>;

export const sentMailPageSchema = z.object({
  items: z.array(sentMailSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Mail is sent through an SMTP server; false: kept here only, it reached nobody. */
  delivered: z.boolean(),
});
export type SentMailPage = z.infer<typeof sentMailPageSchema>;

export const sentMailSchema = sentMailSummarySchema.extend({
  template: z.string(),
  html: z.string(),
  text: z.string(),
  headers: z.record(z.string(), z.string()),
  attachments: z.array(mailAttachmentSchema),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
});
export type SentMail = z.infer<typeof sentMailSchema>;

export const sentMailQuerySchema = z.object(pageQuery);
export type SentMailQuery = z.infer<typeof sentMailQuerySchema>;
