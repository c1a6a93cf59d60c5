import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLiveListing } from '#server/testing/live-listing';
import { errorBody } from '#server/testing/response-body';
import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { TEST_DATABASE_KINDS } from '#server/testing/test-database';
import { signIn } from '#server/testing/sign-in';
import { propertyInputSchema } from '#domain/property-schema';
import { aFlat } from '#server/testing/listing-factory';
import { createListing } from '#server/listings/listing-writes';
import { SYSTEM_ACTOR } from '#server/audit/audit-log';
import { aPng, photoForm } from '#server/testing/photo-factory';
import { DEFAULT_SITE_SETTINGS } from '#domain/site-settings';
import { aNotification } from '#server/testing/notification-factory';
import { eq } from 'drizzle-orm';
import { bookings, enquiries, users } from '#server/db/schema';
import { addDays, indiaToday } from '#domain/india-calendar';
import { anImportRow, importCsv, importForm } from '#server/testing/listing-import-csv';

const NO_IMPORT = '00000000-0000-4000-8000-000000000000';

type Who = 'anonymous' | 'user' | 'agent' | 'admin';
type Ids = {
  visitorId: string;
  listingId: string;
  photo: Buffer;
  notificationId: string;
  enquiryId: string;
  bookingId: string;
};
type AdminRoute = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  request: (ids: Ids) => { url: string; payload?: unknown };
  /** What an admin gets: the route works for them. */
  adminStatus: number;
  /**
   * What an agent gets (issue 24): 403 on an admin-only route; on a team route, their own records only, so the
   * lists answer and a booking or enquiry not assigned to them is 404, as if it did not exist.
   */
  agentStatus: number;
};

