/**
 * The freshness sweep (decision 023): public listings unconfirmed for 60 days leave the public search, and the
 * team is mailed once per listing when it passes 45 days unconfirmed. Each step is one conditional update, so
 * several processes running it at once (or a run repeated) change and mail each listing once.
 */
import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import { z } from 'zod';
import {
  CONFIRMATION_DUE_DAYS,
  daysAgoCutoff,
  PUBLIC_LISTING_STATES,
  UNCONFIRMED_OUT_OF_SEARCH_DAYS,
} from '#domain/listing-lifecycle';
import type { Database } from '#server/db/client';
import { properties } from '#server/db/schema';
import { defineJob } from '#server/jobs/job';
import type { MailContext } from '#server/mail/outbox';
import { queueConfirmationDueTeamMails } from '#server/notices/team-mails';

export type FreshnessSweepResult = { leftSearch: number; newlyDue: number; mailsQueued: number };

export async function sweepListingFreshness(
  db: Database,
  context: MailContext,
  now = new Date(),
): Promise<FreshnessSweepResult> {
  return db.transaction(async (tx) => {
    // The count triggers move these listings out of the catalogue figures in the same statement.
    const leftSearch = await tx
      .update(properties)
      .set({ inPublicSearch: false })
      .where(
        and(
          eq(properties.inPublicSearch, true),
          lt(properties.lastConfirmedAt, daysAgoCutoff(UNCONFIRMED_OUT_OF_SEARCH_DAYS, now)),
        ),
      )
      .returning({ id: properties.id });
    // Marked and read in one statement: a listing another process marked first is not returned here. Its quality
    // score counted it confirmed; unset, the quality job scores it again (listings/listing-quality.ts).
    const due = await tx
      .update(properties)
      .set({ confirmationDueMailedAt: now, qualityScore: null })
      .where(
        and(
          inArray(properties.listingState, PUBLIC_LISTING_STATES),
          isNull(properties.confirmationDueMailedAt),
          lt(properties.lastConfirmedAt, daysAgoCutoff(CONFIRMATION_DUE_DAYS, now)),
        ),
      )
      .returning({
        id: properties.id,
        title: properties.title,
        city: properties.city,
        lastConfirmedAt: properties.lastConfirmedAt,
      });
    // Oldest confirmation first, as the mail lists them; a public listing always has one (a check constraint).
    const newlyDue = due
      .filter(
        (listing): listing is typeof listing & { lastConfirmedAt: Date } => listing.lastConfirmedAt !== null,
      )
      .sort((a, b) => a.lastConfirmedAt.getTime() - b.lastConfirmedAt.getTime() || a.id.localeCompare(b.id));
    const mailsQueued = await queueConfirmationDueTeamMails(tx, context, newlyDue);
    return { leftSearch: leftSearch.length, newlyDue: newlyDue.length, mailsQueued };
  });
}

/** Hourly, seven minutes past (India time): a listing leaves the search within the hour its 60th day begins. */
export const FRESHNESS_SWEEP_SCHEDULE = '7 * * * *';

export const listingFreshnessSweepJob = defineJob({
  name: 'listings.freshness-sweep',
  label: 'Take unconfirmed listings out of search and mail the team those due a confirmation',
  payload: z.object({}),
  scheduled: true,
  schedule: FRESHNESS_SWEEP_SCHEDULE,
  async run(_payload, { db, config, log }) {
    const result = await sweepListingFreshness(db, { publicUrl: config.publicUrl });
    if (result.leftSearch || result.newlyDue) log.info(result, 'listing freshness sweep');
  },
});
