import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, indiaToday } from '#domain/india-calendar';
import { myEnquiryListSchema, myVisitListSchema } from '#domain/my-account';
import { propertyInputSchema } from '#domain/property-schema';
import { SYSTEM_ACTOR } from '#server/audit/audit-log';
import { auditLog, bookings, enquiries, users } from '#server/db/schema';
import { createLiveListing } from '#server/testing/live-listing';
import { aFlat } from '#server/testing/listing-factory';
import { responseBody } from '#server/testing/response-body';
import { signIn, writeHeaders } from '#server/testing/sign-in';
import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { TEST_DATABASE_KINDS } from '#server/testing/test-database';
import { completeSignIn } from './sign-in-service.js';

describe.each(TEST_DATABASE_KINDS)(
  'visits and enquiries sent signed out join the account at sign-in (%s)',
  (kind) => {
    let t: TestApp;
    let listingId: string;
    const aSignedOutVisit = async (email: string | null) =>
      (
        await t.db
          .insert(bookings)
          .values({
            propertyId: listingId,
            propertyTitle: 'Garden flat',
            userId: null,
            name: 'Priya Sharma',
            phone: '+919845012345',
            email,
            preferredDate: addDays(indiaToday(new Date()), 5),
            timeSlot: '11:00-13:00',
            status: 'confirmed',
          })
          .returning()
      )[0]!;
    const aSignedOutEnquiry = async (email: string) =>
      (
        await t.db
          .insert(enquiries)
          .values({
            kind: 'property',
            propertyId: listingId,
            userId: null,
            name: 'Priya',
            email,
            message: 'Hi',
          })
          .returning()
      )[0]!;
    const identity = (email: string, emailVerified: boolean) => ({
      subject: email,
      email,
      name: 'Priya Sharma',
      picture: null,
      emailVerified,
    });

    beforeAll(async () => {
      t = await buildTestApp(kind);
      listingId = (
        await createLiveListing(
          t.db,
          propertyInputSchema.parse(aFlat({ title: 'Garden flat' })),
          [],
          SYSTEM_ACTOR,
        )
      ).id;
    });
    afterAll(async () => t?.close());

    it('shows a visit and an enquiry sent signed out on My HouseHunt after signing in with that address', async () => {
      const visit = await aSignedOutVisit('priya.visitor@example.com');
      const enquiry = await aSignedOutEnquiry('priya.visitor@example.com');
      const other = await aSignedOutVisit('someone.else@example.com');
      const session = await signIn(t.app, 'Priya.Visitor@example.com');
      const { user } = session;
      const headers = writeHeaders(session);
      const visits = await t.app.inject({ method: 'GET', url: '/api/me/visits', headers });
      expect(responseBody(visits, myVisitListSchema).items.map((item: { id: string }) => item.id)).toEqual([
        visit.id,
      ]);
      const sent = await t.app.inject({ method: 'GET', url: '/api/me/enquiries', headers });
      expect(responseBody(sent, myEnquiryListSchema).items.map((item: { id: string }) => item.id)).toEqual([
        enquiry.id,
      ]);
      const [untouched] = await t.db.select().from(bookings).where(eq(bookings.id, other.id));
      expect(untouched!.userId).toBeNull();
      const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'account.records-linked'));
      expect(entry).toMatchObject({
        entityId: user.id,
        details: { visits: [visit.id], enquiries: [enquiry.id] },
      });
    });

    it('links nothing when the provider does not vouch for the address', async () => {
      const visit = await aSignedOutVisit('unverified@example.com');
      const { user } = await completeSignIn(t.db, t.config, {
        providerId: 'dev',
        identity: identity('unverified@example.com', false),
        previousSessionToken: undefined,
        userAgent: undefined,
      });
      const [row] = await t.db.select().from(bookings).where(eq(bookings.id, visit.id));
      expect(row!.userId).toBeNull();
      // Signing in again once the provider has verified the address links it.
      await completeSignIn(t.db, t.config, {
        providerId: 'dev',
        identity: identity('unverified@example.com', true),
        previousSessionToken: undefined,
        userAgent: undefined,
      });
      const [linked] = await t.db.select().from(bookings).where(eq(bookings.id, visit.id));
      expect(linked!.userId).toBe(user.id);
    });

    it('leaves a visit linked to another account where it is', async () => {
      const first = await signIn(t.app, 'shared.one@example.com');
      const visit = await aSignedOutVisit('shared.two@example.com');
      await t.db.update(bookings).set({ userId: first.user.id }).where(eq(bookings.id, visit.id));
      await signIn(t.app, 'shared.two@example.com');
      const [row] = await t.db.select().from(bookings).where(eq(bookings.id, visit.id));
      expect(row!.userId).toBe(first.user.id);
    });

    it('takes the name the provider gives, replacing one made up from the address, but never one the person chose', async () => {
      const made = await completeSignIn(t.db, t.config, {
        providerId: 'dev',
        identity: { ...identity('priya.visitor2@example.com', true), name: null },
        previousSessionToken: undefined,
        userAgent: undefined,
      });
      expect(made.user.name).toBe('Priya Visitor2');
      const named = await completeSignIn(t.db, t.config, {
        providerId: 'dev',
        identity: identity('priya.visitor2@example.com', true),
        previousSessionToken: undefined,
        userAgent: undefined,
      });
      expect(named.user.name).toBe('Priya Sharma');
      await t.db.update(users).set({ name: 'Priya S.' }).where(eq(users.id, named.user.id));
      const chosen = await completeSignIn(t.db, t.config, {
        providerId: 'dev',
        identity: { ...identity('priya.visitor2@example.com', true), name: 'Someone Else' },
        previousSessionToken: undefined,
        userAgent: undefined,
      });
      expect(chosen.user.name).toBe('Priya S.');
    });
  },
);
