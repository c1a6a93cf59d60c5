import { render, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listingQuality } from '#domain/listing-quality';
import { ListingQualityPanel } from './listing-quality-panel';

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
});
