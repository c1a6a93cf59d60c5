/** Bookings and enquiries made through the public API as a signed-out visitor, for admin tests to work on. */
import { expect, type APIRequestContext, type Browser } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { aListingOfOurOwn } from './test-listings.js';

/** A surname no other test run uses (names are letters only, so no digits). */
export const aSurname = () =>
  Array.from({ length: 8 }, (_, index) =>
    String.fromCharCode((index === 0 ? 65 : 97) + Math.floor(Math.random() * 26)),
  ).join('');

/** A visitor's name no other test run uses: `first` and a made-up surname. */
export const aVisitorName = (first: string) => `${first} ${aSurname()}`;

/**
 * Sends one visitor form's body until the server accepts it (it refuses a form sent sooner than its minimum fill
 * time), with one Idempotency-Key so a retry cannot make a second record. Returns the new record's id.
 */
async function sendVisitorForm(
  api: APIRequestContext,
  path: string,
  body: Record<string, unknown>,
  record: 'booking' | 'enquiry',
): Promise<string> {
  const { token } = (await (await api.get('/api/forms/token')).json()) as { token: string };
  const idempotencyKey = randomUUID();
  let id = '';
  await expect
    .poll(
      async () => {
        const response = await api.post(path, {
          data: { website: '', formToken: token, ...body },
          headers: { 'Idempotency-Key': idempotencyKey },
        });
        if (response.status() === 201)
          id = ((await response.json()) as Record<typeof record, { id: string }>)[record].id;
        return response.status();
      },
      { intervals: [500, 500, 1000] },
    )
    .toBe(201);
  return id;
}

/** Runs `send` in a browser context of its own, so the admin's session does not come along. */
async function asVisitor<T>(browser: Browser, send: (api: APIRequestContext) => Promise<T>): Promise<T> {
  const visitor = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    storageState: { cookies: [], origins: [] },
  });
  try {
    return await send(visitor.request);
  } finally {
    await visitor.close();
  }
}

/**
 * A visit on `preferredDate` (YYYY-MM-DD), late morning, to the listing `propertyId` names (this worker's listing
 * of its own without it). Returns the booking's id.
 */
export async function bookAVisit(
  browser: Browser,
  visit: { name: string; preferredDate: string; message?: string; email?: string; propertyId?: string },
): Promise<string> {
  const propertyId = visit.propertyId ?? (await aListingOfOurOwn()).id;
  return asVisitor(browser, (api) =>
    sendVisitorForm(
      api,
      '/api/bookings',
      {
        propertyId,
        phone: '98450 54321',
        email: 'visitor@example.in',
        timeSlot: '11:00-13:00',
        ...visit,
      },
      'booking',
    ),
  );
}

/** A question from the contact page. Returns the enquiry's id. */
export function sendAContactEnquiry(browser: Browser, name: string): Promise<string> {
  return asVisitor(browser, (api) =>
    sendVisitorForm(
      api,
      '/api/enquiries',
      {
        kind: 'contact',
        name,
        email: 'visitor@example.in',
        message: 'Do you list homes near the metro in Whitefield?',
      },
      'enquiry',
    ),
  );
}
