import { i18n } from '@lingui/core';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { messages as hindiMessages } from '#web/locales/hi/costs.po';
import AllInCostSection, { type CostSheetListing } from './all-in-cost-section';

const mumbaiFlat: CostSheetListing = {
  propertyStatus: 'sale',
  price: 1e7,
  rentalFrequency: null,
  state: 'Maharashtra',
  city: 'Mumbai',
  ageOfProperty: 'newly-built',
  carpetArea: 650,
  securityDeposit: null,
  maintenanceCharges: 4_000,
};

async function renderSheet(listing: CostSheetListing) {
  await act(async () => {
    render(
      <Suspense fallback={null}>
        <AllInCostSection listing={listing} />
      </Suspense>,
    );
  });
  await screen.findByRole('heading', { level: 2 });
}

const line = (name: RegExp | string) => {
  const row = screen.getByRole('rowheader', { name }).closest('tr')!;
  return within(row).getByRole('cell').textContent;
};

afterEach(() => i18n.activate('en'));

describe('the all-in cost of a home for sale', () => {
  it('works out Mumbai ₹1 Cr for a woman: 4% stamp duty, 1% metro cess, registration capped', async () => {
    await renderSheet(mumbaiFlat);
    expect(screen.getByRole('heading', { name: 'All-in cost' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Woman' })).toHaveProperty('checked', true);
    expect(line(/^Stamp duty/)).toBe('₹4,00,000');
    expect(
      screen.getByText('4% of the price in Maharashtra (4% for a woman, 5% for a man, 5% joint)'),
    ).toBeTruthy();
    expect(line(/^Metro cess/)).toBe('₹1,00,000');
    expect(screen.getByText('1% metro cess in Mumbai')).toBeTruthy();
    expect(line(/^Registration fee/)).toBe('₹30,000');
    // ₹1,00,00,000 + ₹4,00,000 + ₹1,00,000 + ₹30,000
    expect(line(/^All-in cost/)).toBe('₹1,05,30,000');
    expect(screen.getByText('Rates as of 28 November 2026, confirm with the sub-registrar.')).toBeTruthy();
  });

  it('changes with the buyer and the down payment: a man pays 5%; 20% down leaves an ₹80 L loan', async () => {
    await renderSheet(mumbaiFlat);
    fireEvent.click(screen.getByRole('radio', { name: 'Man' }));
    expect(line(/^Stamp duty/)).toBe('₹5,00,000');
    expect(line(/^All-in cost/)).toBe('₹1,06,30,000');
    // ₹80 L at 8.5% for 20 years: ₹69,425.86 a month; upfront ₹1,06,30,000 − ₹80,00,000.
    expect(screen.getByTestId('cost-emi').textContent).toBe('₹69,426 a month');
    expect(screen.getByTestId('cost-upfront').textContent).toBe('₹26,30,000');
    fireEvent.change(screen.getByLabelText('Down payment (%)'), { target: { value: '60' } });
    // ₹40 L at the same terms: half the EMI, ₹34,712.93.
    expect(screen.getByTestId('cost-emi').textContent).toBe('₹34,713 a month');
  });

  it('adds GST on an under-construction home and the charges the visitor enters', async () => {
    await renderSheet({ ...mumbaiFlat, ageOfProperty: 'under-construction' });
    expect(line(/^GST/)).toBe('₹5,00,000');
    fireEvent.change(screen.getByLabelText('Brokerage (% of the price)'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('Society transfer fee (₹)'), { target: { value: '25000' } });
    expect(line(/^Brokerage/)).toBe('₹1,00,000');
    expect(line(/^Society transfer fee/)).toBe('₹25,000');
    // ₹1,05,30,000 + GST ₹5,00,000 + brokerage ₹1,00,000 + ₹25,000
    expect(line(/^All-in cost/)).toBe('₹1,11,55,000');
  });

  it('says so for a state without checked rates instead of guessing', async () => {
    await renderSheet({ ...mumbaiFlat, state: 'Assam', city: 'Guwahati' });
    expect(line(/^Stamp duty and registration/)).toBe('—');
    expect(
      screen.getByText('We have no checked rates for Assam yet: ask the sub-registrar (not in the total)'),
    ).toBeTruthy();
    expect(line(/^All-in cost/)).toBe('₹1,00,00,000');
  });

  it('leaves out a stamp duty the published rates disagree on, and says so (Chandigarh)', async () => {
    await renderSheet({ ...mumbaiFlat, state: 'Chandigarh', city: 'Chandigarh' });
    expect(line(/^Stamp duty/)).toBe('—');
    expect(
      screen.getByText('Published rates for Chandigarh disagree: ask the sub-registrar (not in the total)'),
    ).toBeTruthy();
    expect(line(/^Registration fee/)).toBe('₹1,00,000');
    expect(line(/^All-in cost/)).toBe('₹1,01,00,000');
  });
});

describe('the all-in cost of a rent', () => {
  it('adds deposit, first month and the brokerage chosen; monthly is rent plus maintenance', async () => {
    await renderSheet({
      ...mumbaiFlat,
      propertyStatus: 'rent',
      price: 25_000,
      rentalFrequency: 'monthly',
      securityDeposit: 100_000,
      maintenanceCharges: 3_000,
    });
    expect(line(/^Security deposit/)).toBe('₹1,00,000');
    expect(line(/^To move in/)).toBe('₹1,25,000');
    fireEvent.change(screen.getByLabelText('Brokerage'), { target: { value: '1' } });
    expect(line(/^Brokerage/)).toBe('₹25,000');
    expect(line(/^To move in/)).toBe('₹1,50,000');
    expect(screen.getByTestId('cost-monthly').textContent).toBe('₹28,000');
    expect(screen.getByText('Rent ₹25,000 + maintenance ₹3,000')).toBeTruthy();
  });
});

describe('in Hindi', () => {
  it('names each line in Hindi, with the rule, the total in lakh and the date', async () => {
    i18n.loadAndActivate({ locale: 'hi', messages: hindiMessages });
    await renderSheet(mumbaiFlat);
    expect(screen.getByRole('heading', { name: 'कुल ख़र्च' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'महिला' })).toHaveProperty('checked', true);
    expect(line(/^स्टांप ड्यूटी/)).toBe('₹4,00,000');
    expect(
      screen.getByText('महाराष्ट्र में कीमत का 4% (महिला के लिए 4%, पुरुष के लिए 5%, संयुक्त नाम पर 5%)'),
    ).toBeTruthy();
    expect(screen.getByText('मुंबई में 1% मेट्रो सेस')).toBeTruthy();
    expect(line(/^रजिस्ट्रेशन शुल्क/)).toBe('₹30,000');
    expect(screen.getByText('₹1.05 करोड़')).toBeTruthy();
    expect(screen.getByText('दरें 28 नवंबर 2026 के अनुसार हैं, सब-रजिस्ट्रार से पुष्टि कर लें।')).toBeTruthy();
  });

  it('speaks Hindi on a rent too', async () => {
    i18n.loadAndActivate({ locale: 'hi', messages: hindiMessages });
    await renderSheet({ ...mumbaiFlat, propertyStatus: 'rent', price: 25_000, securityDeposit: 50_000 });
    expect(line(/^सिक्योरिटी डिपॉज़िट/)).toBe('₹50,000');
    expect(screen.getByText('किराया ₹25,000 + मेंटेनेंस ₹4,000')).toBeTruthy();
  });
});
