import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminBookingPageSchema, adminBookingSchema, bookingAgendaSchema } from '#domain/admin-booking';
import {
  bookingAgendaQuerySchema,
  bookingListFiltersSchema,
  bookingListQuerySchema,
  bookingNotesSchema,
  bookingRescheduleSchema,
  bookingStatusChangeSchema,
} from '#domain/booking-management';
import type { Database } from '#server/db/client';
import { csvDownload, sendCsv } from '#server/http/csv';
import { answerRecordWrite } from '#server/http/record-response';
import type { ObjectStorage } from '#server/storage/storage';
import type { VisitMailContext } from './visit-mails.js';
import { auditActorOf } from '#server/audit/audit-log';
import { toAdminBooking, toAdminBookingPage, toBookingAgenda } from './booking-response.js';
import {
  bookingAgenda,
  changeBookingStatus,
  exportBookings,
  findBookingForAdmin,
  listBookingsForAdmin,
  rescheduleBooking,
  saveBookingNotes,
  type BookingRecord,
} from './management.js';

const idParams = z.object({ id: z.uuid({ error: 'Not a booking id' }) });

/** Admin: the visits visitors booked, worked through by the team (status, reschedule, notes), and exported. */
export const bookingAdminRoutes: FastifyPluginAsyncZod<{
  db: Database;
  storage: ObjectStorage;
  mail: VisitMailContext;
}> = async (app, { db, storage, mail }) => {
  app.addHook('onRequest', app.requireAdmin);
  const present = (booking: BookingRecord) => toAdminBooking(booking, storage);

  app.get(
    '/bookings',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Visit bookings filtered by status, visit dates and listing, searched, sorted and paged; ' +
          'with the count per status under the other filters',
        querystring: bookingListQuerySchema,
        response: { 200: adminBookingPageSchema },
      },
    },
    async (request) => toAdminBookingPage(await listBookingsForAdmin(db, request.query), storage),
  );

  app.get(
    '/bookings/export.csv',
    {
      config: { cache: 'no-store' },
      schema: {
        tags: ['admin'],
        summary:
          'Every booking the list filters match, in its order, as a CSV download (at most 10,000 rows)',
        querystring: bookingListFiltersSchema,
        response: { 200: csvDownload },
      },
    },
    async (request, reply) => {
      const { csv, rows, matched } = await exportBookings(db, request.query);
      return sendCsv(reply, { what: 'bookings', csv, rows, matched });
    },
  );

  app.get(
    '/bookings/agenda',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Coming visits day by day (only days with visits), in slot order: from a day (today in India by ' +
          'default) for 1 to 42 days, pending and confirmed unless status says otherwise',
        querystring: bookingAgendaQuerySchema,
        response: { 200: bookingAgendaSchema },
      },
    },
    async (request) => toBookingAgenda(await bookingAgenda(db, request.query), storage),
  );

  app.get(
    '/bookings/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'One booking',
        params: idParams,
        response: { 200: adminBookingSchema },
      },
    },
    async (request) => present(await findBookingForAdmin(db, request.params.id)),
  );

  app.post(
    '/bookings/:id/status',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Moves a booking: pending → confirmed | cancelled, confirmed → completed | cancelled | no-show. ' +
          'Any other move is 409 INVALID_BOOKING_TRANSITION; one made on an outdated version is 409 RECORD_CHANGED',
        params: idParams,
        body: bookingStatusChangeSchema,
        response: { 200: adminBookingSchema },
      },
    },
    async (request) =>
      answerRecordWrite(
        await changeBookingStatus(db, request.params.id, request.body, auditActorOf(request), mail),
        present,
      ),
  );

  app.post(
    '/bookings/:id/reschedule',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Moves a pending or confirmed visit to another day and slot (the booking form’s rules), keeping the ' +
          'previous one in rescheduledFrom',
        params: idParams,
        body: bookingRescheduleSchema,
        response: { 200: adminBookingSchema },
      },
    },
    async (request) =>
      answerRecordWrite(
        await rescheduleBooking(db, request.params.id, request.body, auditActorOf(request), mail),
        present,
      ),
  );

  app.put(
    '/bookings/:id/notes',
    {
      schema: {
        tags: ['admin'],
        summary: 'The team’s notes on a booking (up to 2,000 characters; empty clears them)',
        params: idParams,
        body: bookingNotesSchema,
        response: { 200: adminBookingSchema },
      },
    },
    async (request) =>
      answerRecordWrite(
        await saveBookingNotes(db, request.params.id, request.body, auditActorOf(request)),
        present,
      ),
  );
};
