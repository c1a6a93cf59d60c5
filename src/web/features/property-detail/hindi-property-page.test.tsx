import { i18n } from '@lingui/core';
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { reraIssuer } from '#domain/rera';
import { apiErrorFrom } from '#web/lib/api-client';
import { renderAdmin } from '#web/testing/render-admin';
import { messages as commonMessages } from '#web/locales/hi/common.po';
import { messages as propertyMessages } from '#web/locales/hi/property.po';
import { goneListingDeparture, type PublicListing } from './api/get-listing';
import { CheckList } from './components/check-list';
import { DepartedListingBanner } from './components/departed-listing-banner';
import { EmiCalculator } from './components/emi-calculator';
import { keyFacts, type KeyFactsSource } from './components/key-facts';
import { KeyFacts } from './components/key-facts-list';
import { ListingAddress } from './components/listing-address';
import { ListingGone } from './components/listing-gone';
import { ListingPrice } from './components/listing-price';
import { ReraRegistrationPanel } from './components/rera-registration-panel';
import { ShareListing } from './components/share-listing';
import { VerificationRecord } from './components/verification/listing-verification-panel';

// A Hindi page: the shell's catalogue and the property page's, as the router loads them on /hi/property/:id.
beforeAll(() => {
  i18n.loadAndActivate({ locale: 'hi', messages: { ...commonMessages, ...propertyMessages } });
});

const flat = {
  mainCategory: 'residential',
  subCategory: 'flat',
  propertyStatus: 'sale',
  price: 12_500_000,
  rentalFrequency: null,
  squareFeet: 1450,
  carpetArea: 1180,
  undividedShare: null,
  plotArea: null,
  plotLength: null,
  plotBreadth: null,
  bedrooms: 3,
  bathrooms: 2,
  balconies: null,
  washrooms: null,
  cabins: null,
  workstations: null,
  parkingSpaces: null,
  floorNumber: 3,
  totalFloors: 12,
  furnishingStatus: 'semi-furnished',
  facing: 'north-east',
  ageOfProperty: 'less-than-5',
  securityDeposit: null,
  maintenanceCharges: 4500,
} satisfies KeyFactsSource & Partial<PublicListing>;