/** Every admin API route. A route under /api/admin missing here fails the completeness test below. */
const ADMIN_ROUTES: AdminRoute[] = [
  {
    method: 'GET',
    url: '/api/admin/users',
    request: () => ({ url: '/api/admin/users' }),
    adminStatus: 200,
    agentStatus: 403,
  },
  {
    method: 'PATCH',
    url: '/api/admin/users/:id/role',
    request: ({ visitorId }) => ({ url: `/api/admin/users/${visitorId}/role`, payload: { role: 'user' } }),
    adminStatus: 200,
    agentStatus: 403,
  },
  {
    method: 'PATCH',
    url: '/api/admin/users/:id/trusted-lister',
    request: ({ visitorId }) => ({
      url: `/api/admin/users/${visitorId}/trusted-lister`,
      payload: { trustedLister: true },
    }),
    adminStatus: 200,
    agentStatus: 403,
  },
  {
    method: 'GET',
    url: '/api/admin/settings/site',
    request: () => ({ url: '/api/admin/settings/site' }),
    adminStatus: 200,
    agentStatus: 403,
  },
  {
    method: 'PUT',
    url: '/api/admin/settings/site',
    // The first save names the defaults' version 0; only the admin's request gets as far as saving.
    request: () => ({
      url: '/api/admin/settings/site',
      payload: { ...DEFAULT_SITE_SETTINGS, version: 0 },
    }),
    adminStatus: 200,
    agentStatus: 403,
  },
  {
    method: 'GET',
    url: '/api/admin/properties',
    request: () => ({ url: '/api/admin/properties' }),
    adminStatus: 200,
    agentStatus: 200,
  },
  {
    method: 'GET',
    url: '/api/admin/properties/price-benchmark',
    request: () => ({
      url: '/api/admin/properties/price-benchmark?city=Bengaluru&subCategory=flat&propertyStatus=rent',
    }),
    adminStatus: 200,
    agentStatus: 200,
  },
  {
    method: 'GET',
    url: '/api/admin/properties/:id',
    request: ({ listingId }) => ({ url: `/api/admin/properties/${listingId}` }),
    adminStatus: 200,
    agentStatus: 404,
  },
  {
    method: 'GET',
    url: '/api/admin/properties/:id/duplicates',
    request: ({ listingId }) => ({ url: `/api/admin/properties/${listingId}/duplicates` }),
    adminStatus: 200,
    agentStatus: 403,
  },
  {
    method: 'POST',
    url: '/api/admin/properties',
    request: () => ({ url: '/api/admin/properties', payload: { property: aFlat() } }),
    adminStatus: 201,
    agentStatus: 403,
  },
  {
    method: 'PUT',
    url: '/api/admin/properties/:id',
    request: ({ listingId }) => ({
      url: `/api/admin/properties/${listingId}`,
      payload: { version: 1, property: aFlat() },
    }),
    adminStatus: 200,
    agentStatus: 404,
  },
  {
    method: 'PATCH',
    url: '/api/admin/properties/:id/featured',
    request: ({ listingId }) => ({
      url: `/api/admin/properties/${listingId}/featured`,
      payload: { isFeatured: true },
    }),
    adminStatus: 200,
    agentStatus: 403,
  },
  // After the form save (version 2) and the featured switch (which keeps it): a new listing is a draft.
  {
    method: 'POST',
    url: '/api/admin/properties/:id/state',
    request: ({ listingId }) => ({
      url: `/api/admin/properties/${listingId}/state`,
      payload: { to: 'archived', version: 2 },
    }),
    adminStatus: 200,
    agentStatus: 404,
  },
  {
    method: 'POST',
    url: '/api/admin/properties/:id/confirm',
    request: ({ listingId }) => ({
      url: `/api/admin/properties/${listingId}/confirm`,
      payload: { version: 3 },
    }),
    adminStatus: 200,
    agentStatus: 404,
  },
  {
    method: 'POST',
    url: '/api/admin/properties/state',
    request: ({ listingId }) => ({
      url: '/api/admin/properties/state',
      payload: { ids: [listingId], to: 'draft' },
    }),
    adminStatus: 200,
    agentStatus: 403,
  },
  {
    method: 'GET',
    url: '/api/admin/properties/:id/upcoming-visits',
    request: ({ listingId }) => ({ url: `/api/admin/properties/${listingId}/upcoming-visits` }),
    adminStatus: 200,
    agentStatus: 404,
  },
  {
    method: 'GET',
    url: '/api/admin/properties/:id/verification',
    request: ({ listingId }) => ({ url: `/api/admin/properties/${listingId}/verification` }),
    adminStatus: 200,
    agentStatus: 403,
  },
  {
    method: 'PUT',
    url: '/api/admin/properties/:id/verification/:check',
    request: ({ listingId }) => ({
      url: `/api/admin/properties/${listingId}/verification/site-visited`,
      payload: { checkedOn: indiaToday(new Date()), note: 'Walked through every room.' },
    }),
    adminStatus: 200,
    agentStatus: 403,
  },
  {
    method: 'DELETE',
    url: '/api/admin/properties/:id/verification/:check',
    request: ({ listingId }) => ({ url: `/api/admin/properties/${listingId}/verification/site-visited` }),
    adminStatus: 200,
    agentStatus: 403,
  },
  {
    method: 'GET',
    url: '/api/admin/imports/template.csv',
    request: () => ({ url: '/api/admin/imports/template.csv' }),
    adminStatus: 200,
    agentStatus: 200,
  },
  {
    method: 'POST',
    url: '/api/admin/imports',
    request: () => ({ url: '/api/admin/imports', payload: importForm(importCsv([anImportRow(1)])) }),
    adminStatus: 201,
    agentStatus: 201,
  },
  // An import no one made: past the guard, an admin hears it does not exist (its own tests read real ones).
  {
    method: 'GET',
    url: '/api/admin/imports/:id',
    request: () => ({ url: `/api/admin/imports/${NO_IMPORT}` }),
    adminStatus: 404,
    agentStatus: 404,
  },
  {
    method: 'POST',
    url: '/api/admin/imports/:id/confirm',
    request: () => ({ url: `/api/admin/imports/${NO_IMPORT}/confirm` }),
    adminStatus: 404,
    agentStatus: 404,
  },
  {
    method: 'POST',
    url: '/api/admin/property-images',
    request: ({ photo }) => ({
      url: '/api/admin/property-images',
      payload: photoForm(photo, 'front.png', 'image/png'),
    }),
    adminStatus: 201,
    agentStatus: 201,
  },
  {
    method: 'GET',
    url: '/api/admin/bookings',
    request: () => ({ url: '/api/admin/bookings' }),
    adminStatus: 200,
    agentStatus: 200,
  },
  {
    method: 'GET',
    url: '/api/admin/enquiries',
    request: () => ({ url: '/api/admin/enquiries' }),
    adminStatus: 200,
    agentStatus: 200,
  },
  {
    method: 'GET',
    url: '/api/admin/enquiries/export.csv',
    request: () => ({ url: '/api/admin/enquiries/export.csv' }),
    adminStatus: 200,
    agentStatus: 200,
  },
  {
    method: 'GET',
    url: '/api/admin/enquiries/:id',
    request: ({ enquiryId }) => ({ url: `/api/admin/enquiries/${enquiryId}` }),
    adminStatus: 200,
    agentStatus: 404,
  },
  {
    method: 'POST',
    url: '/api/admin/enquiries/:id/status',
    request: ({ enquiryId }) => ({
      url: `/api/admin/enquiries/${enquiryId}/status`,
      payload: { status: 'contacted' },
    }),
    adminStatus: 200,
    agentStatus: 404,
  },
  {
    method: 'PUT',
    url: '/api/admin/enquiries/:id/notes',
    request: ({ enquiryId }) => ({
      url: `/api/admin/enquiries/${enquiryId}/notes`,
      payload: { notes: 'Called back' },
    }),
    adminStatus: 200,
    agentStatus: 404,
  },
  {
    method: 'GET',
    url: '/api/admin/notifications',
    request: () => ({ url: '/api/admin/notifications' }),
    adminStatus: 200,
    agentStatus: 403,
  },
  {
    method: 'GET',
    url: '/api/admin/notifications/unread-count',
    request: () => ({ url: '/api/admin/notifications/unread-count' }),
    adminStatus: 200,
    agentStatus: 403,
  },
  {
    method: 'POST',
    url: '/api/admin/notifications/:id/read',
    request: ({ notificationId }) => ({ url: `/api/admin/notifications/${notificationId}/read` }),
    adminStatus: 200,
    agentStatus: 403,
  },
  {
    method: 'POST',
    url: '/api/admin/notifications/read-all',
    request: () => ({ url: '/api/admin/notifications/read-all' }),
    adminStatus: 200,
    agentStatus: 403,
  },
  {
    method: 'GET',
    url: '/api/admin/bookings/:id',
    request: ({ bookingId }) => ({ url: `/api/admin/bookings/${bookingId}` }),
    adminStatus: 200,
    agentStatus: 404,
  },
  {
    method: 'GET',
    url: '/api/admin/bookings/export.csv',
    request: () => ({ url: '/api/admin/bookings/export.csv?status=pending' }),
    adminStatus: 200,
    agentStatus: 200,
  },
  {
    method: 'GET',
    url: '/api/admin/bookings/agenda',
    request: () => ({ url: '/api/admin/bookings/agenda' }),
    adminStatus: 200,
    agentStatus: 200,
  },
  {
    method: 'POST',
    url: '/api/admin/bookings/:id/status',
    request: ({ bookingId }) => ({
      url: `/api/admin/bookings/${bookingId}/status`,
      payload: { status: 'confirmed' },
    }),
    adminStatus: 200,
    agentStatus: 404,
  },
  {
    method: 'POST',
    url: '/api/admin/bookings/:id/reschedule',
    request: ({ bookingId }) => ({
      url: `/api/admin/bookings/${bookingId}/reschedule`,
      payload: { preferredDate: addDays(indiaToday(new Date()), 8), timeSlot: '15:00-17:00' },
    }),
    adminStatus: 200,
    agentStatus: 404,
  },
  {
    method: 'PUT',
    url: '/api/admin/bookings/:id/notes',
    request: ({ bookingId }) => ({
      url: `/api/admin/bookings/${bookingId}/notes`,
      payload: { notes: 'Confirmed by phone.' },
    }),
    adminStatus: 200,
    agentStatus: 404,
  },
  {
    method: 'GET',
    url: '/api/admin/agents',
    request: () => ({ url: '/api/admin/agents' }),
    adminStatus: 200,
    agentStatus: 403,
  },
  {
    method: 'GET',
    url: '/api/admin/dashboard/response-times',
    request: () => ({ url: '/api/admin/dashboard/response-times' }),
    adminStatus: 200,
    agentStatus: 403,
  },
  {
    method: 'GET',
    url: '/api/admin/lead-routing',
    request: () => ({ url: '/api/admin/lead-routing' }),
    adminStatus: 200,
    agentStatus: 403,
  },
  {
    method: 'PUT',
    url: '/api/admin/lead-routing',
    request: () => ({ url: '/api/admin/lead-routing', payload: { mode: 'listing-agent', version: 0 } }),
    adminStatus: 200,
    agentStatus: 403,
  },
  {
    method: 'PUT',
    url: '/api/admin/properties/:id/agent',
    // Already with no agent: nothing to change, whatever the listing's version by now.
    request: ({ listingId }) => ({
      url: `/api/admin/properties/${listingId}/agent`,
      payload: { agentId: null, version: 1 },
    }),
    adminStatus: 200,
    agentStatus: 403,
  },
  {
    method: 'GET',
    url: '/api/admin/dashboard',
    request: () => ({ url: '/api/admin/dashboard' }),
    adminStatus: 200,
    agentStatus: 403,
  },
  {
    method: 'GET',
    url: '/api/admin/dashboard/counts',
    request: () => ({ url: '/api/admin/dashboard/counts' }),
    adminStatus: 200,
    agentStatus: 403,
  },
  {
    method: 'GET',
    url: '/api/admin/search',
    request: () => ({ url: '/api/admin/search?q=indiranagar' }),
    adminStatus: 200,
    agentStatus: 403,
  },
  {
    method: 'GET',
    url: '/api/admin/jobs',
    request: () => ({ url: '/api/admin/jobs' }),
    adminStatus: 200,
    agentStatus: 403,
  },
  {
    method: 'POST',
    url: '/api/admin/jobs/:name/run',
    request: () => ({ url: '/api/admin/jobs/auth.sweep-expired/run' }),
    adminStatus: 202,
    agentStatus: 403,
  },
  {
    method: 'POST',
    url: '/api/admin/jobs/:name/:id/retry',
    // No job has failed here: the admin gets as far as being told there is no such job.
    request: () => ({ url: '/api/admin/jobs/auth.sweep-expired/5f0c3a52-3b8e-4f55-9a4e-0d6c4b1f3b71/retry' }),
    adminStatus: 404,
    agentStatus: 403,
  },
  {
    method: 'GET',
    url: '/api/admin/mails',
    request: () => ({ url: '/api/admin/mails' }),
    adminStatus: 200,
    agentStatus: 403,
  },
  {
    method: 'GET',
    url: '/api/admin/mails/:id',
    // The admin gets as far as being told there is no such mail.
    request: () => ({ url: '/api/admin/mails/5f0c3a52-3b8e-4f55-9a4e-0d6c4b1f3b71' }),
    adminStatus: 404,
    agentStatus: 403,
  },
  {
    method: 'GET',
    url: '/api/admin/mails/:id/attachments/:index',
    // The admin gets as far as being told there is no such mail.
    request: () => ({ url: '/api/admin/mails/5f0c3a52-3b8e-4f55-9a4e-0d6c4b1f3b71/attachments/0' }),
    adminStatus: 404,
    agentStatus: 403,
  },
  {
    method: 'GET',
    url: '/api/admin/profile/team-mail',
    request: () => ({ url: '/api/admin/profile/team-mail' }),
    adminStatus: 200,
    agentStatus: 403,
  },
  {
    method: 'PUT',
    url: '/api/admin/profile/team-mail',
    request: () => ({
      url: '/api/admin/profile/team-mail',
      payload: { newBookings: true, newEnquiries: false, dailyDigest: true },
    }),
    adminStatus: 200,
    agentStatus: 403,
  },
  // Last: it removes the listing the routes above use.
  {
    method: 'DELETE',
    url: '/api/admin/properties/:id',
    request: ({ listingId }) => ({ url: `/api/admin/properties/${listingId}` }),
    adminStatus: 204,
    agentStatus: 403,
  },
];

