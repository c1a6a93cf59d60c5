import { describe, expect, it } from 'vitest';
import {
  BOOKING_MANAGEMENT_MESSAGES,
  BOOKING_STATUSES,
  BOOKING_TRANSITIONS,
  bookingAgendaQuerySchema,
  bookingMovesToday,
  bookingListQuerySchema,
  bookingNotesSchema,
  bookingRescheduleSchemaAt,
  bookingStatusChangeSchema,
  bookingTransitionRefusal,
  canMoveBooking,
  canRescheduleBooking,
  isFinalBookingStatus,
  nextBookingStatuses,
  type BookingStatus,
} from './booking-management.js';
import { BOOKING_MESSAGES } from './booking-request.js';

// 10:00 in India on Sunday 1 March 2026.
const MORNING_IN_INDIA = new Date('2026-03-01T04:30:00Z');

const firstMessages = (result: { error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) => {
  const messages: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) messages[String(issue.path[0])] ??= issue.message;
  return messages;
};

describe('booking status moves', () => {
  const allowed: Array<[BookingStatus, BookingStatus]> = [
    ['pending', 'confirmed'],
    ['pending', 'cancelled'],
    ['confirmed', 'completed'],
    ['confirmed', 'cancelled'],
    ['confirmed', 'no-show'],
  ];

  it('allows exactly the moves of the booking life cycle', () => {
    for (const from of BOOKING_STATUSES) {
      for (const to of BOOKING_STATUSES) {
        const expected = allowed.some(([a, b]) => a === from && b === to);
        expect(canMoveBooking(from, to), `${from} → ${to}`).toBe(expected);
      }
    }
    expect(nextBookingStatuses('confirmed')).toEqual(['completed', 'cancelled', 'no-show']);
  });

  it('offers completed and no-show only from the visit’s day', () => {
    const confirmed = (preferredDate: string) => ({ status: 'confirmed' as const, preferredDate });
    expect(bookingMovesToday(confirmed('2026-03-02'), '2026-03-01')).toEqual(['cancelled']);
    expect(bookingMovesToday(confirmed('2026-03-01'), '2026-03-01')).toEqual([
      'completed',
      'cancelled',
      'no-show',
    ]);
    expect(bookingMovesToday(confirmed('2026-02-27'), '2026-03-01')).toEqual([
      'completed',
      'cancelled',
      'no-show',
    ]);
    expect(bookingMovesToday({ status: 'pending', preferredDate: '2026-03-09' }, '2026-03-01')).toEqual([
      'confirmed',
      'cancelled',
    ]);
  });

  it('treats completed, cancelled and no-show as final', () => {
    expect(BOOKING_STATUSES.filter(isFinalBookingStatus)).toEqual(['completed', 'cancelled', 'no-show']);
    expect(Object.keys(BOOKING_TRANSITIONS)).toEqual([...BOOKING_STATUSES]);
  });

  it('lets only a visit still to happen be rescheduled', () => {
    expect(BOOKING_STATUSES.filter(canRescheduleBooking)).toEqual(['pending', 'confirmed']);
  });

  it('says why a move is refused in the team’s words', () => {
    expect(bookingTransitionRefusal('completed', 'cancelled')).toBe(
      'A completed booking cannot be marked cancelled. Completed is final.',
    );
    expect(bookingTransitionRefusal('pending', 'completed')).toBe(
      'A pending booking cannot be marked completed. It can be marked confirmed or cancelled.',
    );
    expect(bookingTransitionRefusal('confirmed', 'confirmed')).toBe('This booking is already confirmed.');
  });

  it('reads a status change, refusing a status that does not exist', () => {
    expect(bookingStatusChangeSchema.parse({ status: 'no-show' })).toEqual({ status: 'no-show' });
    expect(bookingStatusChangeSchema.parse({ status: 'confirmed', version: 3 })).toEqual({
      status: 'confirmed',
      version: 3,
    });
    expect(firstMessages(bookingStatusChangeSchema.safeParse({ status: 'lost' }))).toEqual({
      status: BOOKING_MANAGEMENT_MESSAGES.statusInvalid,
    });
  });
});

