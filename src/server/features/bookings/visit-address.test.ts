import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingConfirmationAnswerSchema } from '#domain/booking-confirmation';
import { propertyInputSchema } from '#domain/property-schema';
import { SYSTEM_ACTOR } from '#server/audit/audit-log';
import { bookings, mails } from '#server/db/schema';
import { createLiveListing } from '#server/testing/live-listing';
import { aFlat } from '#server/testing/listing-factory';
import { responseBody } from '#server/testing/response-body';
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '#server/testing/test-app';
import { TEST_DATABASE_KINDS } from '#server/testing/test-database';
import { aBookingRequest, TEST_FORM_ENV } from '#server/testing/visitor-forms';
import { queueVisitMail } from './mails/visit-mails.js';

describe.each(TEST_DATABASE_KINDS)('the address in visit mails on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind, { env: TEST_FORM_ENV });
  });
  afterAll(async () => t?.close());

  it('names the locality once, in the mail and in the invite’s LOCATION, though the street address has it', async () => {
    const listing = await createLiveListing(
      t.db,
      propertyInputSchema.parse(
        aFlat({ address: '12, ITPL Road, Whitefield', location: 'Whitefield', pincode: '560066' }),
      ),
      [],
      SYSTEM_ACTOR,
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: aBookingRequest(listing.id),
    });
    expect(response.statusCode, response.body).toBe(201);
    const address = '12, ITPL Road, Whitefield, Bengaluru, Karnataka 560066';
    const [requested] = await t.db.select().from(mails).where(eq(mails.template, 'visit-requested'));
    expect(requested!.text).toContain(`Address: ${address}`);
    expect(requested!.html).toContain(address);

    const [booking] = await t.db
      .update(bookings)
      .set({ status: 'confirmed', version: 2 })
      .where(eq(bookings.id, responseBody(response, bookingConfirmationAnswerSchema).booking.id))
      .returning();
    await t.db.transaction((tx) =>
      queueVisitMail(tx, { publicUrl: TEST_PUBLIC_URL, visitLinkSecret: 'test' }, booking!, 'confirmed'),
    );
    const [confirmed] = await t.db.select().from(mails).where(eq(mails.template, 'visit-confirmed'));
    const invite = confirmed!.attachments[0]!.content.replace(/\r\n[ \t]/g, '');
    expect(invite).toContain(`LOCATION:${address.replace(/,/g, '\\,')}`);
    for (const part of [requested!.text, requested!.html, confirmed!.text, invite]) {
      expect(part).not.toMatch(/Whitefield\\?, Whitefield/);
    }
  });
});
