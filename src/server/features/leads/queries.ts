/** The SQL of a lister's leads: bookings and enquiries on the listings they posted, newest first, one page. */
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';

type LeadRow = {
  kind: 'visit' | 'enquiry';
  id: string;
  name: string;
  message: string | null;
  status: string;
  preferred_date: string | null;
  time_slot: string | null;
  created_at: string | Date;
  first_responded_at: string | Date | null;
  version: number;
  listing_id: string;
  listing_title: string;
};

const leadsOf = (userId: string) => sql`
  select 'visit' as kind, b.id, b.name, b.message, b.status, b.preferred_date::text as preferred_date,
         b.time_slot, b.created_at, b.first_responded_at, b.version, p.id as listing_id, p.title as listing_title
    from bookings b join properties p on p.id = b.property_id
   where p.listed_by = ${userId}
  union all
  select 'enquiry', e.id, e.name, e.message, e.status, null, null, e.created_at, e.first_responded_at, e.version,
         p.id, p.title
    from enquiries e join properties p on p.id = e.property_id
   where p.listed_by = ${userId}`;

export async function selectListerLeads(
  db: Database,
  userId: string,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ rows: LeadRow[]; total: number }> {
  const [page, counted] = await Promise.all([
    db.execute(sql`select * from (${leadsOf(userId)}) leads order by created_at desc, id desc
                   limit ${limit} offset ${offset}`),
    db.execute(sql`select count(*)::int as n from (${leadsOf(userId)}) leads`),
  ]);
  const rows = (page as { rows: LeadRow[] }).rows;
  const [count] = (counted as { rows: Array<{ n: number }> }).rows;
  return { rows, total: Number(count?.n ?? 0) };
}
