import { render, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { listingQuality, QUALITY_CHECK_LABELS } from '#domain/listing-quality';
import { speakHindi } from '#web/testing/languages';
import { ListingQualityPanel } from './listing-quality-panel';
import { QUALITY_CHECK_MESSAGES } from './quality-messages';

const quality = listingQuality(
  {
    mainCategory: 'residential',
    subCategory: 'flat',
    propertyStatus: 'rent',
    ageOfProperty: null,
    description: 'Bright two-bedroom flat.',
    carpetArea: 800,
    reraNumber: null,
    latitude: 12.97,
    longitude: 77.64,
    locationApproximate: false,
    floorNumber: 2,
    facing: null,
    lastConfirmedAt: null,
    photoCount: 3,
  },
  new Date('2026-11-28T06:00:00Z'),
);

describe('the listing quality panel', () => {
  it('shows the score and a hint for each check missed', () => {
    const { container } = render(<ListingQualityPanel quality={quality} />);
    const panel = within(container).getByRole('region', { name: 'Listing quality' });
    expect(within(panel).getByTestId('quality-score').textContent).toBe(`Quality ${quality.score}/100`);
    expect(panel.textContent).toContain('Add 2 more photos');
    expect(panel.textContent).toContain('Write at least 750 characters (now 24)');
    expect(panel.textContent).toContain('Give the facing');
    expect(within(panel).getAllByLabelText('To do')).toHaveLength(3);
    expect(within(panel).getAllByLabelText('Done')).toHaveLength(2);
  });

  it('names the checks in English exactly as the domain does', () => {
    const names = Object.fromEntries(
      Object.entries(QUALITY_CHECK_MESSAGES).map(([check, message]) => [check, i18n._(message)]),
    );
    expect(names).toEqual(QUALITY_CHECK_LABELS);
  });

  it('speaks Hindi on Hindi pages, the hints with their counts', () => {
    speakHindi('lister');
    const { container } = render(<ListingQualityPanel quality={quality} />);
    const panel = within(container).getByRole('region', { name: 'लिस्टिंग की क्वालिटी' });
    expect(within(panel).getByTestId('quality-score').textContent).toBe(`क्वालिटी ${quality.score}/100`);
    expect(panel.textContent).toContain('कम से कम 5 फ़ोटो');
    expect(panel.textContent).toContain('2 और फ़ोटो जोड़ें');
    expect(panel.textContent).toContain('कम से कम 750 अक्षर लिखें (अभी 24)');
    expect(panel.textContent).toContain('दिशा बताएँ (कई ख़रीदारों के लिए वास्तु मायने रखता है)।');
    expect(within(panel).getAllByLabelText('करना बाक़ी')).toHaveLength(3);
  });
});