const EXPECTED: Record<Exclude<Who, 'admin' | 'agent'>, number> = { anonymous: 401, user: 403 };

describe.each(TEST_DATABASE_KINDS)('authorisation of admin routes on %s', (kind) => {
  let t: TestApp;
  const browsers = {} as Record<Who, { cookie?: string; csrfToken?: string }>;
  let ids: Ids;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    const visitor = await signIn(t.app, 'visitor@example.com');
    const admin = await signIn(t.app, 'admin@example.com');
    const agent = await signIn(t.app, 'agent@example.com');
    await t.db.update(users).set({ role: 'agent' }).where(eq(users.id, agent.user.id));
    browsers.anonymous = {};
    browsers.user = { cookie: visitor.jar.header(), csrfToken: visitor.csrfToken };
    browsers.agent = { cookie: agent.jar.header(), csrfToken: agent.csrfToken };
    browsers.admin = { cookie: admin.jar.header(), csrfToken: admin.csrfToken };
    const listing = await createListing(t.db, propertyInputSchema.parse(aFlat()), [], SYSTEM_ACTOR);
    ids = {
      visitorId: visitor.user.id,
      listingId: listing.id,
      photo: await aPng(64, 48),
      notificationId: (await aNotification(t.db)).id,
      enquiryId: (
        await t.db
          .insert(enquiries)
          .values({ kind: 'contact', name: 'Farhan Qureshi', email: 'farhan@example.in', message: 'Hello' })
          .returning()
      )[0]!.id,
      bookingId: (
        await t.db
          .insert(bookings)
          .values({
            propertyId: listing.id,
            propertyTitle: listing.title,
            name: 'Priya Sharma',
            phone: '+919845012345',
            preferredDate: addDays(indiaToday(new Date()), 7),
            timeSlot: '11:00-13:00',
          })
          .returning()
      )[0]!.id,
    };
  });
  afterAll(async () => t?.close());

  it('lists every admin route in the matrix', () => {
    const registered = t.app.registeredRoutes
      .filter((route) => route.url.startsWith('/api/admin') && route.method !== 'HEAD')
      .map((route) => `${route.method} ${route.url}`);
    const covered = ADMIN_ROUTES.map((route) => `${route.method} ${route.url}`);
    expect(registered.length).toBeGreaterThan(0);
    expect(registered.filter((route) => !covered.includes(route))).toEqual([]);
  });

  // The agent goes first on each route: what an admin's call changes (a state move) is then still to be made.
  const cases = ADMIN_ROUTES.flatMap((route) =>
    (['anonymous', 'user', 'agent', 'admin'] as const).map((who) => ({ route, who })),
  );
  it.each(cases)('$route.method $route.url as $who', async ({ route, who }) => {
    const { url, payload } = route.request(ids);
    const browser = browsers[who];
    const response = await t.app.inject({
      method: route.method,
      url,
      headers: {
        ...(browser.cookie && { cookie: browser.cookie }),
        ...(browser.csrfToken && { 'x-csrf-token': browser.csrfToken }),
      },
      ...(payload !== undefined && { payload: payload as object }),
    });
    const expected =
      who === 'admin' ? route.adminStatus : who === 'agent' ? route.agentStatus : EXPECTED[who];
    expect(response.statusCode, response.body).toBe(expected);
    const refusal = { anonymous: 'UNAUTHORIZED', user: 'FORBIDDEN', agent: 'FORBIDDEN', admin: null }[who];
    if (refusal && response.statusCode >= 400 && response.statusCode !== 404)
      expect(errorBody(response).error.code).toBe(refusal);
    // Nothing here is assigned to the agent: a record they are refused is one they cannot see.
    if (who === 'agent' && response.statusCode === 404)
      expect(errorBody(response).error.code).toBe('NOT_FOUND');
  });
});

