/**
 * The bookings API: visitors book a visit (public), hold a "Manage your visit" link to see, move or cancel it
 * (signed out), and the team works through the bookings (admin). The admin answers carry the listing's cover as
 * thumbnail URLs.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type AdminBooking,
  adminBookingPageSchema,
  adminBookingSchema,
  bookingAgendaSchema,
} from '#domain/admin-booking';
import { bookingConfirmationAnswerSchema } from '#domain/booking-confirmation';
import {
  bookingAgendaQuerySchema,
  bookingListFiltersSchema,
  bookingListQuerySchema,
  bookingNotesSchema,
  bookingRescheduleSchema,
  bookingStatusChangeSchema,
} from '#domain/booking-management';
import { bookingRequestSchema } from '#domain/booking-request';
import { type ListerVisit, listerVisitSchema } from '#domain/lister-leads';
import {
  visitFeedbackQuerySchema,
  visitFeedbackSchema,
  visitFeedbackVisitAnswerSchema,
} from '#domain/visit-feedback';
import { managedVisitAnswerSchema, visitLinkCancelSchema, visitLinkQuerySchema } from '#domain/visit-link';
import {
  acceptSubmission,
  sendSubmitted,
  SUBMISSION_DESCRIPTION,
  submissionGuardFields,
  submissionRateLimit,
} from '#server/anonymous-forms/submission-guard';
import { auditActorOf } from '#server/audit/audit-log';
import { teamScopeOf } from '#server/auth/team-scope';
import type { Config } from '#server/config';
import type { Database } from '#server/db/client';
import { cacheEveryRoute } from '#server/http/cache-policy';
import { csvDownload, sendCsv } from '#server/http/csv';
import { answerRecordWrite } from '#server/http/record-response';
import { listingThumbnail } from '#server/listings/listing-thumbnail';
import type { ObjectStorage } from '#server/storage/storage';
import type { VisitMailContext } from './mails/visit-mails.js';
import type { BookingRecord } from './queries.js';
import {
  bookingAgenda,
  type BookingRecordAgenda,
  type BookingRecordPage,
  changeBookingStatus,
  exportBookings,
  findBookingForAdmin,
  listBookingsForAdmin,
  requestVisit,
  rescheduleBooking,
  saveBookingNotes,
  toBookingConfirmation,
} from './service.js';
import {
  cancelVisitByLink,
  describeVisitByLink,
  rescheduleVisitByLink,
} from './visit-link/visit-link-service.js';
import {
  describeVisitForFeedback,
  giveVisitFeedbackByLink,
} from './visit-feedback/visit-feedback-service.js';

/** Public: a visitor books a visit to a listing; signed in or not. */
export const bookingRoutes: FastifyPluginAsyncZod<{ db: Database; config: Config }> = async (
  app,
  { db, config },
) => {
  app.post(
    '/bookings',
    {
      schema: {
        tags: ['bookings'],
        summary: 'Books a visit to a listing (status pending); the team calls to confirm',
        description: SUBMISSION_DESCRIPTION,
        body: bookingRequestSchema.extend(submissionGuardFields),
        response: { 200: bookingConfirmationAnswerSchema, 201: bookingConfirmationAnswerSchema },
      },
      config: { rateLimit: submissionRateLimit(config.forms) },
    },
    async (request, reply) => {
      const submitted = acceptSubmission(request, request.body, config.forms);
      const { booking, replayed } = await requestVisit(db, submitted, config);
      return sendSubmitted(reply, replayed, { booking: toBookingConfirmation(booking) });
    },
  );
};

const idParams = z.object({ id: z.uuid({ error: 'Not a booking id' }) });

/**
 * Admin and agents: the visits visitors booked, worked through by the team (status, reschedule, notes), and
 * exported. An agent sees and acts on the bookings assigned to them only (auth/team-scope.ts): another's is 404.
 */
