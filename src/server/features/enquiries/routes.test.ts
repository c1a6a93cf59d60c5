import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { adminEnquiryPageSchema } from '#domain/admin-enquiry';
import { CONTACT_MESSAGES } from '#domain/contact-fields';
import { enquiryReceiptAnswerSchema } from '#domain/enquiry-receipt';
import { ENQUIRY_MESSAGES } from '#domain/enquiry-request';
import { enquiries } from '#server/db/schema';
import { errorBody, responseBody } from '#server/testing/response-body';
import { signedInVisitor } from '#server/testing/signed-in-visitor';
import { TEST_DATABASE_KINDS } from '#server/testing/test-database';
import {
  aConstructionEnquiry,
  aContactEnquiry,
  aFormToken,
  aPropertyEnquiry,
  visitorFormRouteTests,
} from '#server/testing/visitor-forms';

describe.each(TEST_DATABASE_KINDS)('sending enquiries on %s', (kind) => {
  const {
    setUp,
    submit: send,
    stored,
  } = visitorFormRouteTests(kind, { table: enquiries, url: '/api/enquiries' });

  it('records an enquiry about a listing, with the title it had', async () => {
    const response = await send(aPropertyEnquiry(setUp.listingId));
    expect(response.statusCode, response.body).toBe(201);
    expect(responseBody(response, enquiryReceiptAnswerSchema).enquiry).toMatchObject({
      kind: 'property',
      status: 'new',
      propertyId: setUp.listingId,
    });
    expect(await stored()).toEqual([
      expect.objectContaining({
        kind: 'property',
        status: 'new',
        propertyId: setUp.listingId,
        name: 'Meera Iyer',
        phone: '+919123456789',
        email: null,
        message: 'Is the price negotiable?',
        details: { propertyTitle: '3 BHK Apartment in Indiranagar' },
        userId: null,
      }),
    ]);
  });

  it('records a question from the contact page', async () => {
    expect((await send(aContactEnquiry())).statusCode).toBe(201);
    expect(await stored()).toEqual([
      expect.objectContaining({
        kind: 'contact',
        propertyId: null,
        phone: null,
        email: 'farhan@example.in',
        message: 'Do you help NRIs buy property in Hyderabad?',
        details: {},
      }),
    ]);
  });

  it('records a construction enquiry with its plot, budget and timeline', async () => {
    const response = await send(aConstructionEnquiry({ plotArea: '2,400' }));
    expect(response.statusCode, response.body).toBe(201);
    expect(await stored()).toEqual([
      expect.objectContaining({
        kind: 'construction',
        city: 'Mysuru',
        phone: '+919000011111',
        email: 'arjun@example.in',
        details: { plotArea: 2400, plotAreaUnit: 'sq-ft', budgetRange: '1cr-2cr', timeline: '3-6-months' },
      }),
    ]);
  });

  it('answers 404 for an enquiry about a listing that is gone, storing nothing', async () => {
    const response = await send(aPropertyEnquiry(randomUUID()));
    expect(response.statusCode).toBe(404);
    expect(errorBody(response).error.message).toMatch(/could not find this property/);
    expect(await stored()).toEqual([]);
  });

  const invalid: Array<[string, () => object, string, string]> = [
    [
      'a property enquiry without a listing',
      () => aPropertyEnquiry('', {}),
      'propertyId',
      ENQUIRY_MESSAGES.propertyId,
    ],
    [
      'a property enquiry with a bad phone',
      () => aPropertyEnquiry(setUp.listingId, { phone: '4567' }),
      'phone',
      CONTACT_MESSAGES.phoneInvalid,
    ],
    [
      'a contact enquiry without an email',
      () => aContactEnquiry({ email: '' }),
      'email',
      CONTACT_MESSAGES.emailRequired,
    ],
    [
      'a contact enquiry without a question',
      () => aContactEnquiry({ message: '' }),
      'message',
      ENQUIRY_MESSAGES.contactMessage,
    ],
    [
      'a construction enquiry without a city',
      () => aConstructionEnquiry({ city: '' }),
      'city',
      ENQUIRY_MESSAGES.cityRequired,
    ],
    [
      'a construction enquiry with a tiny plot',
      () => aConstructionEnquiry({ plotArea: '20', plotAreaUnit: 'sq-yd' }),
      'plotArea',
      ENQUIRY_MESSAGES.plotTooSmall,
    ],
    [
      'a construction enquiry in an unknown unit',
      () => aConstructionEnquiry({ plotAreaUnit: 'bigha' as never }),
      'plotAreaUnit',
      ENQUIRY_MESSAGES.plotAreaUnit,
    ],
    [
      'a construction enquiry with an unknown budget',
      () => aConstructionEnquiry({ budgetRange: '10cr' as never }),
      'budgetRange',
      ENQUIRY_MESSAGES.budget,
    ],
    [
      'a construction enquiry with an unknown timeline',
      () => aConstructionEnquiry({ timeline: 'someday' as never }),
      'timeline',
      ENQUIRY_MESSAGES.timeline,
    ],
    [
      'an enquiry of an unknown kind',
      () => ({ ...aContactEnquiry(), kind: 'complaint' }),
      'kind',
      ENQUIRY_MESSAGES.kind,
    ],
  ];
  it.each(invalid)(
    'refuses %s with a message on its field, storing nothing',
    async (_case, payload, field, message) => {
      const response = await send(payload());
      expect(response.statusCode, response.body).toBe(400);
      expect(errorBody(response).error).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { [field]: message },
      });
      expect(await stored()).toEqual([]);
    },
  );

  it('records who wrote when the visitor is signed in', async () => {
    const visitor = await signedInVisitor(setUp.t.app, 'visitor@example.com');
    const response = await send(aContactEnquiry(), visitor.headers);
    expect(response.statusCode, response.body).toBe(201);
    expect((await stored())[0]?.userId).toBe(visitor.userId);
  });

  it('answers a filled-in honeypot as if the enquiry were sent, and stores nothing', async () => {
    const response = await send(
      aConstructionEnquiry({ website: 'http://spam.example', formToken: aFormToken(0) }),
    );
    expect(response.statusCode).toBe(201);
    expect(responseBody(response, enquiryReceiptAnswerSchema).enquiry).toMatchObject({
      kind: 'construction',
      status: 'new',
    });
    expect(await stored()).toEqual([]);
  });

  it('refuses an enquiry sent sooner than a person could fill the form, storing nothing', async () => {
    const response = await send(aContactEnquiry({ formToken: aFormToken(0) }));
    expect(response.statusCode).toBe(400);
    expect(errorBody(response).error.code).toBe('FORM_TOO_FAST');
    expect(await stored()).toEqual([]);
  });

  it('creates one enquiry for a double submit and for simultaneous repeats', async () => {
    const key = randomUUID();
    const first = await send(aConstructionEnquiry(), { 'idempotency-key': key });
    const again = await send(aConstructionEnquiry(), { 'idempotency-key': key });
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(responseBody(again, enquiryReceiptAnswerSchema).enquiry.id).toBe(
      responseBody(first, enquiryReceiptAnswerSchema).enquiry.id,
    );

    const racing = randomUUID();
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => send(aContactEnquiry(), { 'idempotency-key': racing })),
    );
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(1);
    expect(
      new Set(responses.map((response) => responseBody(response, enquiryReceiptAnswerSchema).enquiry.id))
        .size,
    ).toBe(1);
    expect(await stored()).toHaveLength(2);
  });

  it("answers 422 and reveals nothing when a key comes back with another visitor's details", async () => {
    const key = randomUUID();
    const first = await send(aContactEnquiry(), { 'idempotency-key': key });
    expect(first.statusCode).toBe(201);
    const other = await send(aContactEnquiry({ name: 'Someone Else', email: 'someone@example.com' }), {
      'idempotency-key': key,
    });
    expect(other.statusCode).toBe(422);
    expect(errorBody(other).error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(other.body).not.toContain(responseBody(first, enquiryReceiptAnswerSchema).enquiry.email);
    expect(await stored()).toHaveLength(1);
  });

  it.each([
    ['another message', { message: 'A smaller house after all.' }],
    ['another plot size', { plotArea: '1200' }],
    ['another budget', { budgetRange: '50l-1cr' as const }],
  ])('answers a key replayed with %s 422, never with the first enquiry', async (_name, changed) => {
    const key = randomUUID();
    const first = await send(aConstructionEnquiry(), { 'idempotency-key': key });
    expect(first.statusCode).toBe(201);
    const replayed = await send(aConstructionEnquiry(changed), { 'idempotency-key': key });
    expect(replayed.statusCode).toBe(422);
    expect(errorBody(replayed).error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(replayed.body).not.toContain(responseBody(first, enquiryReceiptAnswerSchema).enquiry.id);
    expect(await stored()).toHaveLength(1);
  });

  it('shows enquiries to the admin API newest first, by kind when asked', async () => {
    await send(aContactEnquiry());
    await send(aConstructionEnquiry());
    const all = await setUp.t.app.inject({
      method: 'GET',
      url: '/api/admin/enquiries',
      headers: setUp.admin,
    });
    expect(all.statusCode, all.body).toBe(200);
    expect(
      responseBody(all, adminEnquiryPageSchema).items.map((item: { kind: string }) => item.kind),
    ).toEqual(['construction', 'contact']);
    const construction = await setUp.t.app.inject({
      method: 'GET',
      url: '/api/admin/enquiries?kind=construction',
      headers: setUp.admin,
    });
    expect(responseBody(construction, adminEnquiryPageSchema)).toMatchObject({
      total: 1,
      items: [{ kind: 'construction', city: 'Mysuru', details: { budgetRange: '1cr-2cr' } }],
    });
    const bad = await setUp.t.app.inject({
      method: 'GET',
      url: '/api/admin/enquiries?pageSize=101',
      headers: setUp.admin,
    });
    expect(bad.statusCode).toBe(400);
  });
});