/** Public routes: anyone gets the same answer, signed in or not, as a visitor or as an admin. */
const PUBLIC_ROUTES: {
  method: 'GET';
  url: string;
  request: (listingId: string) => string;
  status: number;
}[] = [
  {
    method: 'GET',
    url: '/api/properties/:id/rera-qr.svg',
    request: (listingId) => `/api/properties/${listingId}/rera-qr.svg`,
    status: 200,
  },
  {
    method: 'GET',
    url: '/api/properties/map',
    request: () => '/api/properties/map?bbox=6,68,37.5,97.5&zoom=5',
    status: 200,
  },
  // A preview address the listing no longer has: the same way to its current one for everyone.
  {
    method: 'GET',
    url: '/media/share/:listingId/:file',
    request: (listingId) => `/media/share/${listingId}/0000000000000000.jpg`,
    status: 302,
  },
  { method: 'GET', url: '/api/places', request: () => '/api/places?q=Mumbai', status: 200 },
  // The listing made below is aFlat's, in Indiranagar, in the first city of Maharashtra the domain knows (Mumbai).
  {
    method: 'GET',
    url: '/api/localities/:city/:locality',
    request: () => '/api/localities/mumbai/indiranagar',
    status: 200,
  },
  { method: 'GET', url: '/api/localities/:city', request: () => '/api/localities/mumbai', status: 200 },
  // No MAP_PMTILES in the tests' configuration: no archive for anyone (routes.test.ts serves one).
  { method: 'GET', url: '/api/map/basemap.pmtiles', request: () => '/api/map/basemap.pmtiles', status: 404 },
];

