import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ComparedFacts, ComparedListing } from '#domain/listing-compare';
import { speakHindi } from '#web/testing/languages';
import { renderAdmin } from '#web/testing/render-admin';
import { CompareTable } from './compare-table';

function aListing(id: string, facts: Partial<ComparedFacts> = {}): ComparedListing {
  return {
    id,
    title: `फ़्लैट ${id}`,
    listingState: 'live',
    departure: null,
    facts: {
      propertyStatus: 'sale',
      rentalFrequency: null,
      mainCategory: 'residential',
      subCategory: 'flat',
      price: 8_500_000,
      location: 'Koramangala',
      city: 'Bengaluru',
      squareFeet: 1250,
      carpetArea: 1000,
      plotArea: null,
      undividedShare: 400,
      bedrooms: 3,
      bathrooms: 2,
      floorNumber: 3,
      totalFloors: 12,
      facing: 'east',
      ageOfProperty: 'less-than-5',
      furnishingStatus: 'semi-furnished',
      maintenanceCharges: 4_500,
      amenities: ['Lift'],
      vastuCompliant: true,
      reraNumber: null,
      verificationChecks: [],
      cover: null,
      ...facts,
    },
  };
}

const listings = [
  aListing('a'),
  aListing('b', {
    price: 12_500_000,
    floorNumber: 0,
    facing: 'north',
    furnishingStatus: 'unfurnished',
    bedrooms: 0,
    amenities: [],
  }),
];

const cellsOf = (row: string) =>
  within(screen.getByTestId(`compare-row-${row}`))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('the comparison table', () => {
  it('writes every cell in Hindi on a Hindi page: prices in लाख and करोड़, areas in वर्ग फ़ुट, values in Hindi', () => {
    speakHindi('account');
    render(
      <MemoryRouter>
        <CompareTable listings={listings} />
      </MemoryRouter>,
    );
    expect(cellsOf('price')).toEqual(['₹85 लाखसबसे कम', '₹1.25 करोड़']);
    expect(cellsOf('carpetArea')).toEqual(['1,000 वर्ग फ़ुट', '1,000 वर्ग फ़ुट']);
    expect(cellsOf('floor')).toEqual(['12 में से 3', '12 में से ग्राउंड']);
    expect(cellsOf('bedrooms')[1]).not.toMatch(/Studio/);
    expect(cellsOf('maintenance')).toEqual(['₹4,500/माह', '₹4,500/माह']);
    expect(cellsOf('amenity:Lift')[1]).not.toMatch(/[A-Za-z]/);
    const table = screen.getByTestId('compare-table');
    expect(within(table).getAllByText('कोरमंगला, बेंगलुरु')).toHaveLength(2);
    const english = (table.textContent ?? '').match(/[A-Za-z]{2,}/g) ?? [];
    expect(english.filter((word) => !['RK', 'UDS', 'RERA'].includes(word))).toEqual([]);
  });

  it('keeps the domain’s English on an English page', () => {
    render(
      <MemoryRouter>
        <CompareTable listings={listings} />
      </MemoryRouter>,
    );
    expect(cellsOf('price')).toEqual(['₹85 LLowest', '₹1.25 Cr']);
    expect(cellsOf('floor')).toEqual(['3 of 12', 'Ground of 12']);
    expect(cellsOf('bedrooms')).toEqual(['3', 'Studio / 1 RK']);
    expect(cellsOf('facing')).toEqual(['East', 'North']);
  });
});

const departedFacts: ComparedFacts = {
  propertyStatus: 'sale',
  rentalFrequency: null,
  mainCategory: 'residential',
  subCategory: 'flat',
  price: 12_000_000,
  location: 'Whitefield',
  city: 'Bengaluru',
  squareFeet: 1200,
  carpetArea: null,
  plotArea: null,
  undividedShare: null,
  bedrooms: 2,
  bathrooms: 2,
  floorNumber: null,
  totalFloors: null,
  facing: null,
  ageOfProperty: null,
  furnishingStatus: null,
  maintenanceCharges: null,
  amenities: [],
  vastuCompliant: false,
  reraNumber: null,
  verificationChecks: [],
  cover: null,
};

const departedListings: ComparedListing[] = [
  { id: 'a', title: 'Flat A', listingState: 'live', departure: null, facts: departedFacts },
  {
    id: 'b',
    title: 'Flat B',
    listingState: 'sold',
    departure: { kind: 'sold', on: '2026-12-03' },
    facts: departedFacts,
  },
  {
    id: 'c',
    title: 'Flat C',
    listingState: 'archived',
    departure: { kind: 'unavailable', on: null },
    facts: null,
  },
];

afterEach(() => {
  vi.useRealTimers();
});

describe('the comparison table of listings that left', () => {
  it('says in Hindi, on a Hindi page, what became of the listings that left', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-20T06:30:00Z'));
    speakHindi('account');
    renderAdmin(<CompareTable listings={departedListings} />, {});
    const header = screen.getByRole('columnheader', { name: /Flat B/ });
    expect(header.textContent).toContain('3 दिसंबर को बिक गया');
    const availability = screen.getByTestId('compare-row-availability');
    expect(
      within(availability)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['उपलब्ध', '3 दिसंबर को बिक गया', 'अब उपलब्ध नहीं']);
    expect(screen.getByTestId('compare-table').textContent).not.toMatch(/Sold on|No longer available/);
  });

  it('says it in English on an English page, as before', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-20T06:30:00Z'));
    renderAdmin(<CompareTable listings={departedListings} />, {});
    const availability = screen.getByTestId('compare-row-availability');
    expect(
      within(availability)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Available', 'Sold on 3 Dec', 'No longer available']);
  });
});
