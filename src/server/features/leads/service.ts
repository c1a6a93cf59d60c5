/** A lister's leads as My HouseHunt lists them (the actions on them are the bookings' and enquiries' own). */
import type { ListerLead, ListerLeadPage } from '#domain/lister-leads';
import type { Database } from '#server/db/client';
import { selectListerLeads } from './queries.js';

const iso = (value: string | Date) => new Date(value).toISOString();

export async function listListerLeads(
  db: Database,
  userId: string,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<ListerLeadPage> {
  const { rows, total } = await selectListerLeads(db, userId, {
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  const items = rows.map((row): ListerLead => {
    const base = {
      id: row.id,
      name: row.name,
      message: row.message,
      createdAt: iso(row.created_at),
      firstRespondedAt: row.first_responded_at ? iso(row.first_responded_at) : null,
      version: Number(row.version),
      listing: { id: row.listing_id, title: row.listing_title },
    };
    return row.kind === 'visit'
      ? {
          ...base,
          kind: 'visit',
          status: row.status as Extract<ListerLead, { kind: 'visit' }>['status'],
          preferredDate: row.preferred_date!,
          timeSlot: row.time_slot!,
        }
      : {
          ...base,
          kind: 'enquiry',
          status: row.status as Extract<ListerLead, { kind: 'enquiry' }>['status'],
        };
  });
  return { items, total, page, pageSize };
}