describe('a reschedule', () => {
  const schema = bookingRescheduleSchemaAt(() => MORNING_IN_INDIA);

  it('accepts a later slot today and any slot on a later day in the window', () => {
    expect(schema.parse({ preferredDate: '2026-03-01', timeSlot: '11:00-13:00' })).toEqual({
      preferredDate: '2026-03-01',
      timeSlot: '11:00-13:00',
    });
    expect(schema.safeParse({ preferredDate: '2026-05-30', timeSlot: '09:00-11:00' }).success).toBe(true);
  });

  it('refuses what the visitor’s booking form refuses, with the same messages', () => {
    const cases: Array<[object, string, string]> = [
      [{ preferredDate: '2026-02-28', timeSlot: '11:00-13:00' }, 'preferredDate', BOOKING_MESSAGES.datePast],
      [
        { preferredDate: '2026-05-31', timeSlot: '11:00-13:00' },
        'preferredDate',
        BOOKING_MESSAGES.dateTooFar,
      ],
      [
        { preferredDate: '2026-02-30', timeSlot: '11:00-13:00' },
        'preferredDate',
        BOOKING_MESSAGES.dateInvalid,
      ],
      [{ preferredDate: '2026-03-01', timeSlot: '09:00-11:00' }, 'timeSlot', BOOKING_MESSAGES.slotPassed],
      [{ preferredDate: '2026-03-02', timeSlot: '20:00-22:00' }, 'timeSlot', BOOKING_MESSAGES.slotRequired],
    ];
    for (const [input, field, message] of cases) {
      expect(firstMessages(schema.safeParse(input)), JSON.stringify(input)).toEqual({ [field]: message });
    }
  });
});

describe('booking notes', () => {
  it('trims the notes, lets empty clear them and keeps them under 2,000 characters', () => {
    expect(bookingNotesSchema.parse({ notes: '  Call after 6 pm  ' })).toEqual({ notes: 'Call after 6 pm' });
    expect(bookingNotesSchema.parse({ notes: '   ' })).toEqual({ notes: '' });
    expect(bookingNotesSchema.safeParse({ notes: 'a'.repeat(2000) }).success).toBe(true);
    expect(firstMessages(bookingNotesSchema.safeParse({ notes: 'a'.repeat(2001) }))).toEqual({
      notes: BOOKING_MANAGEMENT_MESSAGES.notesTooLong,
    });
  });
});

describe('the bookings list query', () => {
  it('has defaults for everything', () => {
    expect(bookingListQuerySchema.parse({})).toEqual({ page: 1, pageSize: 20, sort: 'created-desc' });
  });

  it('reads a comma list of statuses, the visit date range, a listing and a search', () => {
    expect(
      bookingListQuerySchema.parse({
        status: 'pending,confirmed,pending',
        from: '2026-03-01',
        to: '2026-03-31',
        listing: '6f1c2b5e-8a4d-4f7e-9b1a-2c3d4e5f6a7b',
        q: '  Priya ',
        sort: 'visit-asc',
        page: '2',
        pageSize: '50',
      }),
    ).toEqual({
      status: ['pending', 'confirmed'],
      from: '2026-03-01',
      to: '2026-03-31',
      listing: '6f1c2b5e-8a4d-4f7e-9b1a-2c3d4e5f6a7b',
      q: 'Priya',
      sort: 'visit-asc',
      page: 2,
      pageSize: 50,
    });
  });

  it('treats empty parameters as absent', () => {
    expect(bookingListQuerySchema.parse({ status: '', q: ' ', from: '', listing: '', sort: '' })).toEqual({
      page: 1,
      pageSize: 20,
      sort: 'created-desc',
    });
  });

  it('refuses bad parameters with a message on each', () => {
    const cases: Array<[object, string, string]> = [
      [{ status: 'pending,lost' }, 'status', BOOKING_MANAGEMENT_MESSAGES.statusListInvalid],
      [{ from: '01-03-2026' }, 'from', BOOKING_MANAGEMENT_MESSAGES.dateInvalid],
      [{ from: '2026-03-10', to: '2026-03-09' }, 'to', BOOKING_MANAGEMENT_MESSAGES.rangeReversed],
      [{ listing: 'flat-12' }, 'listing', BOOKING_MANAGEMENT_MESSAGES.listingInvalid],
      [{ q: 'a'.repeat(101) }, 'q', BOOKING_MANAGEMENT_MESSAGES.searchTooLong],
      [{ sort: 'price' }, 'sort', BOOKING_MANAGEMENT_MESSAGES.sortInvalid],
      [{ pageSize: '101' }, 'pageSize', 'pageSize is 1 to 100'],
      [{ page: '0' }, 'page', 'page starts at 1'],
    ];
    for (const [input, field, message] of cases) {
      expect(firstMessages(bookingListQuerySchema.safeParse(input)), JSON.stringify(input)).toEqual({
        [field]: message,
      });
    }
  });
});

describe('the agenda query', () => {
  it('shows two weeks by default and at most six', () => {
    expect(bookingAgendaQuerySchema.parse({})).toEqual({ days: 14 });
    expect(bookingAgendaQuerySchema.parse({ days: '42', status: 'confirmed' })).toEqual({
      days: 42,
      status: ['confirmed'],
    });
    for (const days of ['0', '43', '1.5', 'week']) {
      expect(firstMessages(bookingAgendaQuerySchema.safeParse({ days })), days).toEqual({
        days: BOOKING_MANAGEMENT_MESSAGES.agendaDaysInvalid,
      });
    }
  });
});
