import { describe, expect, it } from 'vitest';
import {
  AGE_OF_PROPERTY_LABELS,
  AGES_OF_PROPERTY,
  ALL_SUB_CATEGORIES,
  AMENITIES,
  COMMON_FEATURES,
  FACING_LABELS,
  FACINGS,
  featuresFor,
  FURNISHING_STATUS_LABELS,
  FURNISHING_STATUSES,
  INDIAN_STATES,
  isOneOf,
  MAIN_CATEGORIES,
  MAIN_CATEGORY_LABELS,
  mainCategoryOf,
  PROPERTY_STATUS_LABELS,
  PROPERTY_STATUSES,
  RENTAL_FREQUENCIES,
  RENTAL_FREQUENCY_LABELS,
  SUB_CATEGORIES,
  SUB_CATEGORY_LABELS,
} from './taxonomy.js';

describe('categories', () => {
  it('lists every subcategory of both main categories, residential first', () => {
    expect(ALL_SUB_CATEGORIES).toEqual([...SUB_CATEGORIES.residential, ...SUB_CATEGORIES.commercial]);
    expect(ALL_SUB_CATEGORIES).toHaveLength(11);
  });

  it('labels subcategories as the spec names them', () => {
    expect(ALL_SUB_CATEGORIES.map((sub) => SUB_CATEGORY_LABELS[sub])).toEqual([
      'Flat/Apartment',
      'Plot',
      'Villa',
      'Farmland',
      'Individual House',
      'Shop',
      'Commercial Land',
      'Commercial Building',
      'Office Space',
      'Showroom',
      'Warehouse',
    ]);
  });

  it('finds the main category a subcategory belongs to', () => {
    for (const main of MAIN_CATEGORIES) {
      for (const sub of SUB_CATEGORIES[main]) expect(mainCategoryOf(sub)).toBe(main);
    }
  });
});

describe('labels', () => {
  it.each([
    ['main categories', MAIN_CATEGORIES, MAIN_CATEGORY_LABELS],
    ['property statuses', PROPERTY_STATUSES, PROPERTY_STATUS_LABELS],
    ['rental frequencies', RENTAL_FREQUENCIES, RENTAL_FREQUENCY_LABELS],
    ['furnishing statuses', FURNISHING_STATUSES, FURNISHING_STATUS_LABELS],
    ['facings', FACINGS, FACING_LABELS],
    ['ages of property', AGES_OF_PROPERTY, AGE_OF_PROPERTY_LABELS],
  ] as const)('labels every one of the %s, in the same order', (_name, values, labels) => {
    expect(Object.keys(labels)).toEqual([...values]);
  });

  it('words statuses, facings and ages for people', () => {
    expect(PROPERTY_STATUS_LABELS).toEqual({ sale: 'For Sale', rent: 'For Rent' });
    expect(FACING_LABELS['north-east']).toBe('North-East');
    expect(Object.values(AGE_OF_PROPERTY_LABELS)).toEqual([
      'Under Construction',
      'Newly Built',
      'Less than 5 years',
      '5–10 years',
      '10+ years',
    ]);
  });
});

describe('amenities', () => {
  it('offers the 24 amenities of the spec in its order', () => {
    expect(AMENITIES).toHaveLength(24);
    expect(AMENITIES[0]).toBe('Water Supply 24/7');
    expect(AMENITIES).toContain("Children's Play Area");
    expect(AMENITIES[23]).toBe('Rain Water Harvesting');
    expect(new Set(AMENITIES).size).toBe(24);
  });
});

describe('featuresFor', () => {
  it('offers the common four first, then the type’s own features', () => {
    expect(featuresFor('flat')).toEqual([
      ...COMMON_FEATURES,
      'Private Balcony',
      'Modular Kitchen',
      'Walk-in Closet',
      'Servant Room',
      'Study Room',
      'Pooja Room',
      'Store Room',
    ]);
  });

  it('lists "Main Road Facing" once for a shop even though the shop list repeats it', () => {
    const shop = featuresFor('shop');
    expect(shop.filter((feature) => feature === 'Main Road Facing')).toHaveLength(1);
    expect(shop).toEqual([
      ...COMMON_FEATURES,
      'Corner Shop',
      'Storage Area',
      'Display Window',
      'Loading/Unloading Area',
    ]);
  });

  it.each(['farmland', 'individual-house', 'land', 'building', 'showroom', 'warehouse'] as const)(
    'offers only the common four for a %s',
    (sub) => {
      expect(featuresFor(sub)).toEqual([...COMMON_FEATURES]);
    },
  );
});

describe('INDIAN_STATES', () => {
  it('holds the 28 states and 8 union territories, alphabetically', () => {
    expect(INDIAN_STATES).toHaveLength(36);
    expect([...INDIAN_STATES].sort((a, b) => a.localeCompare(b, 'en'))).toEqual([...INDIAN_STATES]);
    expect(INDIAN_STATES).toContain('Telangana');
    expect(INDIAN_STATES).toContain('Ladakh');
    expect(INDIAN_STATES).toContain('Dadra and Nagar Haveli and Daman and Diu');
  });
});

describe('isOneOf', () => {
  it('accepts only the listed strings', () => {
    expect(isOneOf(PROPERTY_STATUSES, 'rent')).toBe(true);
    expect(isOneOf(PROPERTY_STATUSES, 'lease')).toBe(false);
    expect(isOneOf(PROPERTY_STATUSES, null)).toBe(false);
  });
});
