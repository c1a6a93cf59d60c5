/**
 * Mail to the team: each new booking or enquiry to every admin who did not turn it off on their profile page and to
 * the team's agent it was assigned to (decision 027),
 * and a digest of the day before at 9:00 India time to those who asked for that. Written in the same
 * transaction as the booking or enquiry (like its notice), so a mail exists exactly when the record does. And
 * the listings whose availability is due a confirmation, to every admin, once per listing (decision 023).
 */
import { and, asc, eq, gte, lt, or } from 'drizzle-orm';
import { z } from 'zod';
import { visitSlotLabel } from '#domain/booking-request';
import { ENQUIRY_KIND_LABELS } from '#domain/enquiry-management';
import { addDays, formatVisitDate, indiaToday } from '#domain/india-calendar';
import { CONFIRMATION_DUE_DAYS, UNCONFIRMED_OUT_OF_SEARCH_DAYS } from '#domain/listing-lifecycle';
import { teamMailChoicesOf, type TeamMailChoices } from '#domain/team-mail-choices';
import type { Database } from '#server/db/client';
import { bookings, enquiries, users } from '#server/db/schema';
import { defineJob } from '#server/jobs/job';
import { detailsTable, detailsText, html, linkButton } from '#server/mail/mail-html';
import { defineMailTemplate, siteLink, type MailSite } from '#server/mail/mail-layout';
import { mailSite, queueMail, type MailContext } from '#server/mail/outbox';
import { bookingLink, enquiryLink, enquiryMessage } from './visitor-record-notices.js';

type BookingRow = typeof bookings.$inferSelect;
type EnquiryRow = typeof enquiries.$inferSelect;

/**
 * Who gets one kind of team mail, by their saved choice or by default while they never chose: the admins, and for
 * a lead the agent it was assigned to. Another agent never hears of it.
 */
async function teamWanting(
  tx: Pick<Database, 'select'>,
  kind: keyof TeamMailChoices,
  assignedAgentId: string | null = null,
) {
  const admins = await tx
    .select({
      id: users.id,
      email: users.email,
      newBookings: users.mailNewBookings,
      newEnquiries: users.mailNewEnquiries,
      dailyDigest: users.mailDailyDigest,
      chosenAt: users.teamMailChosenAt,
    })
    .from(users)
    .where(
      assignedAgentId === null
        ? eq(users.role, 'admin')
        : or(eq(users.role, 'admin'), and(eq(users.role, 'agent'), eq(users.id, assignedAgentId))),
    )
    .orderBy(asc(users.email));
  return admins.filter((admin) => teamMailChoicesOf(admin)[kind]);
}

function bookingRows(booking: BookingRow): Array<[string, string]> {
  return [
    ['Visitor', booking.name],
    ['Mobile', booking.phone],
    ['Email', booking.email ?? 'not given'],
    ['Home', booking.propertyTitle],
    ['When', `${formatVisitDate(booking.preferredDate)}, ${visitSlotLabel(booking.timeSlot).toLowerCase()}`],
    ['Reference', booking.reference],
    ...(booking.message ? ([['Message', booking.message]] as Array<[string, string]>) : []),
  ];
}

export const newBookingTeamMail = defineMailTemplate<{ booking: BookingRow }>({
  name: 'team-new-booking',
  render: ({ booking }, site) => {
    const rows = bookingRows(booking);
    const url = siteLink(site, bookingLink(booking.id));
    return {
      subject: `New visit booked: ${booking.name}, ${booking.propertyTitle}`,
      html: html`<p>${booking.name} would like to visit a home. Please call to confirm.</p>
        ${detailsTable(rows)} ${linkButton('Open the booking', url)}`,
      text: `${booking.name} would like to visit a home. Please call to confirm.\n\n${detailsText(rows)}\n\nOpen the booking: ${url}`,
    };
  },
});

export const newEnquiryTeamMail = defineMailTemplate<{ enquiry: EnquiryRow }>({
  name: 'team-new-enquiry',
  render: ({ enquiry }, site) => {
    const rows: Array<[string, string]> = [
      ['Kind', ENQUIRY_KIND_LABELS[enquiry.kind]],
      ['From', enquiry.name],
      ['Mobile', enquiry.phone ?? 'not given'],
      ['Email', enquiry.email ?? 'not given'],
      ...(enquiry.message ? ([['Message', enquiry.message]] as Array<[string, string]>) : []),
    ];
    const url = siteLink(site, enquiryLink(enquiry.id));
    const lead = enquiryMessage(enquiry);
    return {
      subject: `New enquiry: ${enquiry.name} (${ENQUIRY_KIND_LABELS[enquiry.kind]})`,
      html: html`<p>${lead}</p>
        ${detailsTable(rows)} ${linkButton('Open the enquiry', url)}`,
      text: `${lead}\n\n${detailsText(rows)}\n\nOpen the enquiry: ${url}`,
    };
  },
});