describe.each(TEST_DATABASE_KINDS)('authorisation of public routes on %s', (kind) => {
  let t: TestApp;
  const cookies = {} as Record<Who, string | undefined>;
  let listingId: string;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    cookies.anonymous = undefined;
    cookies.user = (await signIn(t.app, 'visitor@example.com')).jar.header();
    cookies.admin = (await signIn(t.app, 'admin@example.com')).jar.header();
    const registered = aFlat({ state: 'Maharashtra', isReraRegistered: true, reraNumber: 'P51800012345' });
    listingId = (await createLiveListing(t.db, propertyInputSchema.parse(registered), [], SYSTEM_ACTOR)).id;
  });
  afterAll(async () => t?.close());

  const cases = PUBLIC_ROUTES.flatMap((route) =>
    (['anonymous', 'user', 'admin'] as const).map((who) => ({ route, who })),
  );
  it.each(cases)('$route.method $route.url as $who', async ({ route, who }) => {
    const cookie = cookies[who];
    const response = await t.app.inject({
      method: route.method,
      url: route.request(listingId),
      headers: cookie ? { cookie } : {},
    });
    expect(response.statusCode, response.body).toBe(route.status);
  });
});

/**
 * Public routes that take what anyone may read and nothing about a person: the same answer for everyone signed in
 * or out, so no one can reach another's data through them (there is none to reach). A shared comparison's link is
 * meant to be opened by anyone it is sent to.
 */
