import { expect, test, type Page } from '@playwright/test';
import { addDays, indiaToday } from '#domain/india-calendar';
import { ADMIN_SESSION, toastWith } from './support/auth.js';
import { waitForApp, watchPageProblems } from './support/page-problems.js';
import { aSurname, bookAVisit, sendAContactEnquiry } from './support/visitor-records.js';

test.use({ storageState: ADMIN_SESSION });

const inDays = (days: number) => addDays(indiaToday(new Date()), days);

const panelOf = (page: Page, name: string) => page.getByRole('dialog', { name });
const discardQuestion = (page: Page) => page.getByRole('dialog', { name: 'Discard your changes?' });

async function openBooking(page: Page, id: string, name: string) {
  await page.goto(`/admin/bookings?booking=${id}`);
  await waitForApp(page);
  const panel = panelOf(page, name);
  await expect(panel).toBeVisible();
  return panel;
}

test.describe('focus after a status change', () => {
  test('confirming a booking from the panel puts focus on its new status', async ({ page, browser }) => {
    const problems = await watchPageProblems(page);
    const name = `Kavya ${aSurname()}`;
    const id = await bookAVisit(browser, { name, preferredDate: inDays(5) });
    const panel = await openBooking(page, id, name);
    await expect(panel.getByText('This booking is pending.')).toBeVisible();

    // By keyboard: the pressed button goes away with the old status, and focus must not fall to the page.
    await panel.getByRole('button', { name: 'Confirm', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(toastWith(page, 'Booking confirmed')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Confirm', exact: true })).toHaveCount(0);
    await expect(panel.getByText('This booking is confirmed.')).toBeFocused();
    problems.expectNone();
  });

  test('cancelling through the question closes it and puts focus on the final status in the panel', async ({
    page,
    browser,
  }) => {
    const problems = await watchPageProblems(page);
    const name = `Nikhil ${aSurname()}`;
    const id = await bookAVisit(browser, { name, preferredDate: inDays(6) });
    const panel = await openBooking(page, id, name);

    await panel.getByRole('button', { name: 'Cancel booking' }).click();
    const question = page.getByRole('dialog', { name: 'Cancel this booking?' });
    await question.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(toastWith(page, 'Booking cancelled')).toBeVisible();
    await expect(question).toBeHidden();
    await expect(panel).toBeVisible();
    await expect(panel.getByText("Cancelled is final: this booking's status cannot change.")).toBeFocused();

    // The panel still has the keyboard: Escape closes it, as it would have before the change.
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    problems.expectNone();
  });

  test('each move of an enquiry puts focus on the line saying its new status', async ({ page, browser }) => {
    test.slow();
    const problems = await watchPageProblems(page);
    const name = aSurname();
    const id = await sendAContactEnquiry(browser, `Farah ${name}`);
    await page.goto(`/admin/enquiries?enquiry=${id}`);
    await waitForApp(page);
    const panel = panelOf(page, `Farah ${name}`);

    for (const [action, now] of [
      ['Mark contacted', 'This enquiry is contacted.'],
      ['Close enquiry', 'This enquiry is closed.'],
      ['Reopen', 'This enquiry is contacted.'],
    ] as const) {
      await panel.getByRole('button', { name: action, exact: true }).click();
      await expect(panel.getByText(now)).toBeFocused();
    }
    problems.expectNone();
  });
});

test.describe('closing the panel over unsaved edits', () => {
  test('Escape over unsaved notes asks first; "Keep editing" keeps them, "Discard changes" closes', async ({
    page,
    browser,
  }) => {
    test.slow();
    const problems = await watchPageProblems(page);
    const name = `Lakshmi ${aSurname()}`;
    const id = await bookAVisit(browser, { name, preferredDate: inDays(4) });
    const panel = await openBooking(page, id, name);
    const notes = panel.getByLabel(/Team notes/);

    await notes.fill('Wants a second visit with the architect.');
    await page.keyboard.press('Escape');
    const question = discardQuestion(page);
    await expect(question).toBeVisible();
    await expect(question).toContainText('Your changes to the team notes have not been saved');
    await expect(question.getByRole('button', { name: 'Keep editing' })).toBeFocused();

    await question.getByRole('button', { name: 'Keep editing' }).click();
    await expect(question).toBeHidden();
    await expect(panel).toBeVisible();
    await expect(notes).toHaveValue('Wants a second visit with the architect.');
    await expect(notes).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: 'Discard changes' }).click();
    await expect(panel).toBeHidden();
    await expect(question).toBeHidden();
    await expect(page).not.toHaveURL(/booking=/);

    // Nothing was saved, and with nothing to lose Escape closes at once.
    await openBooking(page, id, name);
    await expect(notes).toHaveValue('');
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(question).toHaveCount(0);
    problems.expectNone();
  });

  test('unsaved notes survive Escape pressed again and again, and a panel the browser closes by itself', async ({
    page,
    browser,
  }) => {
    const problems = await watchPageProblems(page);
    const name = `Suresh ${aSurname()}`;
    const id = await bookAVisit(browser, { name, preferredDate: inDays(4) });
    const panel = await openBooking(page, id, name);
    const notes = panel.getByLabel(/Team notes/);
    const question = discardQuestion(page);

    await notes.fill('Prefers a Saturday.');
    await page.keyboard.press('Escape');
    await expect(question).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(question).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: 'Keep editing' }).click();
    await expect(notes).toHaveValue('Prefers a Saturday.');

    // Chromium lets a page refuse Escape only so often between two user actions; past that it closes the panel
    // without asking the page, as this does. The panel must come back and ask.
    await panel.evaluate((dialog) => (dialog as unknown as { close: () => void }).close());
    await expect(question).toBeVisible();
    await expect(panel).toBeVisible();
    await question.getByRole('button', { name: 'Keep editing' }).click();
    await expect(notes).toHaveValue('Prefers a Saturday.');
    await expect(page).toHaveURL(/booking=/);
    problems.expectNone();
  });

  test('the close button asks over an unsaved new visit time, and the enquiry panel asks over its notes', async ({
    page,
    browser,
  }) => {
    test.slow();
    const problems = await watchPageProblems(page);
    const name = `Deepak ${aSurname()}`;
    const id = await bookAVisit(browser, { name, preferredDate: inDays(4) });
    const panel = await openBooking(page, id, name);

    // Opening the form changes nothing yet.
    await panel.getByRole('button', { name: 'Reschedule' }).click();
    const reschedule = panel.getByRole('form', { name: 'Reschedule the visit' });
    await expect(reschedule).toBeVisible();
    await reschedule.getByLabel('New date').fill(inDays(7));
    await panel.getByLabel(/Team notes/).fill('Will bring the loan papers.');
    await panel.getByRole('button', { name: 'Close booking details' }).click();
    const question = discardQuestion(page);
    await expect(question).toContainText(
      'Your changes to the visit time and the team notes have not been saved and will be lost.',
    );
    await question.getByRole('button', { name: 'Keep editing' }).click();
    await expect(question).toBeHidden();
    await expect(reschedule.getByLabel('New date')).toHaveValue(inDays(7));

    // Saved edits lose nothing: the panel closes at once.
    await reschedule.getByRole('button', { name: 'Save new time' }).click();
    await expect(toastWith(page, 'Visit moved to')).toBeVisible();
    await panel.getByRole('button', { name: 'Save notes' }).click();
    await expect(toastWith(page, 'Notes saved')).toBeVisible();
    await panel.getByRole('button', { name: 'Close booking details' }).click();
    await expect(panel).toBeHidden();
    await expect(question).toHaveCount(0);

    const enquiryName = `Gita ${aSurname()}`;
    const enquiryId = await sendAContactEnquiry(browser, enquiryName);
    await page.goto(`/admin/enquiries?enquiry=${enquiryId}`);
    await waitForApp(page);
    const enquiry = panelOf(page, enquiryName);
    await enquiry.getByRole('textbox', { name: /Team notes/ }).fill('Send the Whitefield shortlist.');
    await enquiry.getByRole('button', { name: 'Close enquiry details' }).click();
    await expect(question).toContainText('Your changes to the team notes have not been saved');
    await question.getByRole('button', { name: 'Discard changes' }).click();
    await expect(enquiry).toBeHidden();
    await expect(page).not.toHaveURL(/enquiry=/);
    problems.expectNone();
  });

  test('only a press that starts and ends on the backdrop closes the panel', async ({ page, browser }) => {
    const problems = await watchPageProblems(page);
    const name = `Harini ${aSurname()}`;
    const id = await bookAVisit(browser, {
      name,
      preferredDate: inDays(3),
      message: 'We would like to see the kitchen and the terrace.',
    });
    const panel = await openBooking(page, id, name);
    const box = await panel.getByText('We would like to see the kitchen').boundingBox();
    if (!box) throw new Error('The visitor message has no box');
    const panelBox = await panel.boundingBox();
    if (!panelBox || panelBox.x < 200) throw new Error('The panel leaves no backdrop to press');
    const backdrop = { x: panelBox.x / 2, y: box.y + box.height / 2 };

    // Selecting the message and letting go past the panel's edge keeps the panel open.
    await page.mouse.move(box.x + box.width - 4, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(backdrop.x, backdrop.y, { steps: 8 });
    await page.mouse.up();
    await expect(panel).toBeVisible();
    expect(await page.evaluate<string>('String(getSelection())')).toContain('kitchen');

    // Over unsaved notes a backdrop click asks; without them it closes.
    await panel.getByLabel(/Team notes/).fill('Show the kitchen first.');
    await page.mouse.click(backdrop.x, backdrop.y);
    await discardQuestion(page).getByRole('button', { name: 'Keep editing' }).click();
    await panel.getByLabel(/Team notes/).fill('');
    await page.mouse.click(backdrop.x, backdrop.y);
    await expect(panel).toBeHidden();
    problems.expectNone();
  });
});