export const bookingAdminRoutes: FastifyPluginAsyncZod<{
  db: Database;
  storage: ObjectStorage;
  mail: VisitMailContext;
}> = async (app, { db, storage, mail }) => {
  app.addHook('onRequest', app.requireTeam);
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
    async (request) =>
      toAdminBookingPage(await listBookingsForAdmin(db, request.query, teamScopeOf(request)), storage),
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
      const { csv, rows, matched } = await exportBookings(db, request.query, teamScopeOf(request));
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
    async (request) => toBookingAgenda(await bookingAgenda(db, request.query, teamScopeOf(request)), storage),
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
    async (request) => present(await findBookingForAdmin(db, request.params.id, teamScopeOf(request))),
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
        await changeBookingStatus(
          db,
          request.params.id,
          request.body,
          auditActorOf(request),
          mail,
          'team',
          teamScopeOf(request),
        ),
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
        await rescheduleBooking(
          db,
          request.params.id,
          request.body,
          auditActorOf(request),
          mail,
          'team',
          teamScopeOf(request),
        ),
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
        await saveBookingNotes(
          db,
          request.params.id,
          request.body,
          auditActorOf(request),
          teamScopeOf(request),
        ),
        present,
      ),
  );
};

/** A booking as its listing's lister sees it (domain/lister-leads.ts): no team notes, no visitor contacts. */
function toListerVisit(booking: BookingRecord): ListerVisit {
  return {
    kind: 'visit',
    id: booking.id,
    name: booking.name,
    message: booking.message,
    createdAt: booking.createdAt,
    firstRespondedAt: booking.firstRespondedAt,
    version: booking.version,
    listing: { id: booking.listing.id ?? '', title: booking.listing.title },
    status: booking.status,
    preferredDate: booking.preferredDate,
    timeSlot: booking.timeSlot,
  };
}

/**
 * Signed in: the lister of a listing confirms, reschedules or declines the visits booked on it as the team does
 * (the same rules, mails and invitation). Another lister's visit is 404.
 */
export const listerBookingRoutes: FastifyPluginAsyncZod<{ db: Database; mail: VisitMailContext }> = async (
  app,
  { db, mail },
) => {
  app.addHook('onRequest', app.requireUser);
  const scopeOf = (request: FastifyRequest) => ({
    kind: 'lister' as const,
    userId: request.session!.user.id,
  });

  app.post(
    '/leads/visits/:id/status',
    {
      schema: {
        tags: ['account'],
        summary:
          'Confirms (pending → confirmed), declines (→ cancelled) or closes a visit booked on my listing, by ' +
          'the team’s rules; the visitor is mailed as by the team',
        params: idParams,
        body: bookingStatusChangeSchema,
        response: { 200: listerVisitSchema },
      },
    },
    async (request) =>
      answerRecordWrite(
        await changeBookingStatus(
          db,
          request.params.id,
          request.body,
          auditActorOf(request),
          mail,
          'team',
          scopeOf(request),
        ),
        toListerVisit,
      ),
  );

  app.post(
    '/leads/visits/:id/reschedule',
    {
      schema: {
        tags: ['account'],
        summary:
          'Moves a visit booked on my listing to another day and slot; the visitor gets the new invite',
        params: idParams,
        body: bookingRescheduleSchema,
        response: { 200: listerVisitSchema },
      },
    },
    async (request) =>
      answerRecordWrite(
        await rescheduleBooking(
          db,
          request.params.id,
          request.body,
          auditActorOf(request),
          mail,
          'team',
          scopeOf(request),
        ),
        toListerVisit,
      ),
  );
};

const DESCRIPTION =
  'Signed out: the token of the "Manage your visit" link in the visit mails is the authorisation. It names one ' +
  'booking and ends once the visit’s day is over: 400 VISIT_LINK_INVALID for a forged or garbled one, 410 ' +
  'VISIT_LINK_EXPIRED after the visit.';

