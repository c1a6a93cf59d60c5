import { beforeAll, describe, expect, it } from 'vitest';
import { speak } from '#web/testing/languages';
import { headlineFacts, keyFacts, type KeyFactsSource } from './key-facts';

// The texts come from the English catalogues, as on an English page.
beforeAll(() => speak('en'));

/** A listing with every type-dependent field empty; each test fills in what its type has. */
function listing(overrides: Partial<KeyFactsSource>): KeyFactsSource {
  return {
    mainCategory: 'residential',
    subCategory: 'flat',
    propertyStatus: 'sale',
    squareFeet: 1000,
    carpetArea: null,
    undividedShare: null,
    plotArea: null,
    plotLength: null,
    plotBreadth: null,
    bedrooms: null,
    bathrooms: null,
    balconies: null,
    washrooms: null,
    cabins: null,
    workstations: null,
    parkingSpaces: null,
    floorNumber: null,
    totalFloors: null,
    furnishingStatus: null,
    facing: null,
    ageOfProperty: null,
    ...overrides,
  };
}

const asPairs = (source: KeyFactsSource) => keyFacts(source).map(({ label, value }) => [label, value]);

describe('keyFacts', () => {
  it('lists a flat’s rooms, areas, floor and finish in reading order', () => {
    const flat = listing({
      squareFeet: 1450,
      carpetArea: 1180.5,
      undividedShare: 420,
      bedrooms: 3,
      bathrooms: 2,
      balconies: 2,
      parkingSpaces: 1,
      floorNumber: 3,
      totalFloors: 12,
      furnishingStatus: 'semi-furnished',
      facing: 'north-east',
      ageOfProperty: 'less-than-5',
    });

    expect(asPairs(flat)).toEqual([
      ['Bedrooms', '3'],
      ['Bathrooms', '2'],
      ['Balconies', '2'],
      ['Total area', '1,450 sq.ft'],
      ['Carpet area', '1,180.5 sq.ft'],
      ['Undivided share', '420 sq.ft'],
      ['Parking spaces', '1'],
      ['Floor', '3 of 12'],
      ['Furnishing', 'Semi-Furnished'],
      ['Facing', 'North-East'],
      ['Age of property', 'Less than 5 years'],
    ]);
  });

  it('leaves out facts without a value and keeps a zero', () => {
    const flat = listing({ bedrooms: 2, bathrooms: 2, balconies: 0 });

    expect(asPairs(flat)).toEqual([
      ['Bedrooms', '2'],
      ['Bathrooms', '2'],
      ['Balconies', '0'],
      ['Total area', '1,000 sq.ft'],
    ]);
  });

  it('reads 0 bedrooms as a studio and floor 0 as the ground floor', () => {
    const studio = listing({ bedrooms: 0, bathrooms: 1, floorNumber: 0, totalFloors: 4 });

    expect(asPairs(studio)).toContainEqual(['Bedrooms', 'Studio / 1 RK']);
    expect(asPairs(studio)).toContainEqual(['Floor', 'Ground of 4']);
  });

  it('shows a plot’s area and dimensions and nothing about rooms or floors', () => {
    const plot = listing({
      subCategory: 'plot',
      squareFeet: 2400,
      plotArea: 2400,
      plotLength: 60,
      plotBreadth: 40,
      // Values for fields a plot does not have (left over from an earlier type) are never shown.
      bedrooms: 3,
      facing: 'east',
      floorNumber: 2,
    });

    expect(asPairs(plot)).toEqual([
      ['Total area', '2,400 sq.ft'],
      ['Plot area', '2,400 sq.ft'],
      ['Dimensions', '60 × 40 ft'],
    ]);
  });

  it('gives farmland of an acre or more in acres, with the square feet after', () => {
    const farm = listing({ subCategory: 'farmland', squareFeet: 108_900, plotArea: 108_900 });

    expect(asPairs(farm)).toEqual([
      ['Total area', '2.5 acres (1,08,900 sq.ft)'],
      ['Plot area', '2.5 acres (1,08,900 sq.ft)'],
    ]);
  });

  it('shows the one known side of a plot when the other is missing', () => {
    const plot = listing({ subCategory: 'farmland', plotLength: 120.5 });

    expect(asPairs(plot)).toEqual([
      ['Total area', '1,000 sq.ft'],
      ['Plot length', '120.5 ft'],
    ]);
  });

  it('gives a villa both its rooms and its plot, and its floors in total', () => {
    const villa = listing({
      subCategory: 'villa',
      squareFeet: 3200,
      carpetArea: 2800,
      plotArea: 2400,
      plotLength: 60,
      plotBreadth: 40,
      bedrooms: 4,
      bathrooms: 4,
      totalFloors: 2,
      facing: 'east',
      undividedShare: 500,
    });

    expect(asPairs(villa)).toEqual([
      ['Bedrooms', '4'],
      ['Bathrooms', '4'],
      ['Total area', '3,200 sq.ft'],
      ['Carpet area', '2,800 sq.ft'],
      ['Plot area', '2,400 sq.ft'],
      ['Dimensions', '60 × 40 ft'],
      ['Total floors', '2'],
      ['Facing', 'East'],
    ]);
  });

  it('shows an office’s workspace and parking but no bedrooms', () => {
    const office = listing({
      mainCategory: 'commercial',
      subCategory: 'office-space',
      squareFeet: 5200,
      washrooms: 4,
      cabins: 6,
      workstations: 1200,
      parkingSpaces: 10,
      floorNumber: 7,
      totalFloors: 15,
      furnishingStatus: 'fully-furnished',
      bedrooms: 2,
      carpetArea: 4000,
    });

    expect(asPairs(office)).toEqual([
      ['Total area', '5,200 sq.ft'],
      ['Washrooms', '4'],
      ['Cabins', '6'],
      ['Workstations', '1,200'],
      ['Parking spaces', '10'],
      ['Floor', '7 of 15'],
      ['Furnishing', 'Fully Furnished'],
    ]);
  });

  it('shows a shop on the ground floor with its washroom', () => {
    const shop = listing({
      mainCategory: 'commercial',
      subCategory: 'shop',
      squareFeet: 450,
      washrooms: 1,
      floorNumber: 0,
      facing: 'south',
      ageOfProperty: 'newly-built',
    });

    expect(asPairs(shop)).toEqual([
      ['Total area', '450 sq.ft'],
      ['Washrooms', '1'],
      ['Floor', 'Ground'],
      ['Facing', 'South'],
      ['Age of property', 'Newly Built'],
    ]);
  });

  it('chooses a rent listing’s facts by its type, as for a sale', () => {
    const rentedFlat = listing({
      propertyStatus: 'rent',
      bedrooms: 2,
      bathrooms: 2,
      furnishingStatus: 'unfurnished',
    });

    expect(asPairs(rentedFlat)).toEqual([
      ['Bedrooms', '2'],
      ['Bathrooms', '2'],
      ['Total area', '1,000 sq.ft'],
      ['Furnishing', 'Unfurnished'],
    ]);
  });

  it('shows nothing but the total area for commercial land', () => {
    const land = listing({
      mainCategory: 'commercial',
      subCategory: 'land',
      squareFeet: 43560,
      parkingSpaces: 5,
    });

    expect(asPairs(land)).toEqual([['Total area', '43,560 sq.ft']]);
  });
});

describe('headlineFacts', () => {
  const labels = (source: KeyFactsSource) => headlineFacts(keyFacts(source)).map((fact) => fact.label);

  it('repeats a home’s rooms and area', () => {
    const flat = listing({ bedrooms: 3, bathrooms: 2, balconies: 1, carpetArea: 900, floorNumber: 2 });

    expect(labels(flat)).toEqual(['Bedrooms', 'Bathrooms', 'Total area']);
  });

  it('repeats a plot’s area and dimensions', () => {
    const plot = listing({ subCategory: 'plot', plotArea: 1000, plotLength: 50, plotBreadth: 20 });

    expect(labels(plot)).toEqual(['Total area', 'Dimensions']);
  });

  it('repeats an office’s area and workspace', () => {
    const office = listing({
      mainCategory: 'commercial',
      subCategory: 'office-space',
      washrooms: 2,
      cabins: 3,
      workstations: 40,
    });

    expect(labels(office)).toEqual(['Total area', 'Workstations', 'Cabins']);
  });
});
