/**
 * The mails a visitor gets about their visit: requested at once, then confirmed (with a calendar invite),
 * moved (an updated invite once confirmed) or cancelled (the invite withdrawn). Queued in the transaction of
 * the write they tell of; a visitor who gave no email gets none, and their booking is the same.
 */
import { eq } from 'drizzle-orm';
import { pathInLocale } from '#domain/site-language';
import { isOneOf, type PropertyStatus, type RentalFrequency } from '#domain/taxonomy';
import { VISIT_TIME_SLOTS } from '#domain/visit-times';
import { formatListingAddress } from '#domain/listing-address';
import type { Database } from '#server/db/client';
import { properties, type bookings } from '#server/db/schema';
import { detailsTable, detailsText, html, linkButton } from '#server/mail/mail-html';
import { contactLine, defineMailTemplate, siteLink, type MailSite } from '#server/mail/mail-layout';
import { mailSite, queueMail, type MailContext } from '#server/mail/outbox';
import { mailWords, recipientLocale, type MailWords } from '#server/mail/mail-words';
import { visitInviteAttachment } from './visit-invite.js';
import { visitLinkUrl } from '../visit-link/visit-link.js';
import { visitFeedbackUrl } from '../visit-feedback/feedback-link.js';
import { visitFeedbackMail } from './visit-feedback-mail.js';

type BookingRow = typeof bookings.$inferSelect;

/** What a visit mail says about the home: enough to find it, and its price (said in the mail's language). */
export type VisitListing = {
  id: string;
  title: string;
  address: string;
  price: number;
  propertyStatus: PropertyStatus;
  rentalFrequency: RentalFrequency | null;
  latitude: number | null;
  longitude: number | null;
};

/** `completed`: the "How was your visit?" mail (visit-feedback-mail.ts), asking for the visitor's answers. */
export type VisitEvent = 'requested' | 'confirmed' | 'rescheduled' | 'cancelled' | 'completed';

/** What a visit mail needs besides the site's address: the key that signs its "Manage your visit" link. */
export type VisitMailContext = MailContext & { visitLinkSecret: string };

/** `manageUrl`: the signed link that lets the visitor see, move or cancel this visit without signing in. */
type VisitMailData = { booking: BookingRow; listing: VisitListing | null; manageUrl: string };

async function findVisitListing(tx: Database, propertyId: string | null): Promise<VisitListing | null> {
  if (!propertyId) return null;
  const [row] = await tx.select().from(properties).where(eq(properties.id, propertyId));
  if (!row) return null;
  return {
    id: row.id,
    title: row.title,
    address: formatListingAddress(row),
    price: row.price,
    propertyStatus: row.propertyStatus,
    rentalFrequency: row.rentalFrequency,
    latitude: row.latitude,
    longitude: row.longitude,
  };
}

/** An OpenStreetMap page centred on the home, when its position is known. */
export function mapLink(listing: VisitListing | null): string | null {
  if (!listing || listing.latitude === null || listing.longitude === null) return null;
  const { latitude: lat, longitude: lon } = listing;
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
}

/** "Saturday, 14 March 2026, morning, 9 to 11 am"; a slot the site no longer offers shows as stored. */
export function visitWhen(booking: Pick<BookingRow, 'preferredDate' | 'timeSlot'>, words: MailWords): string {
  const slot = isOneOf(VISIT_TIME_SLOTS, booking.timeSlot)
    ? words.t(`visit.slot.${booking.timeSlot}`)
    : booking.timeSlot;
  return words.t('visit.when', { date: words.date(booking.preferredDate), slot });
}

function visitRows({ booking, listing }: VisitMailData, words: MailWords): Array<[string, string]> {
  return [
    [words.t('visit.row.home'), listing?.title ?? booking.propertyTitle],
    ...(listing
      ? ([
          [words.t('visit.row.price'), words.price(listing)],
          [words.t('visit.row.address'), listing.address],
        ] as Array<[string, string]>)
      : []),
    [words.t('visit.row.when'), visitWhen(booking, words)],
    [words.t('visit.row.reference'), booking.reference],
  ];
}

/** The parts every visit mail shares: greeting, lead, the visit's details, the listing and map links. */
function visitMail(
  data: VisitMailData,
  site: MailSite,
  words: MailWords,
  event: { subject: string; lead: string; after: string },
) {
  const rows = visitRows(data, words);
  const map = mapLink(data.listing);
  // The Hindi mail links the Hindi page.
  const listingUrl = data.listing
    ? siteLink(site, pathInLocale(`/property/${data.listing.id}`, words.locale))
    : null;
  const change = words.t('visit.change', {
    contact: contactLine(site, words),
    reference: data.booking.reference,
  });
  const manage = words.t('visit.manage');
  const greeting = words.t('greeting.named', { name: data.booking.name });
  const viewHome = words.t('listing.view');
  return {
    subject: event.subject,
    html: html`<p>${greeting}</p>
      <p>${event.lead}</p>
      ${detailsTable(rows)} ${map ? html`<p><a href="${map}">${words.t('visit.map')}</a></p>` : ''}
      <p>${event.after}</p>
      <p>${change}</p>
      <p>${manage}</p>
      ${linkButton(words.t('visit.manageButton'), data.manageUrl)}
      ${listingUrl ? linkButton(viewHome, listingUrl) : ''}`,
    text: [
      greeting,
      '',
      event.lead,
      '',
      detailsText(rows),
      ...(map ? [`${words.t('visit.mapText')}: ${map}`] : []),
      '',
      event.after,
      '',
      change,
      `${manage} ${data.manageUrl}`,
      ...(listingUrl ? ['', `${viewHome}: ${listingUrl}`] : []),
    ].join('\n'),
  };
}