describe.each(TEST_DATABASE_KINDS)('authorisation of public compare routes on %s', (kind) => {
  let t: TestApp;
  const browsers = {} as Record<Who, { cookie?: string; csrfToken?: string }>;
  let ids: [string, string];
  beforeAll(async () => {
    t = await buildTestApp(kind);
    const visitor = await signIn(t.app, 'visitor@example.com');
    const admin = await signIn(t.app, 'admin@example.com');
    browsers.anonymous = {};
    browsers.user = { cookie: visitor.jar.header(), csrfToken: visitor.csrfToken };
    browsers.admin = { cookie: admin.jar.header(), csrfToken: admin.csrfToken };
    const listing = () => createLiveListing(t.db, propertyInputSchema.parse(aFlat()), [], SYSTEM_ACTOR);
    ids = [(await listing()).id, (await listing()).id];
  });
  afterAll(async () => t?.close());

  const asWho = (who: Who, method: 'GET' | 'POST', url: string, payload?: unknown) => {
    const browser = browsers[who];
    return t.app.inject({
      method,
      url,
      headers: {
        ...(browser.cookie && { cookie: browser.cookie }),
        ...(browser.csrfToken && { 'x-csrf-token': browser.csrfToken }),
      },
      ...(payload !== undefined && { payload: payload as object }),
    });
  };

  it.each(['anonymous', 'user', 'admin'] as const)(
    'compares, shares and opens a shared link as %s',
    async (who) => {
      const compared = await asWho(who, 'GET', `/api/compare?ids=${ids.join(',')}`);
      expect(compared.statusCode).toBe(200);
      const link = await asWho(who, 'POST', '/api/compare/links', { ids });
      expect(link.statusCode).toBe(200);
      const { token } = link.json<{ token: string }>();
      // Opened by someone else entirely: the link is the permission.
      const other = who === 'anonymous' ? 'user' : 'anonymous';
      const shared = await asWho(other, 'GET', `/api/compare/shared?token=${encodeURIComponent(token)}`);
      expect(shared.statusCode).toBe(200);
      expect(shared.json()).toEqual(compared.json());
    },
  );
});

