import { describe, expect, it } from 'vitest';
import {
  applicableFields,
  CONDITIONAL_FIELDS,
  fieldApplies,
  REQUIRED_WHEN_APPLICABLE,
  type ConditionalField,
} from './property-rules.js';
import { mainCategoryOf, type SubCategory } from './taxonomy.js';

const homeDetails: ConditionalField[] = [
  'bedrooms',
  'bathrooms',
  'balconies',
  'furnishingStatus',
  'totalFloors',
  'floorNumber',
  'facing',
  'ageOfProperty',
  'parkingSpaces',
];
const plotMeasures: ConditionalField[] = ['plotArea', 'plotLength', 'plotBreadth'];
// The question only: the number itself shows once the project is said to be registered.
const reraQuestion: ConditionalField[] = ['isReraRegistered'];
const commercialDetails: ConditionalField[] = [
  'furnishingStatus',
  'totalFloors',
  'floorNumber',
  'facing',
  'ageOfProperty',
  'washrooms',
  'parkingSpaces',
  'cabins',
  'workstations',
];

const expectedByType: Record<SubCategory, ConditionalField[]> = {
  flat: ['undividedShare', 'carpetArea', ...homeDetails, ...reraQuestion],
  villa: ['carpetArea', ...plotMeasures, ...homeDetails, ...reraQuestion],
  'individual-house': ['carpetArea', ...homeDetails, ...reraQuestion],
  plot: [...plotMeasures, ...reraQuestion],
  farmland: [...plotMeasures, ...reraQuestion],
  shop: commercialDetails,
  building: commercialDetails,
  'office-space': commercialDetails,
  showroom: commercialDetails,
  warehouse: commercialDetails,
  land: [],
};

const sorted = (fields: Iterable<ConditionalField>) => [...fields].sort();

describe('fields that depend on the listing type', () => {
  it.each(Object.entries(expectedByType))('gives a %s listing exactly its own fields', (sub, expected) => {
    const context = {
      mainCategory: mainCategoryOf(sub as SubCategory),
      subCategory: sub,
      propertyStatus: 'sale',
    };
    expect(sorted(applicableFields(context))).toEqual(sorted(expected));
  });

  it('asks for the undivided share only on a flat', () => {
    expect(fieldApplies('undividedShare', { subCategory: 'flat' })).toBe(true);
    expect(fieldApplies('undividedShare', { subCategory: 'villa' })).toBe(false);
  });

  it('asks for carpet area on residential types except plot and farmland', () => {
    expect(fieldApplies('carpetArea', { subCategory: 'individual-house' })).toBe(true);
    expect(fieldApplies('carpetArea', { subCategory: 'farmland' })).toBe(false);
    expect(fieldApplies('carpetArea', { subCategory: 'office-space' })).toBe(false);
  });

  it('asks for plot measurements on plots, farmland and villas', () => {
    expect(fieldApplies('plotLength', { subCategory: 'villa' })).toBe(true);
    expect(fieldApplies('plotLength', { subCategory: 'flat' })).toBe(false);
    expect(fieldApplies('plotLength', { subCategory: 'land' })).toBe(false);
  });

  it('gives commercial buildings room details but not bedrooms', () => {
    expect(fieldApplies('workstations', { subCategory: 'warehouse' })).toBe(true);
    expect(fieldApplies('bedrooms', { subCategory: 'office-space' })).toBe(false);
    expect(fieldApplies('washrooms', { subCategory: 'flat' })).toBe(false);
  });

  it('gives commercial land no building details', () => {
    expect(fieldApplies('facing', { mainCategory: 'commercial', subCategory: 'land' })).toBe(false);
  });

  it('applies no type field while the subcategory is not chosen', () => {
    expect(applicableFields({ mainCategory: 'residential' }).size).toBe(0);
    expect(applicableFields({ mainCategory: 'residential', subCategory: '' }).size).toBe(0);
    expect(applicableFields({ subCategory: 'mansion' }).size).toBe(0);
  });

  it('applies no type field when the subcategory belongs to the other main category', () => {
    expect(fieldApplies('bedrooms', { mainCategory: 'commercial', subCategory: 'flat' })).toBe(false);
  });
});

describe('fields that depend on status and commission', () => {
  it('asks for rental frequency and security deposit only on rent listings', () => {
    for (const field of ['rentalFrequency', 'securityDeposit'] as const) {
      expect(fieldApplies(field, { propertyStatus: 'rent' })).toBe(true);
      expect(fieldApplies(field, { propertyStatus: 'sale' })).toBe(false);
      expect(fieldApplies(field, {})).toBe(false);
    }
  });

  it('asks for a commission percentage only when commission applies', () => {
    expect(fieldApplies('commissionPercentage', { isCommissionApplicable: true })).toBe(true);
    expect(fieldApplies('commissionPercentage', { isCommissionApplicable: false })).toBe(false);
    expect(fieldApplies('commissionPercentage', {})).toBe(false);
  });

  it('lists status and commission fields alongside the type fields', () => {
    const fields = applicableFields({
      subCategory: 'land',
      propertyStatus: 'rent',
      isCommissionApplicable: true,
    });
    expect(sorted(fields)).toEqual(['commissionPercentage', 'rentalFrequency', 'securityDeposit']);
  });
});

describe('the RERA registration', () => {
  it('asks whether a residential project is registered, never a commercial one', () => {
    expect(fieldApplies('isReraRegistered', { subCategory: 'plot' })).toBe(true);
    expect(fieldApplies('isReraRegistered', { subCategory: 'office-space' })).toBe(false);
    expect(fieldApplies('isReraRegistered', { mainCategory: 'residential' })).toBe(false);
  });

  it('asks for the number only once a residential project is said to be registered', () => {
    expect(fieldApplies('reraNumber', { subCategory: 'flat', isReraRegistered: true })).toBe(true);
    expect(fieldApplies('reraNumber', { subCategory: 'flat', isReraRegistered: false })).toBe(false);
    expect(fieldApplies('reraNumber', { subCategory: 'shop', isReraRegistered: true })).toBe(false);
  });
});

describe('REQUIRED_WHEN_APPLICABLE', () => {
  it('requires what spec §5 and issue 22 require once it shows', () => {
    expect(sorted(REQUIRED_WHEN_APPLICABLE)).toEqual(
      sorted([
        'rentalFrequency',
        'commissionPercentage',
        'undividedShare',
        'bedrooms',
        'bathrooms',
        'reraNumber',
      ]),
    );
    for (const field of REQUIRED_WHEN_APPLICABLE) expect(CONDITIONAL_FIELDS).toContain(field);
  });
});
