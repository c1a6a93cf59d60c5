/**
 * The property page's "All-in cost" sheet, as a visitor uses it: it loads as it nears view, below the forms, and
 * works out the state's stamp duty and registration for the buyer chosen, GST on a home under construction, the
 * EMI for the down payment typed, and a rent's move-in and monthly costs; in English and in Hindi. Each test makes
 * its own listings in a town of its own; the figures expected are the worked examples of purchase-costs.test.ts.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { homeLoanRepayment, INITIAL_LOAN_TERMS } from '#domain/home-loan-emi';
import type { PropertyInput } from '#domain/property-schema';
import { formatINR } from '#domain/price-format';
import { expectNoSeriousAccessibilityViolations } from './support/accessibility.js';
import { waitForApp, watchPageProblems } from './support/page-problems.js';
import {
  aTestTown,
  createTestListings,
  deleteTestListings,
  type TestListing,
} from './support/test-listings.js';

let made: TestListing[] = [];

async function aListing(overrides: Partial<PropertyInput>): Promise<TestListing> {
  const [listing] = await createTestListings([overrides]);
  made.push(listing!);
  return listing!;
}

test.afterEach(async () => {
  await deleteTestListings(made);
  made = [];
});

/**
 * Opens the listing's page and scrolls until the sheet, loaded only as it nears view, is there; returns it. `hindi`
 * opens the page under /hi, where the section is named in Hindi.
 */
