import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formTokenSchema } from '#domain/form-token';
import { bookings, enquiries } from '#server/db/schema';
import { errorBody, responseBody } from '#server/testing/response-body';
import type { TestApp } from '#server/testing/test-app';
import { TEST_DATABASE_KINDS } from '#server/testing/test-database';
import {
  aBookingRequest,
  aContactEnquiry,
  buildVisitorFormTestApp,
  TEST_FORM_ENV,
} from '#server/testing/visitor-forms';
import { checkFormToken } from './form-token.js';

describe.each(TEST_DATABASE_KINDS)('spam protection of visitor forms on %s', (kind) => {
  let t: TestApp;
  let listingId: string;
  beforeAll(async () => {
    ({ t, listingId } = await buildVisitorFormTestApp(kind, {
      FORM_RATE_LIMIT_MAX: '2',
      FORM_RATE_LIMIT_WINDOW_MINUTES: '10',
    }));
  });
  afterAll(async () => t?.close());

  it('hands a form a signed token that is accepted once the minimum fill time has passed', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/forms/token' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { token, minFillSeconds } = responseBody(response, formTokenSchema);
    expect(minFillSeconds).toBe(3);
    const secret = TEST_FORM_ENV.FORM_TOKEN_SECRET;
    expect(() => checkFormToken(token, { secret, minFillMs: 3000 })).toThrow(
      expect.objectContaining({ code: 'FORM_TOO_FAST' }),
    );
    expect(() =>
      checkFormToken(token, { secret, minFillMs: 3000, now: new Date(Date.now() + 5000) }),
    ).not.toThrow();
  });

  it('stops an address after the configured number of submissions per form, with a clear 429', async () => {
    const book = () =>
      t.app.inject({ method: 'POST', url: '/api/bookings', payload: aBookingRequest(listingId) });
    expect((await book()).statusCode).toBe(201);
    expect((await book()).statusCode).toBe(201);
    const refused = await book();
    expect(refused.statusCode).toBe(429);
    expect(errorBody(refused)).toEqual({
      error: {
        code: 'RATE_LIMITED',
        message: expect.stringMatching(
          /^You have sent this form several times in a short while\. Please wait \d+ minutes? and try again/,
        ) as string,
      },
    });
    expect(refused.headers['retry-after']).toBeDefined();
    expect(await t.db.select().from(bookings)).toHaveLength(2);

    // Each form has its own allowance: the enquiry form still works from the same address.
    const enquiry = await t.app.inject({ method: 'POST', url: '/api/enquiries', payload: aContactEnquiry() });
    expect(enquiry.statusCode).toBe(201);
    expect(await t.db.select().from(enquiries)).toHaveLength(1);
  });

  it('counts another address separately', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: aBookingRequest(listingId),
      remoteAddress: '203.0.113.7',
    });
    expect(response.statusCode).toBe(201);
  });
});
