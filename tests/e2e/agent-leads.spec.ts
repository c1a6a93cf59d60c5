import { expect, test } from '@playwright/test';
import { addDays, indiaToday } from '#domain/india-calendar';
import { ADMIN_SESSION, currentSession, toastWith } from './support/auth.js';
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
    // The admin makes the new account an agent, and assigns them one of the two listings on its edit screen.
    await page.goto('/admin/properties');
    await waitForApp(page);
    const { csrfToken } = await currentSession(page);
    const { user } = await currentSession(agent.page);
    const promoted = await page.request.patch(`/api/admin/users/${user!.id}/role`, {
      headers: { 'x-csrf-token': csrfToken! },
      data: { role: 'agent' },
    });
    expect(promoted.status(), await promoted.text()).toBe(200);
    await page.goto(`/admin/edit-property/${theirs!.id}`);
    await waitForApp(page);
    await expect(page.getByRole('heading', { name: 'Verification', exact: true })).toBeVisible();
    await expect(page.getByText('Mark as Featured')).toBeVisible();
    const agentChoice = page.getByLabel('Assigned agent');
    await expect(agentChoice).toHaveValue('');
    await agentChoice.selectOption({ value: user!.id });
    await page.getByRole('button', { name: 'Assign', exact: true }).click();
    await expect(toastWith(page, 'Agent assigned')).toBeVisible();
    // The form moved on with the assignment: a save right after is not refused as someone else's change.
    await page.getByRole('button', { name: 'Update Property' }).click();
    await expect(page).toHaveURL(/\/admin\/properties$/);

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
    // Adding, featuring, deleting and bulk moves are the admin's: the agent is not offered them.
    await expect(agent.page.getByRole('link', { name: 'Add Property' })).toHaveCount(0);
    await expect(agent.page.getByRole('checkbox', { name: `Select ${theirs!.title}` })).toHaveCount(0);
    await expect(agent.page.getByRole('button', { name: `Delete ${theirs!.title}` })).toHaveCount(0);
    await expect(agent.page.getByRole('button', { name: `Mark ${theirs!.title} as featured` })).toHaveCount(
      0,
    );
    // Their listing's edit screen: edit and move it, without the admin's featuring, agent and verification.
    await agent.page.getByRole('link', { name: `Edit ${theirs!.title}` }).click();
    await expect(agent.page.getByRole('button', { name: 'Update Property' })).toBeVisible();
    await expect(agent.page.getByLabel('Assigned agent')).toHaveCount(0);
    await expect(agent.page.getByText('Mark as Featured')).toHaveCount(0);
    await expect(agent.page.getByRole('heading', { name: 'Verification', exact: true })).toHaveCount(0);
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
