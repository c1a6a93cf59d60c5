/** CSV downloads of admin lists (bookings, enquiries), sent as files; the text is `#domain/csv-text`'s. */
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { indiaToday } from '#domain/india-calendar';

/** The response schema of a CSV download route: the file is text, sent as it is (never serialised as JSON). */
export const csvDownload = {
  description: 'The CSV file',
  content: { 'text/csv': { schema: z.string().describe('RFC 4180 text with a byte order mark') } },
};

/**
 * Sends a CSV as a download named `househunt-<what>-<India day>.csv`. When the matches ran past
 * CSV_EXPORT_MAX_ROWS, `X-Export-Truncated` says how many the file holds and how many matched. Its route
 * declares `config: { cache: 'no-store' }`: an export is never kept.
 */
export function sendCsv(
  reply: FastifyReply,
  {
    what,
    csv,
    rows,
    matched,
    now = new Date(),
  }: {
    what: string;
    csv: string;
    rows: number;
    matched: number;
    now?: Date;
  },
) {
  if (matched > rows) reply.header('x-export-truncated', `${rows} of ${matched} rows`);
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="househunt-${what}-${indiaToday(now)}.csv"`)
    .send(csv);
}