export async function queueNewBookingTeamMails(tx: Database, context: MailContext, booking: BookingRow) {
  const recipients = await teamWanting(tx, 'newBookings', booking.assignedAgentId);
  if (recipients.length === 0) return;
  const site = await mailSite(tx, context);
  for (const recipient of recipients) {
    await queueMail(tx, site, {
      to: recipient.email,
      template: newBookingTeamMail,
      data: { booking },
      dedupeKey: `booking:${booking.id}:team:${recipient.id}`,
    });
  }
}

export async function queueNewEnquiryTeamMails(tx: Database, context: MailContext, enquiry: EnquiryRow) {
  const recipients = await teamWanting(tx, 'newEnquiries', enquiry.assignedAgentId);
  if (recipients.length === 0) return;
  const site = await mailSite(tx, context);
  for (const recipient of recipients) {
    await queueMail(tx, site, {
      to: recipient.email,
      template: newEnquiryTeamMail,
      data: { enquiry },
      dedupeKey: `enquiry:${enquiry.id}:team:${recipient.id}`,
    });
  }
}

/** A day's new bookings and enquiries, for the digest. */
type DayDigest = { day: string; bookings: BookingRow[]; enquiries: EnquiryRow[] };

export const dailyDigestMail = defineMailTemplate<DayDigest>({
  name: 'team-daily-digest',
  render: (digest, site: MailSite) => {
    const heading = `${formatVisitDate(digest.day)}: ${digest.bookings.length} new ${
      digest.bookings.length === 1 ? 'booking' : 'bookings'
    } and ${digest.enquiries.length} new ${digest.enquiries.length === 1 ? 'enquiry' : 'enquiries'}`;
    const bookingLines = digest.bookings.map(
      (b) =>
        `${b.reference}: ${b.name}, ${b.propertyTitle}, visit ${formatVisitDate(b.preferredDate)} (${visitSlotLabel(b.timeSlot).toLowerCase()})`,
    );
    const enquiryLines = digest.enquiries.map((e) => `${ENQUIRY_KIND_LABELS[e.kind]}: ${enquiryMessage(e)}`);
    const bookingsUrl = siteLink(site, '/admin/bookings');
    const enquiriesUrl = siteLink(site, '/admin/enquiries');
    return {
      subject: `Daily digest, ${heading}`,
      html: html`<p>${heading}.</p>
        ${
          digest.bookings.length
            ? html`<h2 style="font-size:16px">New bookings</h2>
                <ul>
                  ${bookingLines.map((line, i) => html`<li><a href="${siteLink(site, bookingLink(digest.bookings[i]!.id))}">${line}</a></li>`)}
                </ul>`
            : ''
        }
        ${
          digest.enquiries.length
            ? html`<h2 style="font-size:16px">New enquiries</h2>
                <ul>
                  ${enquiryLines.map((line, i) => html`<li><a href="${siteLink(site, enquiryLink(digest.enquiries[i]!.id))}">${line}</a></li>`)}
                </ul>`
            : ''
        }
        ${linkButton('Open the bookings', bookingsUrl)}`,
      text: [
        `${heading}.`,
        ...(bookingLines.length
          ? ['', 'New bookings:', ...bookingLines.map((l) => `- ${l}`), bookingsUrl]
          : []),
        ...(enquiryLines.length
          ? ['', 'New enquiries:', ...enquiryLines.map((l) => `- ${l}`), enquiriesUrl]
          : []),
      ].join('\n'),
    };
  },
});

/** The instant an India calendar day begins. */
const indiaMidnight = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 330 * 60_000);

/**
 * Queues the digest of the India day before `now` to every admin who asked for it; nothing on a day with no
 * new booking or enquiry. Queued once per admin and day however often it runs.
 */