/** The visit mails' "Manage your visit" link: see, move or cancel that one visit without signing in. */
export const visitLinkRoutes: FastifyPluginAsyncZod<{ db: Database; config: Config }> = async (
  app,
  { db, config },
) => {
  const secret = config.visitLinkSecret;
  const mail = { publicUrl: config.publicUrl, visitLinkSecret: secret };
  // Guessing tokens is hopeless, but each try reads the database: a person needs a few a minute.
  const rateLimit = { max: 60, timeWindow: '1 minute' };
  cacheEveryRoute(app, 'no-store');

  app.get(
    '/bookings/manage',
    {
      schema: {
        tags: ['bookings'],
        summary: 'The visit a "Manage your visit" link names, and what its holder may still do with it',
        description: DESCRIPTION,
        querystring: visitLinkQuerySchema,
        response: { 200: managedVisitAnswerSchema },
      },
      config: { rateLimit },
    },
    async (request) => ({ visit: await describeVisitByLink(db, secret, request.query.token) }),
  );

  app.post(
    '/bookings/manage/reschedule',
    {
      schema: {
        tags: ['bookings'],
        summary:
          'Moves the linked visit to another day and time, by the booking form’s rules; mails the visitor',
        description: DESCRIPTION,
        querystring: visitLinkQuerySchema,
        body: bookingRescheduleSchema,
        response: { 200: managedVisitAnswerSchema },
      },
      config: { rateLimit },
    },
    async (request) => ({
      visit: await answerRecordWrite(
        await rescheduleVisitByLink(db, secret, request.query.token, request.body, mail),
      ),
    }),
  );

  app.post(
    '/bookings/manage/cancel',
    {
      schema: {
        tags: ['bookings'],
        summary: 'Cancels the linked visit (pending or confirmed); mails the visitor',
        description: DESCRIPTION,
        querystring: visitLinkQuerySchema,
        body: visitLinkCancelSchema,
        response: { 200: managedVisitAnswerSchema },
      },
      config: { rateLimit },
    },
    async (request) => ({
      visit: await answerRecordWrite(
        await cancelVisitByLink(db, secret, request.query.token, request.body, mail),
      ),
    }),
  );
};

const FEEDBACK_DESCRIPTION =
  'Signed out: the token of the link in the "How was your visit?" mail is the authorisation; it names one ' +
  'booking. 400 VISIT_FEEDBACK_LINK_INVALID for a forged or garbled one (a "Manage your visit" token included).';

/** The "How was your visit?" mail's link: the visitor's three answers about a completed visit, once. */
export const visitFeedbackRoutes: FastifyPluginAsyncZod<{ db: Database; config: Config }> = async (
  app,
  { db, config },
) => {
  const secret = config.visitLinkSecret;
  // As the visit link's: guessing is hopeless, but each try reads the database.
  const rateLimit = { max: 60, timeWindow: '1 minute' };
  cacheEveryRoute(app, 'no-store');

  app.get(
    '/bookings/feedback',
    {
      schema: {
        tags: ['bookings'],
        summary:
          'The completed visit a feedback link names, whether it was answered and whether it still can be',
        description: FEEDBACK_DESCRIPTION,
        querystring: visitFeedbackQuerySchema,
        response: { 200: visitFeedbackVisitAnswerSchema },
      },
      config: { rateLimit },
    },
    async (request) => ({ visit: await describeVisitForFeedback(db, secret, request.query.token) }),
  );

  app.post(
    '/bookings/feedback',
    {
      schema: {
        tags: ['bookings'],
        summary:
          'The visitor’s three yes/no answers about the linked visit, once per booking (409 ' +
          'VISIT_FEEDBACK_ALREADY_GIVEN for a second; 409 VISIT_NOT_COMPLETED, 410 VISIT_FEEDBACK_EXPIRED after 30 days)',
        description: FEEDBACK_DESCRIPTION,
        querystring: visitFeedbackQuerySchema,
        body: visitFeedbackSchema,
        response: { 200: visitFeedbackVisitAnswerSchema },
      },
      config: { rateLimit },
    },
    async (request) => ({
      visit: await giveVisitFeedbackByLink(db, secret, request.query.token, request.body),
    }),
  );
};

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
