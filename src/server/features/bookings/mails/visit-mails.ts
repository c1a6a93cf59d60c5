/**
 * The mails a visitor gets about their visit: requested at once, then confirmed (with a calendar invite),
 * moved (an updated invite once confirmed) or cancelled (the invite withdrawn). Queued in the transaction of
 * the write they tell of; a visitor who gave no email gets none, and their booking is the same.
 */
import { eq } from 'drizzle-orm';
import { visitSlotLabel } from '#domain/booking-request';
import { formatVisitDate } from '#domain/india-calendar';
import { formatListingAddress } from '#domain/listing-address';
import { formatPrice } from '#domain/price-format';
import type { Database } from '#server/db/client';
import { properties, type bookings } from '#server/db/schema';
import { detailsTable, detailsText, html, linkButton } from '#server/mail/mail-html';
import { contactLine, defineMailTemplate, siteLink, type MailSite } from '#server/mail/mail-layout';
import { mailSite, queueMail, type MailContext } from '#server/mail/outbox';
import { visitInviteAttachment } from './visit-invite.js';
import { visitLinkUrl } from '../visit-link/visit-link.js';
import { visitFeedbackUrl } from '../visit-feedback/feedback-link.js';
import { visitFeedbackMail } from './visit-feedback-mail.js';

type BookingRow = typeof bookings.$inferSelect;

/** What a visit mail says about the home: enough to find it, and its price. */
export type VisitListing = {
  id: string;
  title: string;
  address: string;
  price: string;
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
    price: formatPrice(row),
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

function visitRows({ booking, listing }: VisitMailData): Array<[string, string]> {
  return [
    ['Home', listing?.title ?? booking.propertyTitle],
    ...(listing
      ? ([
          ['Price', listing.price],
          ['Address', listing.address],
        ] as Array<[string, string]>)
      : []),
    ['When', `${formatVisitDate(booking.preferredDate)}, ${visitSlotLabel(booking.timeSlot).toLowerCase()}`],
    ['Reference', booking.reference],
  ];
}

/** The parts every visit mail shares: greeting, lead, the visit's details, the listing and map links. */
function visitMail(
  data: VisitMailData,
  site: MailSite,
  words: { subject: string; lead: string; after: string },
) {
  const rows = visitRows(data);
  const map = mapLink(data.listing);
  const listingUrl = data.listing ? siteLink(site, `/property/${data.listing.id}`) : null;
  const change = `To change or cancel it, ${contactLine(site)}, quoting reference ${data.booking.reference}.`;
  const manage = 'Or see, move or cancel this visit yourself, without signing in:';
  return {
    subject: words.subject,
    html: html`<p>Hello ${data.booking.name},</p>
      <p>${words.lead}</p>
      ${detailsTable(rows)} ${map ? html`<p><a href="${map}">See the place on a map</a></p>` : ''}
      <p>${words.after}</p>
      <p>${change}</p>
      <p>${manage}</p>
      ${linkButton('Manage your visit', data.manageUrl)}
      ${listingUrl ? linkButton('View the home', listingUrl) : ''}`,
    text: [
      `Hello ${data.booking.name},`,
      '',
      words.lead,
      '',
      detailsText(rows),
      ...(map ? [`Map: ${map}`] : []),
      '',
      words.after,
      '',
      change,
      `${manage} ${data.manageUrl}`,
      ...(listingUrl ? ['', `View the home: ${listingUrl}`] : []),
    ].join('\n'),
  };
}

export const visitRequestedMail = defineMailTemplate<VisitMailData>({
  name: 'visit-requested',
  render: (data, site) =>
    visitMail(data, site, {
      subject: `Visit requested: ${data.listing?.title ?? data.booking.propertyTitle}`,
      lead: `Thank you for booking a visit with ${site.settings.siteName}. We have your request:`,
      after: 'We will call you to confirm the time. Nothing is fixed until we do.',
    }),
});

export const visitConfirmedMail = defineMailTemplate<VisitMailData>({
  name: 'visit-confirmed',
  render: (data, site) =>
    visitMail(data, site, {
      subject: `Visit confirmed: ${formatVisitDate(data.booking.preferredDate)}`,
      lead: 'Your visit is confirmed. We look forward to showing you the home:',
      after: 'The calendar invite attached puts the visit in your calendar.',
    }),
});

export const visitRescheduledMail = defineMailTemplate<VisitMailData>({
  name: 'visit-rescheduled',
  render: (data, site) =>
    visitMail(data, site, {
      subject: `Visit moved to ${formatVisitDate(data.booking.preferredDate)}`,
      lead: 'Your visit has moved. This is the new time:',
      after:
        data.booking.status === 'confirmed'
          ? 'The calendar invite attached moves the visit in your calendar.'
          : 'We will call you to confirm the new time.',
    }),
});

export const visitCancelledMail = defineMailTemplate<VisitMailData>({
  name: 'visit-cancelled',
  render: (data, site) =>
    visitMail(data, site, {
      subject: `Visit cancelled: ${data.listing?.title ?? data.booking.propertyTitle}`,
      lead: 'Your visit has been cancelled:',
      after: 'If you would still like to see the home, book another visit on our site at any time.',
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
      title: `Visit: ${listing?.title ?? booking.propertyTitle}`,
      description: `${site.settings.siteName} visit, reference ${booking.reference}. To change it, ${contactLine(site)}.`,
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
  });
}
