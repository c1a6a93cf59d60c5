/** The admin API's bookings: the service's records with the listing's cover as thumbnail URLs. */
import type { AdminBooking } from '#domain/admin-booking';
import { listingThumbnail } from '#server/listings/listing-thumbnail';
import type { ObjectStorage } from '#server/storage/storage';
import type { BookingRecord, BookingRecordAgenda, BookingRecordPage } from './management.js';

export function toAdminBooking({ listing, ...booking }: BookingRecord, storage: ObjectStorage): AdminBooking {
  const { cover, ...shown } = listing;
  const thumbnail = cover && listingThumbnail(cover, storage);
  return {
    ...booking,
    listing: { ...shown, thumbnail: thumbnail && { src: thumbnail.src, srcSet: thumbnail.srcSet } },
  };
}

export function toAdminBookingPage(page: BookingRecordPage, storage: ObjectStorage) {
  return { ...page, items: page.items.map((booking) => toAdminBooking(booking, storage)) };
}

export function toBookingAgenda(agenda: BookingRecordAgenda, storage: ObjectStorage) {
  return {
    ...agenda,
    days: agenda.days.map((day) => ({
      date: day.date,
      bookings: day.bookings.map((booking) => toAdminBooking(booking, storage)),
    })),
  };
}
