import { describe, expect, it } from 'vitest';
import {
  BOOKING_MESSAGES,
  bookableDays,
  bookingRequestSchemaAt,
  isSlotOpen,
  type BookingRequestInput,
} from './booking-request.js';

// 10:00 in India on Sunday 1 March 2026.
const MORNING_IN_INDIA = new Date('2026-03-01T04:30:00Z');
const schema = bookingRequestSchemaAt(() => MORNING_IN_INDIA);
const LISTING_ID = '6f1c2b5e-8a4d-4f7e-9b1a-2c3d4e5f6a7b';

const aBooking = (overrides: Partial<BookingRequestInput> = {}): BookingRequestInput => ({
  propertyId: LISTING_ID,
  name: 'Priya Sharma',
  phone: '98450 12345',
  email: 'priya@example.in',
  preferredDate: '2026-03-07',
  timeSlot: '11:00-13:00',
  message: 'Can we see the terrace too?',
  ...overrides,
});

const fieldMessages = (input: unknown, at = schema) => {
  const result = at.safeParse(input);
  const messages: Record<string, string> = {};
  // The first message per field, as the API reports it.
  for (const issue of result.error?.issues ?? []) messages[String(issue.path[0])] ??= issue.message;
  return messages;
};

describe('a visit booking request', () => {
  it('accepts a complete request and normalises the phone number', () => {
    expect(schema.parse(aBooking())).toEqual({
      propertyId: LISTING_ID,
      name: 'Priya Sharma',
      phone: '+919845012345',
      email: 'priya@example.in',
      preferredDate: '2026-03-07',
      timeSlot: '11:00-13:00',
      message: 'Can we see the terrace too?',
    });
  });

  it('needs no email and no message', () => {
    const booking = schema.parse(aBooking({ email: '', message: '' }));
    expect(booking.email).toBeUndefined();
    expect(booking.message).toBeUndefined();
  });

  it('refuses a day that has gone by in India even while it is still that day in UTC', () => {
    // 20:00 UTC on 1 March is 01:30 on 2 March in India: 1 March is yesterday for the visitor.
    const lateEvening = bookingRequestSchemaAt(() => new Date('2026-03-01T20:00:00Z'));
    expect(fieldMessages(aBooking({ preferredDate: '2026-03-01' }), lateEvening)).toEqual({
      preferredDate: BOOKING_MESSAGES.datePast,
    });
    expect(lateEvening.safeParse(aBooking({ preferredDate: '2026-03-02' })).success).toBe(true);
  });

  it('accepts today and the last day of the booking window, and nothing beyond it', () => {
    expect(schema.safeParse(aBooking({ preferredDate: '2026-03-01' })).success).toBe(true);
    expect(bookableDays(MORNING_IN_INDIA)).toEqual({ first: '2026-03-01', last: '2026-05-30' });
    expect(schema.safeParse(aBooking({ preferredDate: '2026-05-30' })).success).toBe(true);
    expect(fieldMessages(aBooking({ preferredDate: '2026-05-31' }))).toEqual({
      preferredDate: BOOKING_MESSAGES.dateTooFar,
    });
  });

  it.each([
    ['', BOOKING_MESSAGES.dateRequired],
    ['01/03/2026', BOOKING_MESSAGES.dateInvalid],
    ['2026-02-30', BOOKING_MESSAGES.dateInvalid],
  ])('refuses the date %j', (preferredDate, message) => {
    expect(fieldMessages(aBooking({ preferredDate }))).toEqual({ preferredDate: message });
  });

  it('refuses a slot that is not on the list, or none', () => {
    expect(fieldMessages(aBooking({ timeSlot: '08:00-09:00' as never }))).toEqual({
      timeSlot: BOOKING_MESSAGES.slotRequired,
    });
    expect(fieldMessages(aBooking({ timeSlot: '' as never }))).toEqual({
      timeSlot: BOOKING_MESSAGES.slotRequired,
    });
  });

  it('refuses a slot that has already begun today in India, but not the same slot on a later day', () => {
    expect(fieldMessages(aBooking({ preferredDate: '2026-03-01', timeSlot: '09:00-11:00' }))).toEqual({
      timeSlot: BOOKING_MESSAGES.slotPassed,
    });
    expect(schema.safeParse(aBooking({ preferredDate: '2026-03-02', timeSlot: '09:00-11:00' })).success).toBe(
      true,
    );
    expect(isSlotOpen('2026-03-01', '11:00-13:00', MORNING_IN_INDIA)).toBe(true);
    expect(isSlotOpen('2026-02-28', '17:00-19:00', MORNING_IN_INDIA)).toBe(false);
  });

  it.each([
    ['no body', undefined],
    ['null', null],
    ['text', 'book me a visit'],
    ['a list', []],
  ])('refuses %s as a booking without throwing, and names no passed slot', (_case, input) => {
    const result = schema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).not.toContain(BOOKING_MESSAGES.slotPassed);
  });

  it('names each field that is wrong, with its own message', () => {
    expect(
      fieldMessages({
        propertyId: 'x',
        name: '',
        phone: '12345',
        email: 'nope',
        preferredDate: '2026-02-01',
        message: 'x'.repeat(1001),
      }),
    ).toEqual({
      propertyId: BOOKING_MESSAGES.propertyId,
      name: 'Please tell us your name.',
      phone: expect.stringContaining('10-digit Indian mobile number') as string,
      email: 'Enter an email address like name@example.com.',
      preferredDate: BOOKING_MESSAGES.datePast,
      timeSlot: BOOKING_MESSAGES.slotRequired,
      message: 'Please keep your message under 1,000 characters.',
    });
  });
});
