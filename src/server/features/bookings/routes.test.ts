import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { adminBookingPageSchema, adminBookingSchema } from '#domain/admin-booking';
import { bookingConfirmationAnswerSchema } from '#domain/booking-confirmation';
import { BOOKING_REFERENCE_ALPHABET, readBookingReference } from '#domain/booking-reference';
import { BOOKING_MESSAGES } from '#domain/booking-request';
import { CONTACT_MESSAGES } from '#domain/contact-fields';
import { addDays, indiaToday } from '#domain/india-calendar';
import { bookings } from '#server/db/schema';
import { errorBody, responseBody } from '#server/testing/response-body';
import { signedInVisitor } from '#server/testing/signed-in-visitor';
import { TEST_DATABASE_KINDS } from '#server/testing/test-database';
import { aBookingRequest, aFormToken, visitorFormRouteTests } from '#server/testing/visitor-forms';
import { mintFormToken } from '#server/anonymous-forms/form-token';

describe.each(TEST_DATABASE_KINDS)('booking a visit on %s', (kind) => {
  const {
    setUp,
    submit: book,
    stored,
  } = visitorFormRouteTests(kind, { table: bookings, url: '/api/bookings' });

  it('books a visit to a listing as pending, with the phone number written one way', async () => {
    const response = await book(aBookingRequest(setUp.listingId));
    expect(response.statusCode, response.body).toBe(201);
    const { booking } = responseBody(response, bookingConfirmationAnswerSchema);
    expect(booking).toMatchObject({
      propertyId: setUp.listingId,
      propertyTitle: '3 BHK Apartment in Indiranagar',
      name: 'Priya Sharma',
      phone: '+919845012345',
      email: 'priya@example.in',
      timeSlot: '11:00-13:00',
      status: 'pending',
    });
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: booking.id,
      status: 'pending',
      phone: '+919845012345',
      userId: null,
      propertyTitle: '3 BHK Apartment in Indiranagar',
    });
  });

  it('keeps no email or message when the visitor leaves them empty', async () => {
    const response = await book(aBookingRequest(setUp.listingId, { email: '', message: '  ' }));
    expect(response.statusCode, response.body).toBe(201);
    expect((await stored())[0]).toMatchObject({ email: null, message: null });
  });

  const yesterdayInIndia = () => addDays(indiaToday(new Date()), -1);
  const invalid: Array<[string, () => object, string, string]> = [
    [
      'a phone number that is not an Indian mobile',
      () => ({ phone: '12345 67890' }),
      'phone',
      CONTACT_MESSAGES.phoneInvalid,
    ],
    ['no phone number', () => ({ phone: '' }), 'phone', CONTACT_MESSAGES.phoneRequired],
    ['no name', () => ({ name: ' ' }), 'name', CONTACT_MESSAGES.nameRequired],
    ['a malformed email', () => ({ email: 'priya@' }), 'email', CONTACT_MESSAGES.emailInvalid],
    [
      'a day already gone in India',
      () => ({ preferredDate: yesterdayInIndia() }),
      'preferredDate',
      BOOKING_MESSAGES.datePast,
    ],
    [
      'a day beyond the booking window',
      () => ({ preferredDate: addDays(indiaToday(new Date()), 91) }),
      'preferredDate',
      BOOKING_MESSAGES.dateTooFar,
    ],
    [
      'a date that does not exist',
      () => ({ preferredDate: '2031-02-30' }),
      'preferredDate',
      BOOKING_MESSAGES.dateInvalid,
    ],
    [
      'a time slot not on the list',
      () => ({ timeSlot: '21:00-23:00' }),
      'timeSlot',
      BOOKING_MESSAGES.slotRequired,
    ],
    [
      'a message over 1,000 characters',
      () => ({ message: 'a'.repeat(1001) }),
      'message',
      'Please keep your message under 1,000 characters.',
    ],
    [
      'a listing id that is not one',
      () => ({ propertyId: 'flat-12' }),
      'propertyId',
      BOOKING_MESSAGES.propertyId,
    ],
  ];
  it.each(invalid)(
    'refuses %s with a message on its field, storing nothing',
    async (_case, change, field, message) => {
      const response = await book({ ...aBookingRequest(setUp.listingId), ...change() });
      expect(response.statusCode, response.body).toBe(400);
      expect(errorBody(response).error).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { [field]: message },
      });
      expect(await stored()).toEqual([]);
    },
  );

  it('answers 404 with a clear message for a listing that is gone, storing nothing', async () => {
    const response = await book(aBookingRequest(randomUUID()));
    expect(response.statusCode).toBe(404);
    expect(errorBody(response).error).toEqual({
      code: 'NOT_FOUND',
      message: 'We could not find this property. It may have been sold, rented out or taken off HouseHunt.',
    });
    expect(await stored()).toEqual([]);
  });

  it('records who booked when the visitor is signed in', async () => {
    const visitor = await signedInVisitor(setUp.t.app, 'visitor@example.com');
    const response = await book(aBookingRequest(setUp.listingId), visitor.headers);
    expect(response.statusCode, response.body).toBe(201);
    expect((await stored())[0]?.userId).toBe(visitor.userId);
  });

  it('answers a filled-in honeypot as if the booking were made, and stores nothing', async () => {
    const response = await book(
      aBookingRequest(setUp.listingId, { website: 'https://cheap-seo.example', formToken: 'x' }),
    );
    expect(response.statusCode).toBe(201);
    expect(responseBody(response, bookingConfirmationAnswerSchema).booking).toMatchObject({
      status: 'pending',
      propertyId: setUp.listingId,
      name: 'Priya Sharma',
    });
    expect(responseBody(response, bookingConfirmationAnswerSchema).booking.id).toEqual(expect.any(String));
    expect(await stored()).toEqual([]);
  });

  const forged = () => mintFormToken('not-the-server-secret-0123456789abcdef', new Date(Date.now() - 60_000));
  // The issue time moved back an hour, the signature kept.
  const tampered = () => aFormToken().replace(/\.[^.]+\./, `.${(Date.now() - 3_600_000).toString(36)}.`);
  const tokenCases: Array<[string, () => string | undefined, string]> = [
    ['without a form token', () => undefined, 'FORM_TOKEN_INVALID'],
    ['with a forged token', forged, 'FORM_TOKEN_INVALID'],
    ['with a tampered token', tampered, 'FORM_TOKEN_INVALID'],
    ['sooner than a person could fill the form', () => aFormToken(1), 'FORM_TOO_FAST'],
    ['from a form opened more than a day ago', () => aFormToken(25 * 3600), 'FORM_EXPIRED'],
  ];
  it.each(tokenCases)('refuses a booking %s, storing nothing', async (_case, token, code) => {
    // Tokens are minted when the test runs: their age is what is being tested.
    const response = await book({ ...aBookingRequest(setUp.listingId), formToken: token() });
    expect(response.statusCode, response.body).toBe(400);
    expect(errorBody(response).error.code).toBe(code);
    expect(errorBody(response).error.message).toMatch(/form/i);
    expect(await stored()).toEqual([]);
  });

  it('creates one booking for a double submit: the repeat answers 200 with the first booking', async () => {
    const key = randomUUID();
    const first = await book(aBookingRequest(setUp.listingId), { 'idempotency-key': key });
    const again = await book(aBookingRequest(setUp.listingId), { 'idempotency-key': key });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(responseBody(again, bookingConfirmationAnswerSchema).booking).toEqual(
      responseBody(first, bookingConfirmationAnswerSchema).booking,
    );
    expect(await stored()).toHaveLength(1);
  });

  it('creates one booking when the same submission arrives several times at once', async () => {
    const key = randomUUID();
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => book(aBookingRequest(setUp.listingId), { 'idempotency-key': key })),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 201]);
    expect(
      new Set(responses.map((response) => responseBody(response, bookingConfirmationAnswerSchema).booking.id))
        .size,
    ).toBe(1);
    expect(await stored()).toHaveLength(1);
  });

  it('gives nobody else the booking behind a key: the same key with other details answers 422', async () => {
    const key = randomUUID();
    const first = await book(aBookingRequest(setUp.listingId), { 'idempotency-key': key });
    expect(first.statusCode).toBe(201);
    const replayed = await book(
      aBookingRequest(setUp.listingId, { name: 'Someone Else', phone: '9123456780' }),
      {
        'idempotency-key': key,
      },
    );
    expect(replayed.statusCode).toBe(422);
    expect(errorBody(replayed).error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(replayed.body).not.toContain(responseBody(first, bookingConfirmationAnswerSchema).booking.phone);
    expect(await stored()).toHaveLength(1);
  });

  it.each([
    ['another email', { email: 'someone.else@example.com' }],
    ['another message', { message: 'Please call after 6 pm.' }],
    ['another slot', { timeSlot: '15:00-17:00' as const }],
  ])('answers a key replayed with %s 422, never with the first booking', async (_name, changed) => {
    const key = randomUUID();
    const first = await book(aBookingRequest(setUp.listingId), { 'idempotency-key': key });
    expect(first.statusCode).toBe(201);
    const replayed = await book(aBookingRequest(setUp.listingId, changed), { 'idempotency-key': key });
    expect(replayed.statusCode).toBe(422);
    expect(errorBody(replayed)).toEqual({
      error: {
        code: 'IDEMPOTENCY_KEY_REUSED',
        message: 'This form was already sent with other details. Please reload the page and send it again.',
      },
    });
    expect(replayed.body).not.toContain(responseBody(first, bookingConfirmationAnswerSchema).booking.id);
    expect(replayed.body).not.toContain(responseBody(first, bookingConfirmationAnswerSchema).booking.phone);
    expect(await stored()).toHaveLength(1);
  });

  it("answers a key replayed by someone else signed in 422, never with the first visitor's booking", async () => {
    const key = randomUUID();
    const owner = await signedInVisitor(setUp.t.app, 'owner@example.com');
    const first = await book(aBookingRequest(setUp.listingId), {
      'idempotency-key': key,
      ...owner.headers,
    });
    expect(first.statusCode).toBe(201);
    const other = await signedInVisitor(setUp.t.app, 'other@example.com');
    for (const headers of [
      other.headers as Record<string, string>,
      // Signed out: the same details, but not the person who sent them.
      {},
    ]) {
      const replayed = await book(aBookingRequest(setUp.listingId), { 'idempotency-key': key, ...headers });
      expect(replayed.statusCode).toBe(422);
      expect(replayed.body).not.toContain(responseBody(first, bookingConfirmationAnswerSchema).booking.id);
    }
    const again = await book(aBookingRequest(setUp.listingId), {
      'idempotency-key': key,
      ...owner.headers,
    });
    expect(again.statusCode).toBe(200);
    expect(responseBody(again, bookingConfirmationAnswerSchema).booking.id).toBe(
      responseBody(first, bookingConfirmationAnswerSchema).booking.id,
    );
  });

  it('refuses an Idempotency-Key anyone could share or guess (nil or not random)', async () => {
    for (const key of ['00000000-0000-0000-0000-000000000000', '6ba7b810-9dad-11d1-80b4-00c04fd430c8']) {
      const response = await book(aBookingRequest(setUp.listingId), { 'idempotency-key': key });
      expect(response.statusCode, key).toBe(400);
      expect(errorBody(response).error.fields).toEqual({
        'Idempotency-Key': expect.stringMatching(/UUID/) as string,
      });
    }
    expect(await stored()).toEqual([]);
  });

  it('books again for a new form fill, which brings a new key', async () => {
    await book(aBookingRequest(setUp.listingId), { 'idempotency-key': randomUUID() });
    await book(aBookingRequest(setUp.listingId), { 'idempotency-key': randomUUID() });
    expect(await stored()).toHaveLength(2);
  });

  it('stores nothing under a key whose first request failed, so the corrected retry books', async () => {
    const key = randomUUID();
    const bad = await book(aBookingRequest(setUp.listingId, { phone: '123' }), { 'idempotency-key': key });
    expect(bad.statusCode).toBe(400);
    const retry = await book(aBookingRequest(setUp.listingId), { 'idempotency-key': key });
    expect(retry.statusCode).toBe(201);
    expect(await stored()).toHaveLength(1);
  });

  it('refuses an Idempotency-Key that is not a UUID', async () => {
    const response = await book(aBookingRequest(setUp.listingId), { 'idempotency-key': 'click-1' });
    expect(response.statusCode).toBe(400);
    expect(errorBody(response).error.fields).toEqual({
      'Idempotency-Key': expect.stringMatching(/UUID/) as string,
    });
    expect(await stored()).toEqual([]);
  });

  it('shows a new booking to the admin API, newest first, in bounded pages', async () => {
    await book(aBookingRequest(setUp.listingId, { name: 'First Visitor' }));
    await book(aBookingRequest(setUp.listingId, { name: 'Second Visitor' }));
    const response = await setUp.t.app.inject({
      method: 'GET',
      url: '/api/admin/bookings?pageSize=1',
      headers: setUp.admin,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(responseBody(response, adminBookingPageSchema)).toMatchObject({
      total: 2,
      page: 1,
      pageSize: 1,
      items: [
        {
          name: 'Second Visitor',
          status: 'pending',
          listing: { id: setUp.listingId },
          phone: '+919845012345',
        },
      ],
    });
    const pending = await setUp.t.app.inject({
      method: 'GET',
      url: '/api/admin/bookings?status=pending',
      headers: setUp.admin,
    });
    expect(responseBody(pending, adminBookingPageSchema).total).toBe(2);
    for (const query of ['pageSize=500', 'page=0', 'status=lost']) {
      const bad = await setUp.t.app.inject({
        method: 'GET',
        url: `/api/admin/bookings?${query}`,
        headers: setUp.admin,
      });
      expect(bad.statusCode, query).toBe(400);
    }
  });

  describe('the booking reference', () => {
    const adminGet = (url: string) => setUp.t.app.inject({ method: 'GET', url, headers: setUp.admin });

    it('is one short reference for the visitor, the bookings list, the detail and the CSV', async () => {
      const response = await book(aBookingRequest(setUp.listingId, { name: 'Referenced Visitor' }));
      expect(response.statusCode, response.body).toBe(201);
      const { id, reference } = responseBody(response, bookingConfirmationAnswerSchema).booking;
      expect(reference).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
      expect(readBookingReference(reference)).toBe(reference);

      const list = responseBody(await adminGet('/api/admin/bookings'), adminBookingPageSchema);
      expect(list.items).toEqual([expect.objectContaining({ id, reference })]);
      expect(responseBody(await adminGet(`/api/admin/bookings/${id}`), adminBookingSchema)).toMatchObject({
        id,
        reference,
      });
      const [, row] = (await adminGet('/api/admin/bookings/export.csv')).body.split('\r\n');
      expect(row?.split(',')[0]).toBe(reference);
      expect(
        responseBody(
          await adminGet(`/api/admin/bookings?q=${reference.toLowerCase()}`),
          adminBookingPageSchema,
        ).items,
      ).toEqual([expect.objectContaining({ id })]);
    });

    it('differs from booking to booking', async () => {
      const references = new Set<string>();
      for (let n = 0; n < 5; n++) {
        references.add(
          responseBody(await book(aBookingRequest(setUp.listingId)), bookingConfirmationAnswerSchema).booking
            .reference,
        );
      }
      expect(references.size).toBe(5);
    });

    it('is drawn again when it belongs to another booking already', async () => {
      const first = responseBody(
        await book(aBookingRequest(setUp.listingId)),
        bookingConfirmationAnswerSchema,
      ).booking;
      // The next draw repeats the first booking's reference once; the one after is fresh.
      const bytesOf = (reference: string) =>
        Array.from(reference, (character) => BOOKING_REFERENCE_ALPHABET.indexOf(character));
      const draws = vi.spyOn(globalThis.crypto, 'getRandomValues');
      draws.mockImplementationOnce((array) => {
        (array as Uint8Array).set(bytesOf(first.reference));
        return array;
      });
      try {
        const second = await book(aBookingRequest(setUp.listingId, { name: 'Second Visitor' }));
        expect(second.statusCode, second.body).toBe(201);
        expect(responseBody(second, bookingConfirmationAnswerSchema).booking.reference).not.toBe(
          first.reference,
        );
      } finally {
        draws.mockRestore();
      }
      expect((await stored()).map((row) => row.name).sort()).toEqual(['Priya Sharma', 'Second Visitor']);
    });

    it('is shown to a bot that filled the honeypot too, so nothing tells it apart', async () => {
      const response = await book(aBookingRequest(setUp.listingId, { website: 'https://spam.example' }));
      expect(responseBody(response, bookingConfirmationAnswerSchema).booking.reference).toMatch(
        /^[0-9A-HJKMNP-TV-Z]{8}$/,
      );
    });
  });
});