/**
 * The language a signed-in person switched to (PUT /api/me/locale): their own account only, so a signed-out browser
 * is refused, a signed-in write needs the session's CSRF token, and the body names the language and nothing else.
 */
describe.each(TEST_DATABASE_KINDS)('authorisation of the account language on %s', (kind) => {
  let t: TestApp;
  const browsers = {} as Record<Exclude<Who, 'agent'>, { cookie?: string; csrfToken?: string }>;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    const visitor = await signIn(t.app, 'visitor@example.com');
    const admin = await signIn(t.app, 'admin@example.com');
    browsers.anonymous = {};
    browsers.user = { cookie: visitor.jar.header(), csrfToken: visitor.csrfToken };
    browsers.admin = { cookie: admin.jar.header(), csrfToken: admin.csrfToken };
  });
  afterAll(async () => t?.close());

  const put = (who: keyof typeof browsers, payload: object, { csrf = true } = {}) => {
    const browser = browsers[who];
    return t.app.inject({
      method: 'PUT',
      url: '/api/me/locale',
      headers: {
        ...(browser.cookie && { cookie: browser.cookie }),
        ...(csrf && browser.csrfToken && { 'x-csrf-token': browser.csrfToken }),
      },
      payload,
    });
  };

  it.each([
    ['anonymous', 401],
    ['user', 204],
    ['admin', 204],
  ] as const)('as %s answers %d', async (who, status) => {
    expect((await put(who, { locale: 'hi' })).statusCode).toBe(status);
  });

  it('refuses a signed-in write without its CSRF token, and a language it does not know', async () => {
    expect((await put('user', { locale: 'hi' }, { csrf: false })).statusCode).toBe(403);
    for (const locale of ['fr', 'हिन्दी', 'x'.repeat(200_000)]) {
      expect((await put('user', { locale })).statusCode).toBe(400);
    }
    const [visitor] = await t.db.select().from(users).where(eq(users.email, 'visitor@example.com'));
    expect(visitor!.locale).toBe('hi');
  });
});
