/** What a visitor's browser sends with a booking or enquiry form, for API tests; override what the test is about. */
import { createLiveListing } from '#server/testing/live-listing';
import type { BookingRequestInput } from '#domain/booking-request';
import type {
  ConstructionEnquiryInput,
  ContactEnquiryInput,
  PropertyEnquiryInput,
} from '#domain/enquiry-request';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { addDays, indiaToday } from '#domain/india-calendar';
import { propertyInputSchema } from '#domain/property-schema';
import type { bookings, enquiries } from '#server/db/schema';
import { mintFormToken } from '#server/anonymous-forms/form-token';
import { SYSTEM_ACTOR } from '#server/audit/audit-log';
import { aFlat } from './listing-factory.js';
import { signIn } from './sign-in.js';
import { buildTestApp, type TestApp } from './test-app.js';
import type { TestDatabaseKind } from './test-database.js';

const FORM_TOKEN_SECRET = 'test-form-token-secret-0123456789abcdef';

/**
 * The app's form settings for tests: a known secret (so tests can mint tokens of any age), the production
 * minimum fill time, and a rate limit high enough that only the test about it ever meets it.
 */
export const TEST_FORM_ENV = {
  FORM_TOKEN_SECRET,
  FORM_MIN_FILL_SECONDS: '3',
  FORM_RATE_LIMIT_MAX: '1000',
};

/**
 * The app with the test form settings (`env` overrides them), one listing to book or ask about, and the
 * headers of a signed-in admin for the lists of what visitors sent.
 */
export async function buildVisitorFormTestApp(
  kind: TestDatabaseKind,
  env: Record<string, string> = {},
): Promise<VisitorFormSetUp> {
  const t = await buildTestApp(kind, { env: { ...TEST_FORM_ENV, ...env } });
  const listingId = (await createLiveListing(t.db, propertyInputSchema.parse(aFlat()), [], SYSTEM_ACTOR)).id;
  const admin = { cookie: (await signIn(t.app, 'admin@example.com')).jar.header() };
  return { t, listingId, admin };
}

export type VisitorFormSetUp = { t: TestApp; listingId: string; admin: { cookie: string } };

/**
 * The set-up of a visitor form's route tests, called inside their describe: the app above for the file, the
 * form's table emptied before each test, the form's POST and what it stored. The set-up's fields are filled
 * in before the first test runs.
 */
export function visitorFormRouteTests(
  kind: TestDatabaseKind,
  { table, url }: { table: typeof bookings | typeof enquiries; url: string },
) {
  const setUp = {} as VisitorFormSetUp;
  beforeAll(async () => {
    Object.assign(setUp, await buildVisitorFormTestApp(kind));
  });
  afterAll(async () => setUp.t?.close());
  beforeEach(async () => {
    await setUp.t.db.delete(table);
  });
  return {
    setUp,
    submit: (payload: object, headers: Record<string, string> = {}) =>
      setUp.t.app.inject({ method: 'POST', url, payload, headers }),
    stored: () => setUp.t.db.select().from(table),
  };
}

/** A token as the form got it when it rendered `secondsAgo` seconds ago. */
export const aFormToken = (secondsAgo = 20) =>
  mintFormToken(FORM_TOKEN_SECRET, new Date(Date.now() - secondsAgo * 1000));

type Guarded<T> = T & { website?: string; formToken?: string };

/** A week from today in India: always bookable. */
export const nextWeek = () => addDays(indiaToday(new Date()), 7);

export const aBookingRequest = (
  propertyId: string,
  overrides: Partial<Guarded<BookingRequestInput>> = {},
): Guarded<BookingRequestInput> => ({
  propertyId,
  name: 'Priya Sharma',
  phone: '98450 12345',
  email: 'priya@example.in',
  preferredDate: nextWeek(),
  timeSlot: '11:00-13:00',
  message: 'We would like to see the terrace as well.',
  website: '',
  formToken: aFormToken(),
  ...overrides,
});

export const aPropertyEnquiry = (
  propertyId: string,
  overrides: Partial<Guarded<PropertyEnquiryInput>> = {},
): Guarded<PropertyEnquiryInput> => ({
  kind: 'property',
  propertyId,
  name: 'Meera Iyer',
  phone: '+91 91234 56789',
  email: '',
  message: 'Is the price negotiable?',
  website: '',
  formToken: aFormToken(),
  ...overrides,
});

export const aContactEnquiry = (
  overrides: Partial<Guarded<ContactEnquiryInput>> = {},
): Guarded<ContactEnquiryInput> => ({
  kind: 'contact',
  name: 'Farhan Qureshi',
  phone: '',
  email: 'farhan@example.in',
  message: 'Do you help NRIs buy property in Hyderabad?',
  website: '',
  formToken: aFormToken(),
  ...overrides,
});

export const aConstructionEnquiry = (
  overrides: Partial<Guarded<ConstructionEnquiryInput>> = {},
): Guarded<ConstructionEnquiryInput> => ({
  kind: 'construction',
  name: 'Arjun Rao',
  phone: '90000 11111',
  email: 'arjun@example.in',
  city: 'Mysuru',
  plotArea: '2400',
  plotAreaUnit: 'sq-ft',
  budgetRange: '1cr-2cr',
  timeline: '3-6-months',
  message: 'East-facing corner plot; we would like four bedrooms.',
  website: '',
  formToken: aFormToken(),
  ...overrides,
});