describe('the property page in Hindi', () => {
  it('lists the key facts with Hindi labels, areas in वर्ग फ़ुट and Vastu facing in Hindi', () => {
    render(<KeyFacts facts={keyFacts(flat)} />);
    const fact = (label: string) => screen.getByText(label).closest('div')?.querySelector('dd')?.textContent;
    expect(fact('बेडरूम')).toBe('3');
    expect(fact('कुल एरिया')).toBe('1,450 वर्ग फ़ुट');
    expect(fact('मंज़िल')).toBe('12 में से 3');
    expect(fact('फ़र्निशिंग')).toBe('सेमी-फ़र्निश्ड');
    expect(fact('दिशा (फ़ेसिंग)')).toBe('उत्तर-पूर्व');
    expect(fact('प्रॉपर्टी की उम्र')).toBe('5 साल से कम');
  });

  it('says the price in करोड़, the full amount with Indian grouping, and the charges', () => {
    const { container } = render(<ListingPrice listing={flat as unknown as PublicListing} />);
    expect(container.textContent).toContain('₹1.25 करोड़');
    expect(container.textContent).toContain('₹1,25,00,000 · ₹8,621 प्रति वर्ग फ़ुट');
    expect(container.textContent).toContain('मेंटेनेंस₹4,500/माह');
  });

  it('writes the city and the state of the address in Devanagari', async () => {
    render(
      <ListingAddress
        listing={{
          address: '12, 4th Cross',
          landmark: 'Forum Mall',
          city: 'Bengaluru',
          state: 'Karnataka',
          pincode: '560034',
        }}
      />,
    );
    expect(await screen.findByText('बेंगलुरु, कर्नाटक 560034')).toBeDefined();
    expect(screen.getByText('लैंडमार्क:')).toBeDefined();
  });

  it('names the amenities and features in Hindi', () => {
    render(<CheckList items={['Lift', 'Power Backup', 'Vastu Compliant', 'Pooja Room']} />);
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(['लिफ़्ट', 'पावर बैकअप', 'वास्तु के अनुसार', 'पूजा घर']);
  });

  it('shows the RERA registration with Hindi words around the number', () => {
    const listing = {
      id: '5f0c3a52-3b8e-4f55-9a4e-0d6c4b1f3b71',
      state: 'Maharashtra' as const,
      reraNumber: 'P51800012345',
      reraIssuer: reraIssuer('Maharashtra', 'P51800012345'),
    };
    render(<ReraRegistrationPanel listing={listing} />);
    const panel = screen.getByRole('region', { name: 'रेरा पंजीकरण संख्या' });
    expect(within(panel).getByRole('link', { name: /maharera\.maharashtra\.gov\.in पर जाँचें/ })).toBeDefined();
  });

  it('reads out the verification record in Hindi, with Hindi dates', () => {
    render(
      <VerificationRecord
        record={{
          checks: [
            { check: 'site-visited', checkedOn: '2026-03-14' },
            { check: 'title-documents', checkedOn: null },
          ],
          badge: { verified: true, until: '2026-06-11' },
          visitorAnswers: { matched: 3, answered: 4, lastAnsweredOn: '2026-03-20' },
        }}
      />,
    );
    expect(screen.getByText('वेरिफ़ाइड')).toBeDefined();
    const checks = screen.getByRole('list', { name: 'हमारे स्टाफ़ की जाँच' });
    expect(checks.textContent).toContain('हमारे स्टाफ़ ने साइट विज़िट की14 मार्च 2026 को जाँचा गया');
    expect(checks.textContent).toContain('मालिकाना हक़ के दस्तावेज़ देखे गएअभी जाँच नहीं हुई');
    expect(screen.getByText('4 में से 3 विज़िटर ने कहा कि घर लिस्टिंग जैसा ही था')).toBeDefined();
  });

  describe('a listing that left', () => {
    const id = '5f0c3a52-3b8e-4f55-9a4e-0d6c4b1f3b71';
    const noSimilarHomes = { [`GET /properties/${id}/similar`]: [{ status: 200, body: { items: [] } }] };

    afterEach(() => {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    });

    it('says on its banner, in Hindi, when it was rented out', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-12-20T06:30:00Z'));
      renderAdmin(
        <DepartedListingBanner listingId={id} departure={{ kind: 'rented', on: '2026-12-03' }} />,
        noSimilarHomes,
      );
      expect(await screen.findByRole('heading', { name: '3 दिसंबर को किराये पर चला गया' })).toBeDefined();
    });

    it('says on the page of a gone listing, in Hindi, what its 410 says became of it', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-12-20T06:30:00Z'));
      const gone = apiErrorFrom(410, {
        error: {
          code: 'LISTING_GONE',
          message: 'Sold on 3 Dec 2025',
          details: { departure: { kind: 'sold', on: '2025-12-03' } },
        },
      });
      renderAdmin(<ListingGone listingId={id} departure={goneListingDeparture(gone)} />, noSimilarHomes);
      expect(await screen.findByText('3 दिसंबर 2025 को बिक गया')).toBeDefined();
      expect(screen.getByRole('heading', { name: 'अब उपलब्ध नहीं' })).toBeDefined();
      expect(screen.queryByText(/Sold on/)).toBeNull();
    });

    it('says only that a withdrawn listing is no longer available', async () => {
      const gone = apiErrorFrom(410, { error: { code: 'LISTING_GONE', message: 'No longer available' } });
      expect(goneListingDeparture(gone)).toEqual({ kind: 'unavailable', on: null });
      const { container } = renderAdmin(
        <ListingGone listingId={id} departure={goneListingDeparture(gone)} />,
        noSimilarHomes,
      );
      expect(await screen.findByRole('heading', { name: 'अब उपलब्ध नहीं' })).toBeDefined();
      expect(container.textContent).not.toContain('No longer available');
    });
  });

  it('works out the EMI with Hindi labels and the loan in लाख', () => {
    const { container } = render(<EmiCalculator price={10_000_000} />);
    expect(screen.getByText('मासिक ईएमआई')).toBeDefined();
    expect(screen.getByLabelText(/ब्याज दर/)).toBeDefined();
    expect(container.textContent).toContain('₹80 लाख के लोन पर 20 साल के लिए');
  });

  it('shares the price in करोड़ and the RERA number in Hindi', () => {
    render(
      <ShareListing
        listingId="5f0c3a52-3b8e-4f55-9a4e-0d6c4b1f3b71"
        listing={{ ...flat, title: '3 BHK in Andheri', reraNumber: 'P51800012345' }}
      />,
    );
    const whatsApp = screen.getByRole('link', { name: /WhatsApp पर शेयर करें/ });
    const text = new URL(whatsApp.getAttribute('href')!).searchParams.get('text');
    expect(text).toContain('3 BHK in Andheri\n₹1.25 करोड़\nरेरा पंजीकरण संख्या P51800012345');
    expect(screen.getByRole('button', { name: 'लिंक कॉपी करें' })).toBeDefined();
  });
});
