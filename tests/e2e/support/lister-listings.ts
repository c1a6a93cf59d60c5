/**
 * A lister of the browser tests' own: a signed-in account of the development provider, in a browser context of its
 * own, posting and sending listings for review through My listings' API as the posting page does.
 */
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import type { PropertyInput } from '#domain/property-schema';
import { aFlat } from '#server/testing/listing-factory';
import { aPhoto } from './admin-listings.js';
import { currentSession, signInByRedirect } from './auth.js';
import { waitForApp } from './page-problems.js';

export type TestLister = { context: BrowserContext; page: Page; email: string };

/** An address no other test run uses, so each test's lister is new. */
export const aListerEmail = (who: string) =>
  `${who}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@example.com`;

export async function signedInLister(browser: Browser, email = aListerEmail('lister')): Promise<TestLister> {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await signInByRedirect(page, { email });
  return { context, page, email };
}

async function csrf(lister: TestLister) {
  const { csrfToken } = await currentSession(lister.page);
  expect(csrfToken, 'the lister is signed in').toBeTruthy();
  return { 'x-csrf-token': csrfToken! };
}

/** Posts an owner's listing with one photo, as a draft of the lister's; returns its id. */
export async function postOwnersListing(lister: TestLister, overrides: Partial<PropertyInput>) {
  const upload = await lister.page.request.post('/api/me/listings/photos', {
    headers: await csrf(lister),
    multipart: { file: await aPhoto('living-room.jpg', '#a3b18a') },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const { image } = (await upload.json()) as { image: { id: string } };
  const posted = await lister.page.request.post('/api/me/listings', {
    headers: await csrf(lister),
    data: { property: aFlat(overrides), imageIds: [image.id], lister: { kind: 'owner' } },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  return ((await posted.json()) as { listing: { id: string } }).listing.id;
}

/** "Send for review" on My listings, on the version the listing is at. */
export async function sendForReview(lister: TestLister, id: string) {
  const read = await lister.page.request.get(`/api/me/listings/${id}`);
  expect(read.status(), await read.text()).toBe(200);
  const { version } = ((await read.json()) as { listing: { version: number } }).listing;
  const sent = await lister.page.request.post(`/api/me/listings/${id}/state`, {
    headers: await csrf(lister),
    data: { to: 'pending-review', version },
  });
  expect(sent.status(), await sent.text()).toBe(200);
}

/** "Approve and publish" through the admin API, with the admin page's session (the page must have visited the site). */
export async function approveThrough(adminPage: Page, id: string) {
  const { csrfToken } = await currentSession(adminPage);
  expect(csrfToken, 'the page has an admin session').toBeTruthy();
  const read = await adminPage.request.get(`/api/admin/properties/${id}`);
  const { version } = ((await read.json()) as { property: { version: number } }).property;
  const approved = await adminPage.request.post(`/api/admin/properties/${id}/state`, {
    headers: { 'x-csrf-token': csrfToken! },
    data: { to: 'live', version, confirmDuplicate: true },
  });
  expect(approved.status(), await approved.text()).toBe(200);
}

/** The visitor's "Visit confirmed" mail, with its calendar invite, in the team's Sent mail (the page must be an admin's). */
export async function expectVisitConfirmedMail(adminPage: Page, email: string) {
  await adminPage.goto('/admin/sent-mail');
  await waitForApp(adminPage);
  const mail = adminPage
    .getByRole('list', { name: 'Mail' })
    .getByRole('button')
    .filter({ hasText: `To ${email}` })
    .filter({ hasText: 'Visit confirmed' });
  await expect(mail).toBeVisible({ timeout: 20_000 });
  await mail.click();
  await expect(
    adminPage.getByRole('dialog', { name: /^Visit confirmed/ }).getByRole('link', { name: 'visit.ics' }),
  ).toBeVisible();
}
