import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminBookingSchema } from '#domain/admin-booking';
import { adminEnquirySchema } from '#domain/admin-enquiry';
import { addDays, indiaToday } from '#domain/india-calendar';
import { adminListingAnswerSchema } from '#domain/listing-record';
import { DEFAULT_SITE_SETTINGS, editableSiteSettingsSchema } from '#domain/site-settings';
import { sessionSchema, userListSchema } from '#domain/user-profile';
import { aFlat } from '#server/testing/listing-factory';
import { checkedBody, errorAnswerSchema } from '#server/testing/response-body';
import { signIn, writeHeaders } from '#server/testing/sign-in';
import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { TEST_DATABASE_KINDS } from '#server/testing/test-database';
import { bookings, enquiries } from './schema.js';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';
// The answers are JSON, read by the assertions through their routes' schemas.
type Answer = { status: number; body: unknown };

/**
 * Two admins open the same record; the first saves, the second saves on the version it read. For every kind
 * of record the team edits, the second hears 409 RECORD_CHANGED with the record as its GET now answers it,
 * and the first one's change stays.
 */
describe.each(TEST_DATABASE_KINDS)('two admins editing one record on %s', (kind) => {
  let t: TestApp;
  type Caller = (method: Method, url: string, payload?: object) => Promise<Answer>;
  let asha: Caller;
  let ravi: Caller;
  let visitorId: string;

  const callerFor = async (email: string): Promise<Caller> => {
    const signedIn = await signIn(t.app, email);
    const headers = writeHeaders(signedIn);
    return async (method, url, payload) => {
      const response = await t.app.inject({
        method,
        url: `/api${url}`,
        headers,
        ...(payload && { payload }),
      });
      return { status: response.statusCode, body: response.json() };
    };
  };

  beforeAll(async () => {
    t = await buildTestApp(kind, { env: { ADMIN_EMAILS: 'asha@example.com,ravi@example.com' } });
    asha = await callerFor('asha@example.com');
    ravi = await callerFor('ravi@example.com');
    visitorId = (await signIn(t.app, 'visitor@example.com')).user.id;
  });
  afterAll(async () => t?.close());

  /** Asha's write goes first; Ravi's, on the version both read, is refused with what Asha made. */
  async function expectSecondRefused(
    read: () => Promise<unknown>,
    first: () => Promise<Answer>,
    second: () => Promise<Answer>,
  ) {
    const won = await first();
    expect(won.status, JSON.stringify(won.body)).toBe(200);
    const lost = await second();
    expect(lost.status, JSON.stringify(lost.body)).toBe(409);
    expect(checkedBody(lost.body, errorAnswerSchema).error).toEqual({
      code: 'RECORD_CHANGED',
      message: expect.any(String) as string,
      current: await read(),
    });
    expect(await read()).toEqual(won.body);
  }

  it('a listing', async () => {
    const created = await asha('POST', '/admin/properties', { property: aFlat() });
    const { id, version } = checkedBody(created.body, adminListingAnswerSchema).property;
    const read = async () =>
      checkedBody((await asha('GET', `/admin/properties/${id}`)).body, adminListingAnswerSchema);
    await expectSecondRefused(
      read,
      () => asha('PUT', `/admin/properties/${id}`, { version, property: aFlat({ price: 9_500_000 }) }),
      () => ravi('PUT', `/admin/properties/${id}`, { version, property: aFlat({ price: 8_000_000 }) }),
    );
    expect((await read()).property).toMatchObject({ price: 9_500_000, version: version + 1 });
  });

  it('a booking: a status move, a reschedule and notes', async () => {
    const [booking] = await t.db
      .insert(bookings)
      .values({
        propertyTitle: 'A flat',
        name: 'Priya Sharma',
        phone: '+919845012345',
        preferredDate: addDays(indiaToday(new Date()), 7),
        timeSlot: '11:00-13:00',
      })
      .returning();
    const url = `/admin/bookings/${booking!.id}`;
    const read = async () => checkedBody((await asha('GET', url)).body, adminBookingSchema);
    await expectSecondRefused(
      read,
      () => asha('POST', `${url}/status`, { status: 'confirmed', version: 1 }),
      () => ravi('POST', `${url}/status`, { status: 'cancelled', version: 1 }),
    );
    await expectSecondRefused(
      read,
      () =>
        asha('POST', `${url}/reschedule`, {
          preferredDate: addDays(indiaToday(new Date()), 8),
          timeSlot: '09:00-11:00',
          version: 2,
        }),
      () => ravi('PUT', `${url}/notes`, { notes: 'Called, no answer.', version: 2 }),
    );
    expect(await read()).toMatchObject({ status: 'confirmed', notes: null, version: 3 });
  });

  it('an enquiry: a status move and notes', async () => {
    const [enquiry] = await t.db
      .insert(enquiries)
      .values({ kind: 'contact', name: 'Farhan Qureshi', email: 'farhan@example.in', message: 'Hello' })
      .returning();
    const url = `/admin/enquiries/${enquiry!.id}`;
    const read = async () => checkedBody((await asha('GET', url)).body, adminEnquirySchema);
    await expectSecondRefused(
      read,
      () => asha('PUT', `${url}/notes`, { notes: 'Asha: calling back at 5.', version: 1 }),
      () => ravi('PUT', `${url}/notes`, { notes: 'Ravi: no answer.', version: 1 }),
    );
    await expectSecondRefused(
      read,
      () => asha('POST', `${url}/status`, { status: 'contacted', version: 2 }),
      () => ravi('POST', `${url}/status`, { status: 'closed', version: 2 }),
    );
    expect(await read()).toMatchObject({
      status: 'contacted',
      notes: 'Asha: calling back at 5.',
      version: 3,
    });
  });

  it('the site settings', async () => {
    const read = async () =>
      checkedBody((await asha('GET', '/admin/settings/site')).body, editableSiteSettingsSchema);
    const { version } = await read();
    await expectSecondRefused(
      read,
      () =>
        asha('PUT', '/admin/settings/site', { ...DEFAULT_SITE_SETTINGS, siteName: 'Asha Homes', version }),
      () =>
        ravi('PUT', '/admin/settings/site', { ...DEFAULT_SITE_SETTINGS, siteName: 'Ravi Homes', version }),
    );
    expect((await read()).settings.siteName).toBe('Asha Homes');
  });

  it("a user's role", async () => {
    const { users } = checkedBody((await asha('GET', '/admin/users')).body, userListSchema);
    const { version } = users.find((user) => user.id === visitorId)!;
    const answered = async () => {
      const all = checkedBody((await asha('GET', '/admin/users')).body, userListSchema).users;
      return { user: all.find((user) => user.id === visitorId) };
    };
    await expectSecondRefused(
      answered,
      () => asha('PATCH', `/admin/users/${visitorId}/role`, { role: 'admin', version }),
      () => ravi('PATCH', `/admin/users/${visitorId}/role`, { role: 'user', version }),
    );
    expect((await answered()).user).toMatchObject({ role: 'admin', version: version + 1 });
  });

  it("a person's own profile, edited in two tabs", async () => {
    const firstTab = await callerFor('asha@example.com');
    const { user } = checkedBody((await firstTab('GET', '/me')).body, sessionSchema);
    const read = async () => ({ user: checkedBody((await firstTab('GET', '/me')).body, sessionSchema).user });
    await expectSecondRefused(
      read,
      () => firstTab('PATCH', '/me/profile', { name: 'Asha K', photoURL: '', version: user!.version }),
      () => asha('PATCH', '/me/profile', { name: 'Asha Kumar', photoURL: '', version: user!.version }),
    );
    expect((await read()).user!.name).toBe('Asha K');
  });

  it('answers 404, not 409, when the record is gone', async () => {
    const response = await asha('PUT', '/admin/enquiries/00000000-0000-4000-8000-000000000000/notes', {
      notes: 'Hello',
      version: 1,
    });
    expect(response.status).toBe(404);
  });
});