async function openCostSheet(page: Page, listing: TestListing, hindi = false): Promise<Locator> {
  await page.goto(`${hindi ? '/hi' : ''}/property/${listing.id}`);
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
  const sheet = page.getByRole('region', { name: hindi ? 'कुल ख़र्च' : 'All-in cost', exact: true });
  await expect(async () => {
    await page.mouse.wheel(0, 700);
    await expect(sheet).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  return sheet;
}

/** The sheet's line whose name starts with `name`: its amount, and the rule it follows, as the visitor reads them. */
function costLine(sheet: Locator, name: RegExp) {
  const row = sheet.getByRole('row').filter({ has: sheet.page().getByRole('rowheader', { name }) });
  return { amount: row.getByRole('cell'), row };
}

test('a flat for sale in Delhi: stamp duty and registration by who buys, and the EMI by the down payment', async ({
  page,
}) => {
  const problems = await watchPageProblems(page);
  const town = aTestTown('Costpur');
  const price = 10_000_000;
  const listing = await aListing({
    title: `3 BHK flat for sale in ${town}`,
    city: town,
    state: 'Delhi',
    price,
    ageOfProperty: 'newly-built',
  });
  const sheet = await openCostSheet(page, listing);

  // A woman buys first: Delhi's 4% of ₹1 Cr, 1% registration; ₹1,00,00,000 + ₹4,00,000 + ₹1,00,000.
  await expect(sheet.getByRole('radio', { name: 'Woman', exact: true })).toBeChecked();
  const stampDuty = costLine(sheet, /^Stamp duty/);
  const registration = costLine(sheet, /^Registration fee/);
  const total = costLine(sheet, /^All-in cost/);
  const rates = '(4% for a woman, 6% for a man, 5% joint)';
  await expect(stampDuty.amount).toHaveText('₹4,00,000');
  await expect(stampDuty.row).toContainText(`4% of the price in Delhi ${rates}`);
  await expect(registration.amount).toHaveText('₹1,00,000');
  await expect(registration.row).toContainText('1% of the price');
  await expect(total.amount).toHaveText('₹1,05,00,000');
  await expect(sheet.getByRole('row', { name: /^GST/ })).toHaveCount(0);
  await expect(sheet).toContainText('Rates as of 28 November 2026, confirm with the sub-registrar.');
  await expect(sheet).toContainText('Source: Indian Stamp Act as applied to Delhi');

  // A joint deed pays 5%, a man 6%; the registration fee stays 1%.
  await sheet.getByRole('radio', { name: 'Joint (woman and man)', exact: true }).check();
  await expect(stampDuty.amount).toHaveText('₹5,00,000');
  await expect(stampDuty.row).toContainText(`5% of the price in Delhi ${rates}`);
  await expect(total.amount).toHaveText('₹1,06,00,000');
  await sheet.getByRole('radio', { name: 'Man', exact: true }).check();
  await expect(stampDuty.amount).toHaveText('₹6,00,000');
  await expect(total.amount).toHaveText('₹1,07,00,000');
  await sheet.getByRole('radio', { name: 'Woman', exact: true }).check();
  await expect(stampDuty.amount).toHaveText('₹4,00,000');
  await expect(registration.amount).toHaveText('₹1,00,000');

  // The EMI follows the down payment: 20% first (an ₹80 L loan), then 50% (₹50 L), at the sheet's 8.5% for 20 years.
  const emi = sheet.getByTestId('cost-emi');
  const emiAt = (downPaymentPercent: number) => {
    const { monthlyEmi } = homeLoanRepayment(price, { ...INITIAL_LOAN_TERMS, downPaymentPercent });
    return `${formatINR(Math.round(monthlyEmi))} a month`;
  };
  await expect(emi).toHaveText(emiAt(20));
  await expect(sheet.getByTestId('cost-upfront')).toHaveText('₹25,00,000');
  await sheet.getByLabel('Down payment (%)').fill('50');
  await expect(emi).toHaveText(emiAt(50));
  await expect(sheet.getByTestId('cost-upfront')).toHaveText('₹55,00,000');
  expect(emiAt(50)).not.toBe(emiAt(20));

  await expectNoSeriousAccessibilityViolations(page, 'the all-in cost of a flat for sale');
  problems.expectNone();
});

test('a home under construction adds GST: 5%, or 1% on an affordable home; a state without rates says so', async ({
  page,
}) => {
  const problems = await watchPageProblems(page);
  const [town, smallTown] = [aTestTown('Gstpur'), aTestTown('Gstnagar')];
  const flat = await aListing({
    title: `2 BHK flat under construction in ${town}`,
    city: town,
    state: 'Maharashtra',
    price: 8_000_000,
    carpetArea: 1150,
    ageOfProperty: 'under-construction',
  });
  // 800 sq ft of carpet is 74 m², within the 90 m² of a town outside the metros, and ₹40 L is within ₹45 L.
  const affordable = await aListing({
    title: `1 BHK flat under construction in ${smallTown}`,
    city: smallTown,
    state: 'Assam',
    price: 4_000_000,
    carpetArea: 800,
    ageOfProperty: 'under-construction',
  });

  let sheet = await openCostSheet(page, flat);
  const gst = () => costLine(sheet, /^GST/);
  await expect(gst().amount).toHaveText('₹4,00,000');
  await expect(gst().row).toContainText(
    '5% on an under-construction home, none on a ready one (CGST rate notification 03/2019)',
  );
  // ₹80,00,000 + stamp duty 5% for a woman outside Mumbai ₹4,00,000 + registration capped ₹30,000 + GST ₹4,00,000
  await expect(costLine(sheet, /^Stamp duty/).amount).toHaveText('₹4,00,000');
  await expect(costLine(sheet, /^Registration fee/).amount).toHaveText('₹30,000');
  await expect(costLine(sheet, /^All-in cost/).amount).toHaveText('₹88,30,000');

  sheet = await openCostSheet(page, affordable);
  await expect(gst().amount).toHaveText('₹40,000');
  await expect(gst().row).toContainText(
    '1% on an affordable home: carpet up to 90 m² and price up to ₹45 L (CGST rate notification 03/2019)',
  );
  const unknown = costLine(sheet, /^Stamp duty and registration/);
  await expect(unknown.amount).toHaveText('—');
  await expect(unknown.row).toContainText(
    'We have no checked rates for Assam yet: ask the sub-registrar (not in the total)',
  );
  // ₹40,00,000 + GST ₹40,000: no stamp duty is guessed.
  await expect(costLine(sheet, /^All-in cost/).amount).toHaveText('₹40,40,000');
  problems.expectNone();
});

test('a flat to rent: deposit, first month and brokerage to move in; rent and maintenance every month', async ({
  page,
}) => {
  const problems = await watchPageProblems(page);
  const town = aTestTown('Kirayapur');
  const listing = await aListing({
    title: `2 BHK flat to rent in ${town}`,
    city: town,
    propertyStatus: 'rent',
    rentalFrequency: 'monthly',
    price: 25_000,
    securityDeposit: 100_000,
    maintenanceCharges: 3_000,
  });
  const sheet = await openCostSheet(page, listing);

  await expect(costLine(sheet, /^Security deposit/).amount).toHaveText('₹1,00,000');
  await expect(costLine(sheet, /^First month's rent/).amount).toHaveText('₹25,000');
  await expect(sheet.getByRole('row', { name: /^Brokerage/ })).toHaveCount(0);
  await expect(costLine(sheet, /^To move in/).amount).toHaveText('₹1,25,000');
  await sheet.getByLabel('Brokerage').selectOption({ label: "One month's rent" });
  await expect(costLine(sheet, /^Brokerage/).amount).toHaveText('₹25,000');
  await expect(costLine(sheet, /^To move in/).amount).toHaveText('₹1,50,000');
  await sheet.getByLabel('Brokerage').selectOption({ label: "Half a month's rent" });
  await expect(costLine(sheet, /^Brokerage/).amount).toHaveText('₹12,500');
  await expect(costLine(sheet, /^To move in/).amount).toHaveText('₹1,37,500');
  await expect(sheet.getByTestId('cost-monthly')).toHaveText('₹28,000');
  await expect(sheet).toContainText('Rent ₹25,000 + maintenance ₹3,000');

  await expectNoSeriousAccessibilityViolations(page, 'the all-in cost of a flat to rent');
  problems.expectNone();
});

test('the same sheet on the Hindi page speaks Hindi', async ({ page }) => {
  const problems = await watchPageProblems(page);
  const town = aTestTown('Hindipur');
  const listing = await aListing({
    title: `3 BHK flat for sale in ${town}`,
    city: town,
    state: 'Delhi',
    price: 10_000_000,
    ageOfProperty: 'newly-built',
  });
  const sheet = await openCostSheet(page, listing, true);

  await expect(sheet.getByRole('radio', { name: 'महिला', exact: true })).toBeChecked();
  const stampDuty = costLine(sheet, /^स्टांप ड्यूटी/);
  await expect(stampDuty.amount).toHaveText('₹4,00,000');
  await expect(stampDuty.row).toContainText(
    'दिल्ली में कीमत का 4% (महिला के लिए 4%, पुरुष के लिए 6%, संयुक्त नाम पर 5%)',
  );
  await expect(costLine(sheet, /^रजिस्ट्रेशन शुल्क/).amount).toHaveText('₹1,00,000');
  await expect(costLine(sheet, /^कुल ख़र्च/).row).toContainText('₹1.05 करोड़');
  await sheet.getByRole('radio', { name: 'संयुक्त (महिला और पुरुष)', exact: true }).check();
  await expect(stampDuty.amount).toHaveText('₹5,00,000');
  await expect(sheet.getByText('होम लोन ईएमआई')).toBeVisible();
  await expect(sheet).toContainText('दरें 28 नवंबर 2026 के अनुसार हैं, सब-रजिस्ट्रार से पुष्टि कर लें।');
  await expect(sheet).toContainText('इन प्रकाशित तालिकाओं से मिलाया गया');
  await expect(sheet).not.toContainText('Stamp duty');

  await expectNoSeriousAccessibilityViolations(page, 'the all-in cost on the Hindi page');
  problems.expectNone();
});
