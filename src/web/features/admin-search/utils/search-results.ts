/** The header search's results as the dropdown shows them: groups of options, each with two lines of text. */
import { BOOKING_STATUS_LABELS } from '#domain/booking-management';
import { visitSlotLabel } from '#domain/booking-request';
import { formatIndianMobile } from '#domain/contact-fields';
import { formatPrice } from '#domain/price-format';
import type { AdminSearchResults } from '#domain/admin-search-results';

export type ResultKind = 'listing' | 'booking' | 'client';

export type SearchOption = {
  /** Unique across all groups; also the option's element id (after the listbox's own prefix). */
  key: string;
  kind: ResultKind;
  link: string;
  title: string;
  /** Shown beside the title, quieter (the listing a booking is for). */
  aside?: string;
  detail: string;
};

export type ResultGroup = { kind: ResultKind; label: string; options: SearchOption[] };

const visitDay = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2026-03-14' → 'Sat, 14 Mar 2026': short enough for a line in the dropdown. */
export function shortVisitDate(day: string): string {
  const parts = visitDay.formatToParts(new Date(`${day}T00:00:00Z`));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value;
  return `${part('weekday')}, ${part('day')} ${part('month')} ${part('year')}`;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export function resultGroupsOf(results: AdminSearchResults): ResultGroup[] {
  const groups: ResultGroup[] = [
    {
      kind: 'listing',
      label: 'Properties',
      options: results.listings.map((listing) => ({
        key: `listing-${listing.id}`,
        kind: 'listing',
        link: listing.link,
        title: listing.title,
        detail: [[listing.locality, listing.city].filter(Boolean).join(', '), formatPrice(listing)].join(
          ' · ',
        ),
      })),
    },
    {
      kind: 'booking',
      label: 'Bookings',
      options: results.bookings.map((booking) => ({
        key: `booking-${booking.id}`,
        kind: 'booking',
        link: booking.link,
        title: booking.name,
        aside: booking.listingTitle,
        detail: [
          shortVisitDate(booking.preferredDate),
          visitSlotLabel(booking.timeSlot),
          BOOKING_STATUS_LABELS[booking.status],
          `Ref ${booking.reference}`,
        ].join(' · '),
      })),
    },
    {
      kind: 'client',
      label: 'Clients',
      options: results.clients.map((client) => ({
        key: `client-${client.key}`,
        kind: 'client',
        link: client.link,
        title: client.name,
        detail: [
          client.phone ? formatIndianMobile(client.phone) : client.email,
          client.bookings ? plural(client.bookings, 'booking', 'bookings') : null,
          client.enquiries ? plural(client.enquiries, 'enquiry', 'enquiries') : null,
        ]
          .filter(Boolean)
          .join(' · '),
      })),
    },
  ];
  return groups.filter((group) => group.options.length > 0);
}

/** The option after (or before) `index` among `count`, round from the last to the first; -1 is none yet. */
export function movedIndex(index: number, count: number, step: 1 | -1): number {
  if (count === 0) return -1;
  if (index < 0) return step === 1 ? 0 : count - 1;
  return (index + step + count) % count;
}
