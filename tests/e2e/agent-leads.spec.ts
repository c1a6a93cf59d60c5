import { expect, test } from '@playwright/test';
import { addDays, indiaToday } from '#domain/india-calendar';
import { ADMIN_SESSION, currentSession } from './support/auth.js';
import { aListerEmail, signedInLister } from './support/lister-listings.js';
import { waitForApp, watchPageProblems } from './support/page-problems.js';
import { aTestTown, createTestListings, deleteTestListings } from './support/test-listings.js';
import { aVisitorName, bookAVisit } from './support/visitor-records.js';

test.use({ storageState: ADMIN_SESSION });

test('an agent of the team sees only the leads on the listings assigned to them', async ({
  page,
  browser,
}) => {
  test.slow();
  const problems = await watchPageProblems(page);
  const town = aTestTown('Agentpur');
  const [theirs, another] = await createTestListings([
    { city: town, title: `Agent’s 2 BHK, ${town}` },
    { city: town, title: `Team’s 3 BHK, ${town}` },
  ]);
  const agent = await signedInLister(browser, aListerEmail('agent'));
  try {
    // The admin makes the new account an agent and assigns them one of the two listings.
    await page.goto('/admin/properties');
    await waitForApp(page);
    const { csrfToken } = await currentSession(page);
    const headers = { 'x-csrf-token': csrfToken! };
    const { user } = await currentSession(agent.page);
    const promoted = await page.request.patch(`/api/admin/users/${user!.id}/role`, {
      headers,
      data: { role: 'agent' },
    });
    expect(promoted.status(), await promoted.text()).toBe(200);
    const read = await page.request.get(`/api/admin/properties/${theirs!.id}`);
    const { version } = ((await read.json()) as { property: { version: number } }).property;
    const assigned = await page.request.put(`/api/admin/properties/${theirs!.id}/agent`, {
      headers,
      data: { agentId: user!.id, version },
    });
    expect(assigned.status(), await assigned.text()).toBe(200);

    // Two visitors ask to visit, one on each listing.
    const day = addDays(indiaToday(new Date()), 10);
    const toTheirs = aVisitorName('Rohan');
    const toAnother = aVisitorName('Ishita');
    await bookAVisit(browser, { name: toTheirs, preferredDate: day, propertyId: theirs!.id });
    await bookAVisit(browser, { name: toAnother, preferredDate: day, propertyId: another!.id });

    // The agent's portal: their listings and leads only, no settings.
    await agent.page.goto('/admin');
    await waitForApp(agent.page);
    await expect(agent.page).toHaveURL(/\/admin\/properties/);
    await expect(agent.page.getByRole('link', { name: theirs!.title }).first()).toBeVisible();
    await expect(agent.page.getByRole('link', { name: another!.title })).toHaveCount(0);
    await expect(agent.page.getByRole('link', { name: 'Settings' })).toHaveCount(0);
    await agent.page.goto('/admin/bookings');
    await waitForApp(agent.page);
    await expect(agent.page.getByText(toTheirs).first()).toBeVisible();
    await expect(agent.page.getByText(toAnother)).toHaveCount(0);
    problems.expectNone();
  } finally {
    await deleteTestListings([theirs!, another!]);
    await agent.context.close();
  }
});