export async function queueDailyDigests(
  db: Database,
  context: MailContext,
  now = new Date(),
): Promise<number> {
  const day = addDays(indiaToday(now), -1);
  const from = indiaMidnight(day);
  const to = indiaMidnight(indiaToday(now));
  return db.transaction(async (tx) => {
    const [dayBookings, dayEnquiries] = await Promise.all([
      tx
        .select()
        .from(bookings)
        .where(and(gte(bookings.createdAt, from), lt(bookings.createdAt, to)))
        .orderBy(asc(bookings.createdAt)),
      tx
        .select()
        .from(enquiries)
        .where(and(gte(enquiries.createdAt, from), lt(enquiries.createdAt, to)))
        .orderBy(asc(enquiries.createdAt)),
    ]);
    if (dayBookings.length === 0 && dayEnquiries.length === 0) return 0;
    const admins = await teamWanting(tx, 'dailyDigest');
    const site = await mailSite(tx, context);
    let queued = 0;
    for (const admin of admins) {
      const id = await queueMail(tx, site, {
        to: admin.email,
        template: dailyDigestMail,
        data: { day, bookings: dayBookings, enquiries: dayEnquiries },
        dedupeKey: `digest:${day}:${admin.id}`,
      });
      if (id) queued++;
    }
    return queued;
  });
}

/** 9:00 every day, India time (the queue keeps schedules in India time). */
export const DAILY_DIGEST_SCHEDULE = '0 9 * * *';

export const dailyDigestJob = defineJob({
  name: 'mail.daily-digest',
  label: "Mail the team the day before's bookings and enquiries",
  payload: z.object({}),
  scheduled: true,
  schedule: DAILY_DIGEST_SCHEDULE,
  async run(_payload, { db, config, log }) {
    const queued = await queueDailyDigests(db, { publicUrl: config.publicUrl });
    log.info({ queued }, 'daily digest queued');
  },
});

/** A listing whose availability is due a confirmation, as the team's mail names it. */
export type ConfirmationDueListing = { id: string; title: string; city: string; lastConfirmedAt: Date };

export const confirmationDueMail = defineMailTemplate<{ listings: ConfirmationDueListing[] }>({
  name: 'team-confirmation-due',
  render: ({ listings }, site) => {
    const count = listings.length === 1 ? '1 listing is' : `${listings.length} listings are`;
    const lead = `${count} due a confirmation that ${listings.length === 1 ? 'it is' : 'they are'} still available: none for ${CONFIRMATION_DUE_DAYS} days. After ${UNCONFIRMED_OUT_OF_SEARCH_DAYS} days a listing leaves the public search until someone confirms it.`;
    const lines = listings.map(
      (listing) =>
        `${listing.title}, ${listing.city}: last confirmed ${formatVisitDate(indiaToday(listing.lastConfirmedAt))}`,
    );
    const listUrl = siteLink(site, CONFIRMATION_DUE_ADMIN_LIST);
    return {
      subject: `Still available? ${count} due a confirmation`,
      html: html`<p>${lead}</p>
        <ul>
          ${lines.map((line, i) => html`<li><a href="${siteLink(site, `/admin/edit-property/${listings[i]!.id}`)}">${line}</a></li>`)}
        </ul>
        ${linkButton('Open the listings to confirm', listUrl)}`,
      text: [
        lead,
        '',
        ...lines.map((line, i) => `- ${line}: ${siteLink(site, `/admin/edit-property/${listings[i]!.id}`)}`),
        '',
        `Open the listings to confirm: ${listUrl}`,
      ].join('\n'),
    };
  },
});

/** The admin listings table filtered to the listings due a confirmation. */
const CONFIRMATION_DUE_ADMIN_LIST = '/admin/properties?state=confirmation-due';

/**
 * One mail to every admin naming the listings that have just become due a confirmation. The caller marks them
 * mailed in the same transaction, so each listing is named in one mail however often and wherever the sweep runs.
 */
export async function queueConfirmationDueTeamMails(
  tx: Database,
  context: MailContext,
  listings: readonly ConfirmationDueListing[],
): Promise<number> {
  if (listings.length === 0) return 0;
  const admins = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.role, 'admin'))
    .orderBy(asc(users.email));
  const site = await mailSite(tx, context);
  // The first listing's id names the batch: a listing is in one batch until it is confirmed again.
  const batch = `${listings[0]!.id}:${listings[0]!.lastConfirmedAt.toISOString()}`;
  let queued = 0;
  for (const admin of admins) {
    const id = await queueMail(tx, site, {
      to: admin.email,
      template: confirmationDueMail,
      data: { listings: [...listings] },
      dedupeKey: `confirmation-due:${batch}:${admin.id}`,
    });
    if (id) queued++;
  }
  return queued;
}