export const visitRequestedMail = defineMailTemplate<VisitMailData>({
  name: 'visit-requested',
  render: (data, site, words) =>
    visitMail(data, site, words, {
      subject: words.t('visit.requested.subject', {
        title: data.listing?.title ?? data.booking.propertyTitle,
      }),
      lead: words.t('visit.requested.lead', { siteName: site.settings.siteName }),
      after: words.t('visit.requested.after'),
    }),
});

export const visitConfirmedMail = defineMailTemplate<VisitMailData>({
  name: 'visit-confirmed',
  render: (data, site, words) =>
    visitMail(data, site, words, {
      subject: words.t('visit.confirmed.subject', { date: words.date(data.booking.preferredDate) }),
      lead: words.t('visit.confirmed.lead'),
      after: words.t('visit.confirmed.after'),
    }),
});

export const visitRescheduledMail = defineMailTemplate<VisitMailData>({
  name: 'visit-rescheduled',
  render: (data, site, words) =>
    visitMail(data, site, words, {
      subject: words.t('visit.rescheduled.subject', { date: words.date(data.booking.preferredDate) }),
      lead: words.t('visit.rescheduled.lead'),
      after: words.t(
        data.booking.status === 'confirmed'
          ? 'visit.rescheduled.afterConfirmed'
          : 'visit.rescheduled.afterPending',
      ),
    }),
});

export const visitCancelledMail = defineMailTemplate<VisitMailData>({
  name: 'visit-cancelled',
  render: (data, site, words) =>
    visitMail(data, site, words, {
      subject: words.t('visit.cancelled.subject', {
        title: data.listing?.title ?? data.booking.propertyTitle,
      }),
      lead: words.t('visit.cancelled.lead'),
      after: words.t('visit.cancelled.after'),
    }),
});

const TEMPLATES = {
  requested: visitRequestedMail,
  confirmed: visitConfirmedMail,
  rescheduled: visitRescheduledMail,
  cancelled: visitCancelledMail,
} as const;

/**
 * The visitor's mail about `event` as an effect of the booking's write (db/record-write.ts): queued in its
 * transaction for the booking as saved, whose new version tells this mail from an earlier one of the same event.
 */
export const visitMailEffect =
  (context: VisitMailContext, event: VisitEvent, options: { wasConfirmed?: boolean } = {}) =>
  (tx: Database, saved: BookingRow): Promise<void> =>
    queueVisitMail(tx, context, saved, event, options);

/**
 * Queues the visitor's mail about `event` in `tx`. A confirmed visit carries the calendar invite; a move of a
 * confirmed visit an updated one; a cancel of a visit that had one (`wasConfirmed`) withdraws it.
 */
export async function queueVisitMail(
  tx: Database,
  context: VisitMailContext,
  booking: BookingRow,
  event: VisitEvent,
  { wasConfirmed = false }: { wasConfirmed?: boolean } = {},
): Promise<void> {
  if (!booking.email) return;
  const site = await mailSite(tx, context);
  const listing = await findVisitListing(tx, booking.propertyId);
  const locale = await recipientLocale(tx, { userId: booking.userId, requested: booking.locale });
  const words = mailWords(locale);
  if (event === 'completed') {
    // A visit to a listing since deleted has no page left for the answers to count on.
    if (!listing) return;
    await queueMail(tx, site, {
      to: booking.email,
      template: visitFeedbackMail,
      data: {
        booking,
        listingTitle: listing.title,
        feedbackUrl: visitFeedbackUrl(site.publicUrl, context.visitLinkSecret, booking),
      },
      // Completed is final: one such mail per booking.
      dedupeKey: `booking:${booking.id}:completed`,
      locale,
    });
    return;
  }
  const data = {
    booking,
    listing,
    manageUrl: visitLinkUrl(site.publicUrl, context.visitLinkSecret, booking),
  };
  const invite =
    event === 'confirmed' || (event === 'rescheduled' && booking.status === 'confirmed')
      ? 'REQUEST'
      : event === 'cancelled' && wasConfirmed
        ? 'CANCEL'
        : null;
  const attachment =
    invite &&
    visitInviteAttachment({
      method: invite,
      uid: `visit-${booking.id}@${new URL(site.publicUrl).hostname}`,
      sequence: booking.version,
      title: words.t('visit.invite.title', { title: listing?.title ?? booking.propertyTitle }),
      description: words.t('visit.invite.description', {
        siteName: site.settings.siteName,
        reference: booking.reference,
        contact: contactLine(site, words),
      }),
      day: booking.preferredDate,
      slot: booking.timeSlot,
      location: listing?.address ?? booking.propertyTitle,
      geo:
        listing && listing.latitude !== null && listing.longitude !== null
          ? { lat: listing.latitude, lon: listing.longitude }
          : null,
      url: mapLink(listing) ?? (listing ? siteLink(site, `/property/${listing.id}`) : site.publicUrl),
      organizer: { name: site.settings.siteName, email: site.settings.contactEmail },
      attendee: { name: booking.name, email: booking.email },
    });
  await queueMail(tx, site, {
    to: booking.email,
    template: TEMPLATES[event],
    data,
    attachments: attachment ? [attachment] : [],
    // Moves and status changes can recur (moved twice): the version tells each apart, and a retried write
    // that finds nothing to change queues nothing.
    dedupeKey: `booking:${booking.id}:${event}:${booking.version}`,
    locale,
  });
}
