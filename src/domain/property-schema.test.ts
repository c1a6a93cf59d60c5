import { z } from 'zod';
import { INDIAN_CITIES, pinCodeStates } from './indian-places.js';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  fieldErrors,
  propertyInputSchema,
  type PropertyData,
  type PropertyInput,
} from './property-schema.js';
import {
  ALL_SUB_CATEGORIES,
  type Amenity,
  type IndianState,
  type RentalFrequency,
  type SubCategory,
} from './taxonomy.js';

const basics = (): PropertyInput => ({
  title: 'Sunny home near the metro',
  description: 'Quiet street, good light, five minutes from the station.',
  mainCategory: 'residential',
  propertyStatus: 'sale',
  price: 8_500_000,
  availableFrom: '2025-07-01',
  location: 'Indiranagar',
  address: '12, 2nd Main, HAL 2nd Stage',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560038',
  squareFeet: 1250,
});

const home = {
  bedrooms: 3,
  bathrooms: 2,
  balconies: 1,
  furnishingStatus: 'semi-furnished',
  facing: 'east',
} as const;
const commercialBuilding = {
  mainCategory: 'commercial',
  washrooms: 2,
  parkingSpaces: 4,
  totalFloors: 5,
  floorNumber: 1,
} as const;

const validListings: Record<SubCategory, () => PropertyInput> = {
  flat: () => ({
    ...basics(),
    subCategory: 'flat',
    undividedShare: 420,
    carpetArea: 1000,
    floorNumber: 4,
    totalFloors: 12,
    ...home,
  }),
  villa: () => ({
    ...basics(),
    subCategory: 'villa',
    plotArea: 2400,
    plotLength: 60,
    plotBreadth: 40,
    ...home,
  }),
  'individual-house': () => ({ ...basics(), subCategory: 'individual-house', carpetArea: 1100, ...home }),
  plot: () => ({
    ...basics(),
    subCategory: 'plot',
    plotArea: 1200,
    plotLength: 40,
    plotBreadth: 30,
    features: ['Clear Title'],
  }),
  farmland: () => ({ ...basics(), subCategory: 'farmland', squareFeet: 435_600, plotArea: 435_600 }),
  shop: () => ({
    ...basics(),
    ...commercialBuilding,
    subCategory: 'shop',
    features: ['Main Road Facing', 'Corner Shop'],
  }),
  land: () => ({ ...basics(), mainCategory: 'commercial', subCategory: 'land', squareFeet: 20_000 }),
  building: () => ({ ...basics(), ...commercialBuilding, subCategory: 'building', cabins: 12 }),
  'office-space': () => ({
    ...basics(),
    ...commercialBuilding,
    subCategory: 'office-space',
    cabins: 4,
    workstations: 60,
  }),
  showroom: () => ({
    ...basics(),
    ...commercialBuilding,
    subCategory: 'showroom',
    furnishingStatus: 'fully-furnished',
  }),
  warehouse: () => ({
    ...basics(),
    ...commercialBuilding,
    subCategory: 'warehouse',
    ageOfProperty: 'newly-built',
  }),
};

const listing = (sub: SubCategory = 'flat', changes: PropertyInput = {}): PropertyInput => ({
  ...validListings[sub](),
  ...changes,
});
const rentListing = (changes: PropertyInput = {}) =>
  listing('flat', {
    propertyStatus: 'rent',
    price: 35_000,
    rentalFrequency: 'monthly',
    securityDeposit: 100_000,
    ...changes,
  });

function parse(input: PropertyInput): PropertyData {
  const result = propertyInputSchema.safeParse(input);
  if (!result.success) {
    throw new Error(`expected a valid listing, got ${JSON.stringify(fieldErrors(result.error))}`);
  }
  return result.data;
}

function errorsFor(input: PropertyInput): Record<string, string> {
  const result = propertyInputSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

describe('valid listings', () => {
  it.each(ALL_SUB_CATEGORIES)('accepts a valid %s listing', (sub) => {
    expect(parse(listing(sub)).subCategory).toBe(sub);
  });

  it('accepts a rent listing with its frequency and deposit', () => {
    expect(parse(rentListing())).toMatchObject({ rentalFrequency: 'monthly', securityDeposit: 100_000 });
  });

  it('outputs null for optional fields left empty and false or [] for flags and lists', () => {
    const data = parse(listing('land', { description: '', location: null, landmark: undefined }));
    expect(data).toMatchObject({
      description: null,
      location: null,
      landmark: null,
      maintenanceCharges: null,
      latitude: null,
      longitude: null,
      isCommissionApplicable: false,
      commissionPercentage: null,
      isFeatured: false,
      features: [],
      amenities: [],
    });
  });

  it('trims text fields', () => {
    const data = parse(listing('flat', { title: '  Sunny home near the metro  ', city: ' Bengaluru ' }));
    expect(data.title).toBe('Sunny home near the metro');
    expect(data.city).toBe('Bengaluru');
  });

  it('reads numbers typed into form fields as text', () => {
    const data = parse(
      listing('flat', { price: '8500000', squareFeet: '1250.5', bedrooms: '3', floorNumber: '-1' }),
    );
    expect(data).toMatchObject({ price: 8_500_000, squareFeet: 1250.5, bedrooms: 3, floorNumber: -1 });
  });

  it('treats an empty number input, sent as "" or NaN, as no value', () => {
    const data = parse(listing('flat', { balconies: '', maintenanceCharges: Number.NaN }));
    expect(data.balconies).toBeNull();
    expect(data.maintenanceCharges).toBeNull();
  });

  it('rejects text that is not a number', () => {
    expect(errorsFor(listing('flat', { price: 'eighty lakh' })).price).toBe('Price must be a number');
    expect(errorsFor(listing('flat', { squareFeet: '0x4E2' })).squareFeet).toBe(
      'Total area must be a number',
    );
  });

  it('leaves out fields the schema does not know, such as images', () => {
    const data = parse({ ...listing('flat'), images: ['a.jpg'] } as PropertyInput);
    expect(data).not.toHaveProperty('images');
  });
});

describe('required fields', () => {
  it.each([
    ['title', 'Enter the title'],
    ['mainCategory', 'Choose the main category'],
    ['subCategory', 'Choose the subcategory'],
    ['propertyStatus', 'Choose the property status'],
    ['price', 'Enter the price'],
    ['availableFrom', 'Enter the available-from date'],
    ['address', 'Enter the address'],
    ['city', 'Enter the city'],
    ['state', 'Choose the state'],
    ['pincode', 'Enter the PIN code'],
    ['squareFeet', 'Enter the total area'],
  ] as const)('rejects a listing without %s', (field, message) => {
    expect(errorsFor(listing('flat', { [field]: undefined }))[field]).toBe(message);
  });

  it('treats blank text and null as missing', () => {
    expect(errorsFor(listing('flat', { title: '   ' })).title).toBe('Enter the title');
    expect(errorsFor(listing('flat', { city: null })).city).toBe('Enter the city');
  });

  it('rejects a rent listing without rental frequency', () => {
    expect(errorsFor(rentListing({ rentalFrequency: '' })).rentalFrequency).toBe(
      'Rental frequency is required for rent listings',
    );
  });

  it('reports every problem at once: a missing title and a rent listing without rental frequency', () => {
    expect(errorsFor(rentListing({ title: '', rentalFrequency: null }))).toEqual({
      title: 'Enter the title',
      rentalFrequency: 'Rental frequency is required for rent listings',
    });
  });

  it('reports problems in type fields alongside a missing main field', () => {
    const errors = errorsFor(listing('flat', { city: '', bedrooms: null, undividedShare: undefined }));
    expect(Object.keys(errors).sort()).toEqual(['bedrooms', 'city', 'undividedShare']);
  });

  it('rejects a flat without its undivided share', () => {
    expect(errorsFor(listing('flat', { undividedShare: '' })).undividedShare).toBe(
      'Undivided share is required for flats',
    );
  });

  it.each(['flat', 'villa', 'individual-house'] as const)(
    'rejects a %s without bedrooms or bathrooms',
    (sub) => {
      expect(errorsFor(listing(sub, { bedrooms: null, bathrooms: '' }))).toEqual({
        bedrooms: 'Enter the number of bedrooms',
        bathrooms: 'Enter the number of bathrooms',
      });
    },
  );

  it('rejects a listing with commission but no percentage', () => {
    expect(errorsFor(listing('flat', { isCommissionApplicable: true })).commissionPercentage).toBe(
      'Commission percentage is required when commission applies',
    );
  });

  it('rejects a payload that is not an object, with no field to blame', () => {
    const result = propertyInputSchema.safeParse(null);
    expect(result.success).toBe(false);
    if (!result.success) expect(fieldErrors(result.error)).toEqual({});
  });
});

describe('categories and status', () => {
  it('rejects a subcategory that belongs to the other main category', () => {
    expect(errorsFor(listing('flat', { mainCategory: 'residential', subCategory: 'shop' })).subCategory).toBe(
      'Choose a subcategory that belongs to Residential',
    );
    expect(errorsFor(listing('shop', { mainCategory: 'commercial', subCategory: 'villa' })).subCategory).toBe(
      'Choose a subcategory that belongs to Commercial',
    );
  });

  it('rejects a main category HouseHunt does not list', () => {
    expect(errorsFor(listing('flat', { mainCategory: 'industrial' as never })).mainCategory).toBe(
      'Main category must be one of: Residential, Commercial',
    );
  });

  it('rejects an unknown subcategory when the main category is unknown too', () => {
    expect(
      errorsFor(listing('flat', { mainCategory: '', subCategory: 'castle' as never })).subCategory,
    ).toMatch(/^Subcategory must be one of: Flat\/Apartment, Plot/);
  });

  it('rejects a status other than sale or rent', () => {
    expect(errorsFor(listing('flat', { propertyStatus: 'lease' as never })).propertyStatus).toBe(
      'Property status must be one of: For Sale, For Rent',
    );
  });

  it('rejects a rental frequency other than monthly or yearly', () => {
    expect(errorsFor(rentListing({ rentalFrequency: 'weekly' as never })).rentalFrequency).toBe(
      'Rental frequency must be one of: Monthly, Yearly',
    );
  });
});

describe('fields that do not apply are dropped', () => {
  it('parses a sale listing with a leftover rental frequency and outputs it as null', () => {
    const data = parse(listing('flat', { rentalFrequency: 'monthly', securityDeposit: 50_000 }));
    expect(data.rentalFrequency).toBeNull();
    expect(data.securityDeposit).toBeNull();
  });

  it('ignores a bad value in a field that does not apply', () => {
    const data = parse(
      listing('plot', { rentalFrequency: 'weekly' as never, bedrooms: -5, facing: 'up' as never }),
    );
    expect(data).toMatchObject({ rentalFrequency: null, bedrooms: null, facing: null });
  });

  it('ignores a value of the wrong kind in a field that does not apply', () => {
    expect(parse(listing('shop', { bedrooms: true as never })).bedrooms).toBeNull();
  });

  it('drops the commission percentage when commission does not apply', () => {
    expect(
      parse(listing('flat', { isCommissionApplicable: false, commissionPercentage: 150 }))
        .commissionPercentage,
    ).toBeNull();
  });

  it('drops home details, carpet area and undivided share from a plot', () => {
    const data = parse(listing('plot', { ...home, carpetArea: 900, undividedShare: 300, totalFloors: 3 }));
    expect(data).toMatchObject({
      bedrooms: null,
      bathrooms: null,
      balconies: null,
      furnishingStatus: null,
      facing: null,
      totalFloors: null,
      carpetArea: null,
      undividedShare: null,
      plotArea: 1200,
    });
  });

  it('drops plot measurements and commercial fields from a flat', () => {
    const data = parse(
      listing('flat', { plotArea: 2000, plotLength: 50, cabins: 3, workstations: 20, washrooms: 2 }),
    );
    expect(data).toMatchObject({
      plotArea: null,
      plotLength: null,
      cabins: null,
      workstations: null,
      washrooms: null,
    });
  });

  it('keeps only the common fields on commercial land', () => {
    const data = parse(listing('land', { ...home, ...commercialBuilding, cabins: 3, carpetArea: 100 }));
    expect(data).toMatchObject({
      bedrooms: null,
      washrooms: null,
      parkingSpaces: null,
      cabins: null,
      totalFloors: null,
      floorNumber: null,
      carpetArea: null,
      plotArea: null,
    });
  });
});

describe('money', () => {
  it('accepts a price up to ₹1 lakh crore', () => {
    expect(parse(listing('flat', { price: 1e12 })).price).toBe(1e12);
  });

  it.each([
    [0, 'Price must be more than ₹0'],
    [-10, 'Price must be more than ₹0'],
    [1_250_000.5, 'Price must be in whole rupees'],
    [1e12 + 1, 'Price cannot be more than ₹1,00,000 Cr'],
  ])('rejects a price of %d', (price, message) => {
    expect(errorsFor(listing('flat', { price })).price).toBe(message);
  });

  it('accepts a zero deposit and zero maintenance', () => {
    expect(parse(rentListing({ securityDeposit: 0, maintenanceCharges: 0 }))).toMatchObject({
      securityDeposit: 0,
      maintenanceCharges: 0,
    });
  });

  it('rejects a negative or fractional deposit and maintenance', () => {
    expect(errorsFor(rentListing({ securityDeposit: -1, maintenanceCharges: 99.5 }))).toEqual({
      securityDeposit: 'Security deposit cannot be negative',
      maintenanceCharges: 'Maintenance charges must be in whole rupees',
    });
  });
});

describe('commission', () => {
  it.each([0, 100, 2, 12.34, '2.5', 99.99])('accepts %s percent', (commissionPercentage) => {
    expect(
      parse(listing('flat', { isCommissionApplicable: true, commissionPercentage })).commissionPercentage,
    ).toBe(Number(commissionPercentage));
  });

  it.each([-1, 100.01, 12.345, 0.001])('rejects %s percent', (commissionPercentage) => {
    expect(
      errorsFor(listing('flat', { isCommissionApplicable: true, commissionPercentage })).commissionPercentage,
    ).toBe('Commission must be between 0 and 100, in steps of 0.01');
  });
});

describe('available-from date', () => {
  it('accepts a real date written as YYYY-MM-DD', () => {
    expect(parse(listing('flat', { availableFrom: '2024-02-29' })).availableFrom).toBe('2024-02-29');
  });

  it.each(['2023-02-29', '2025-13-01', '01/07/2025', 'soon'])('rejects %s', (availableFrom) => {
    expect(errorsFor(listing('flat', { availableFrom })).availableFrom).toBe(
      'Available-from date must be a real date written as YYYY-MM-DD',
    );
  });
});

describe('location', () => {
  it('accepts states and union territories by their names', () => {
    expect(parse(listing('flat', { state: 'Delhi', city: 'Delhi', pincode: '110017' })).state).toBe('Delhi');
    expect(parse(listing('flat', { state: 'Ladakh', city: 'Leh', pincode: '194101' })).state).toBe('Ladakh');
  });

  it('stores the city under the name HouseHunt knows it by', () => {
    expect(parse(listing('flat', { city: 'Bangalore' })).city).toBe('Bengaluru');
    expect(parse(listing('flat', { city: ' bengaluru ' })).city).toBe('Bengaluru');
    expect(parse(listing('flat', { city: 'Gurgaon', state: 'Haryana', pincode: '122002' })).city).toBe(
      'Gurugram',
    );
    expect(parse(listing('flat', { city: 'New Delhi', state: 'Delhi', pincode: '110001' })).city).toBe(
      'Delhi',
    );
  });

  it('refuses a misspelt city, naming the city it is a slip from', () => {
    expect(errorsFor(listing('flat', { city: 'Banglore' })).city).toBe(
      'HouseHunt cannot place "Banglore" among India\'s cities; did you mean Bengaluru?',
    );
  });

  it('takes a town the table does not know as typed, placed by a PIN code of its state', () => {
    expect(parse(listing('flat', { city: 'Hosakote', pincode: '562114' })).city).toBe('Hosakote');
    expect(errorsFor(listing('flat', { city: 'Hosakote', pincode: '400050' }))).toEqual({
      pincode: 'PIN code 400050 is in Maharashtra, not Karnataka',
    });
  });

  it('refuses a city of another state', () => {
    expect(errorsFor(listing('flat', { city: 'Pune' })).city).toBe('Pune is in Maharashtra, not Karnataka');
  });

  it('refuses a PIN code of another state on the PIN code', () => {
    expect(errorsFor(listing('flat', { pincode: '400050' }))).toEqual({
      pincode: 'PIN code 400050 is in Maharashtra, not Karnataka',
    });
    expect(errorsFor(listing('flat', { pincode: '990001' })).pincode).toBe(
      'No Indian PIN code starts with 99; check the PIN code',
    );
  });

  it('accepts a PIN code a postal circle shares between states', () => {
    expect(parse(listing('flat', { city: 'Mohali', state: 'Punjab', pincode: '160062' })).pincode).toBe(
      '160062',
    );
    expect(parse(listing('flat', { city: 'Chandigarh', state: 'Chandigarh', pincode: '160017' })).city).toBe(
      'Chandigarh',
    );
  });

  it('rejects a state that is not in India’s list', () => {
    expect(errorsFor(listing('flat', { state: 'Karnatka' as never })).state).toBe(
      'Choose a state or union territory of India',
    );
  });

  it('accepts a PIN code as text, as a number, or written with a space', () => {
    expect(parse(listing('flat', { pincode: '560001' })).pincode).toBe('560001');
    expect(parse(listing('flat', { pincode: 560001 })).pincode).toBe('560001');
    expect(parse(listing('flat', { pincode: '560 001' })).pincode).toBe('560001');
  });

  it.each(['056001', '56001', '5600011', 'ABCDEF'])('rejects the PIN code %s', (pincode) => {
    expect(errorsFor(listing('flat', { pincode })).pincode).toBe(
      'PIN code must be 6 digits and cannot start with 0',
    );
  });

  it('accepts a map position given as both coordinates', () => {
    expect(parse(listing('flat', { latitude: 12.9716, longitude: '77.5946' }))).toMatchObject({
      latitude: 12.9716,
      longitude: 77.5946,
    });
  });

  it('rejects coordinates off the globe', () => {
    expect(errorsFor(listing('flat', { latitude: 91, longitude: -181 }))).toEqual({
      latitude: 'Latitude must be between -90 and 90',
      longitude: 'Longitude must be between -180 and 180',
    });
  });

  it('rejects one coordinate without the other', () => {
    expect(errorsFor(listing('flat', { latitude: 12.97 })).longitude).toBe(
      'Longitude is required when latitude is given',
    );
    expect(errorsFor(listing('flat', { longitude: 77.59, latitude: '' })).latitude).toBe(
      'Latitude is required when longitude is given',
    );
  });
});

describe('text lengths', () => {
  it('accepts a title of 5 to 150 characters', () => {
    expect(parse(listing('flat', { title: 'Villa' })).title).toBe('Villa');
    expect(parse(listing('flat', { title: 'x'.repeat(150) })).title).toHaveLength(150);
  });

  it.each([
    ['title', 'Flat', 'Title must be at least 5 characters'],
    ['title', 'x'.repeat(151), 'Title must be at most 150 characters'],
    ['description', 'x'.repeat(5001), 'Description must be at most 5000 characters'],
    ['address', 'x'.repeat(501), 'Address must be at most 500 characters'],
    ['city', 'x'.repeat(101), 'City must be at most 100 characters'],
    ['location', 'x'.repeat(151), 'Locality must be at most 150 characters'],
    ['landmark', 'x'.repeat(151), 'Landmark must be at most 150 characters'],
  ] as const)('rejects a %s that is too short or too long', (field, value, message) => {
    expect(errorsFor(listing('flat', { [field]: value }))[field]).toBe(message);
  });

  it('rejects a title that is not text', () => {
    expect(errorsFor(listing('flat', { title: 12345 as never })).title).toBe('Title must be text');
  });
});

describe('areas', () => {
  it('accepts areas with up to 2 decimals', () => {
    expect(parse(listing('flat', { squareFeet: 1250.75, carpetArea: 1000.25 }))).toMatchObject({
      squareFeet: 1250.75,
      carpetArea: 1000.25,
    });
  });

  it.each([
    [0, 'Total area must be more than 0'],
    [-5, 'Total area must be more than 0'],
    [1250.123, 'Total area can have at most 2 decimal places'],
    [2e9, 'Total area cannot be more than 1,00,00,00,000'],
  ])('rejects a total area of %d', (squareFeet, message) => {
    expect(errorsFor(listing('land', { squareFeet })).squareFeet).toBe(message);
  });

  it('rejects a carpet area larger than the total area, and accepts an equal one', () => {
    expect(errorsFor(listing('flat', { squareFeet: 1000, carpetArea: 1000.5 })).carpetArea).toBe(
      'Carpet area cannot be more than the total area',
    );
    expect(parse(listing('flat', { squareFeet: 1000, carpetArea: 1000 })).carpetArea).toBe(1000);
  });

  it('rejects non-positive plot measurements and undivided share', () => {
    expect(errorsFor(listing('villa', { plotLength: -40, plotBreadth: 0 }))).toEqual({
      plotLength: 'Plot length must be more than 0',
      plotBreadth: 'Plot breadth must be more than 0',
    });
    expect(errorsFor(listing('flat', { undividedShare: 0 })).undividedShare).toBe(
      'Undivided share must be more than 0',
    );
  });
});

describe('plot area from the sides', () => {
  it('stores length × breadth as the plot area, whatever area was sent', () => {
    expect(parse(listing('plot', { plotLength: 40, plotBreadth: 30, plotArea: 999 })).plotArea).toBe(1200);
    expect(parse(listing('villa', { plotLength: '30.5', plotBreadth: '40', plotArea: '' })).plotArea).toBe(
      1220,
    );
  });

  it('keeps the entered area when a side is missing', () => {
    const data = parse(listing('farmland', { plotArea: 435_600, plotLength: null, plotBreadth: 660 }));
    expect(data).toMatchObject({ plotArea: 435_600, plotLength: null, plotBreadth: 660 });
  });

  it('ignores a bad area sent with both sides, and refuses a product beyond the largest area', () => {
    expect(parse(listing('plot', { plotLength: 40, plotBreadth: 30, plotArea: -5 })).plotArea).toBe(1200);
    expect(errorsFor(listing('plot', { plotLength: 100_000, plotBreadth: 20_000 })).plotArea).toBe(
      'Plot area (length × breadth) cannot be more than 1,00,00,00,000',
    );
  });
});

describe('rooms and floors', () => {
  it('accepts 0 bedrooms for a studio', () => {
    expect(parse(listing('flat', { bedrooms: 0 })).bedrooms).toBe(0);
  });

  it.each([
    ['bedrooms', 21, 'Number of bedrooms must be a whole number from 0 to 20'],
    ['bedrooms', 2.5, 'Number of bedrooms must be a whole number from 0 to 20'],
    ['bathrooms', 0, 'Number of bathrooms must be a whole number from 1 to 20'],
    ['balconies', -1, 'Number of balconies must be a whole number from 0 to 20'],
    ['totalFloors', 0, 'Total floors must be a whole number from 1 to 200'],
    ['totalFloors', 201, 'Total floors must be a whole number from 1 to 200'],
    ['floorNumber', -4, 'Floor number must be a whole number from -3 to 200'],
    ['parkingSpaces', -1, 'Parking spaces must be a whole number from 0 to 10000'],
  ] as const)('rejects %s of %d on a flat', (field, value, message) => {
    expect(errorsFor(listing('flat', { [field]: value }))[field]).toBe(message);
  });

  it.each([
    ['washrooms', 1001, 'Number of washrooms must be a whole number from 0 to 1000'],
    ['cabins', -1, 'Number of cabins must be a whole number from 0 to 1000'],
    ['workstations', 10_001, 'Number of workstations must be a whole number from 0 to 10000'],
    ['workstations', 1.5, 'Number of workstations must be a whole number from 0 to 10000'],
  ] as const)('rejects %s of %d on an office space', (field, value, message) => {
    expect(errorsFor(listing('office-space', { [field]: value }))[field]).toBe(message);
  });

  it('accepts a basement floor', () => {
    expect(parse(listing('flat', { floorNumber: -3 })).floorNumber).toBe(-3);
  });

  it('rejects a floor number above the total floors', () => {
    expect(errorsFor(listing('flat', { totalFloors: 4, floorNumber: 5 })).floorNumber).toBe(
      'Floor number cannot be above the total floors',
    );
  });

  it('accepts a floor number without the total floors', () => {
    expect(parse(listing('flat', { totalFloors: null, floorNumber: 7 })).floorNumber).toBe(7);
  });

  it('accepts the listed furnishing, facing and age values', () => {
    const data = parse(
      listing('flat', {
        furnishingStatus: 'fully-furnished',
        facing: 'south-west',
        ageOfProperty: '5-10-years',
      }),
    );
    expect(data).toMatchObject({
      furnishingStatus: 'fully-furnished',
      facing: 'south-west',
      ageOfProperty: '5-10-years',
    });
  });

  it('rejects furnishing, facing and age values HouseHunt does not list', () => {
    expect(
      errorsFor(
        listing('flat', {
          furnishingStatus: 'bare' as never,
          facing: 'up' as never,
          ageOfProperty: 'old' as never,
        }),
      ),
    ).toEqual({
      furnishingStatus: 'Furnishing status must be one of: Unfurnished, Semi-Furnished, Fully Furnished',
      facing:
        'Facing must be one of: North, South, East, West, North-East, North-West, South-East, South-West',
      ageOfProperty:
        'Age of property must be one of: Under Construction, Newly Built, Less than 5 years, 5–10 years, 10+ years',
    });
  });
});

describe('features and amenities', () => {
  it('accepts the common features and the type’s own', () => {
    const features = ['Vastu Compliant', 'Private Balcony', 'Pooja Room'];
    expect(parse(listing('flat', { features })).features).toEqual(features);
  });

  it('accepts common features on a type without its own list', () => {
    expect(parse(listing('warehouse', { features: ['Corner Property'] })).features).toEqual([
      'Corner Property',
    ]);
  });

  it('rejects a feature of another type', () => {
    expect(errorsFor(listing('flat', { features: ['Private Pool'] })).features).toBe(
      '"Private Pool" is not a feature HouseHunt lists for a Flat/Apartment',
    );
  });

  it('accepts amenities from HouseHunt’s list', () => {
    const amenities = ['Lift', 'Power Backup', "Children's Play Area"];
    expect(parse(listing('flat', { amenities })).amenities).toEqual(amenities);
  });

  it('rejects an amenity HouseHunt does not list', () => {
    expect(errorsFor(listing('flat', { amenities: ['Lift', 'Pool'] })).amenities).toBe(
      '"Pool" is not an amenity HouseHunt lists',
    );
  });

  it('rejects an amenity or feature listed twice', () => {
    expect(
      errorsFor(listing('flat', { amenities: ['Lift', 'Lift'], features: ['Park Facing', 'Park Facing'] })),
    ).toEqual({
      amenities: '"Lift" is listed more than once',
      features: '"Park Facing" is listed more than once',
    });
  });

  it('rejects amenities that are not a list of names', () => {
    expect(errorsFor(listing('flat', { amenities: 'Lift' as never })).amenities).toBe(
      'Amenities must be a list',
    );
    expect(errorsFor(listing('flat', { amenities: [7] as never })).amenities).toBe(
      'Amenities must be a list of names',
    );
  });
});

describe('flags', () => {
  it('keeps a listing marked as featured', () => {
    expect(parse(listing('flat', { isFeatured: true })).isFeatured).toBe(true);
  });

  it('rejects a flag that is not true or false', () => {
    expect(errorsFor(listing('flat', { isFeatured: 'yes' as never })).isFeatured).toBe(
      'Featured must be true or false',
    );
  });
});

describe('RERA registration', () => {
  // A listing in the state: one of its cities, and a PIN code of its postal circle.
  const placedIn = (state: IndianState) => ({
    state,
    city: INDIAN_CITIES.find((city) => city.state === state)!.name,
    pincode: `${Array.from({ length: 890 }, (_, i) => i + 110).find((prefix) => pinCodeStates(`${prefix}001`).includes(state))}001`,
  });
  const registered = (state: IndianState, reraNumber: unknown, sub: SubCategory = 'flat') =>
    listing(sub, { ...placedIn(state), isReraRegistered: true, reraNumber: reraNumber as string });

  it.each([
    ['Maharashtra', 'P51800012345'],
    ['Karnataka', 'PRM/KA/RERA/1251/446/PR/171014/000438'],
    ['Gujarat', 'PR/GJ/AHMEDABAD/AHMEDABAD CITY/AUDA/RAA01234/010119'],
    ['Tamil Nadu', 'TN/29/Building/0048/2017'],
  ] as const)('stores a %s number in its state format', (state, number) => {
    expect(parse(registered(state, number)).reraNumber).toBe(number);
  });

  it('stores the number as the regulator writes it, whatever was typed', () => {
    expect(parse(registered('Maharashtra', ' p518 0001 2345 ')).reraNumber).toBe('P51800012345');
    expect(parse(registered('Tamil Nadu', 'tn/29/building/0048/2017', 'plot')).reraNumber).toBe(
      'TN/29/Building/0048/2017',
    );
  });

  it("refuses a number in another state's format, naming the regulator and an example", () => {
    expect(errorsFor(registered('Karnataka', 'P51800012345'))).toEqual({
      reraNumber:
        'This is not a project registration number as Karnataka Real Estate Regulatory Authority (K-RERA) issues them, e.g. PRM/KA/RERA/1251/446/PR/171014/000438',
    });
  });

  it('accepts any sane number where the state format is not known, and none where there is no regulator', () => {
    expect(parse(registered('Haryana', 'RC/REP/HARERA/GGM/860/592/2024/87')).reraNumber).toBe(
      'RC/REP/HARERA/GGM/860/592/2024/87',
    );
    expect(errorsFor(registered('Haryana', 'APPLIED'))).toHaveProperty('reraNumber');
    expect(errorsFor(registered('Nagaland', 'P51800012345')).reraNumber).toMatch(
      /^Nagaland has no real estate regulatory authority/,
    );
  });

  it('requires the number once the project is said to be registered', () => {
    for (const missing of [undefined, '', '   ', null]) {
      expect(errorsFor(registered('Maharashtra', missing))).toEqual({
        reraNumber: 'Enter the RERA registration number of the project, or untick "RERA registered"',
      });
    }
  });

  it('keeps no number for a project not said to be registered, nor for a commercial listing', () => {
    expect(parse(listing('flat', { reraNumber: 'P51800012345' })).reraNumber).toBeNull();
    const shop = listing('shop', { isReraRegistered: true, reraNumber: 'not even a number' });
    expect(parse(shop).reraNumber).toBeNull();
    expect(parse(listing('flat')).reraNumber).toBeNull();
  });

  it('stores only the number, not the question', () => {
    expect(parse(registered('Maharashtra', 'P51800012345'))).not.toHaveProperty('isReraRegistered');
  });

  it('refuses text that is not a number: unicode, control characters, a huge string, the wrong type', () => {
    expect(errorsFor(registered('Maharashtra', 'P५१८०००१२३४५')).reraNumber).toMatch(/^This is not a project/);
    expect(errorsFor(registered('Odisha', 'RP/19/2020/00123 🏠')).reraNumber).toMatch(/^A RERA registration/);
    expect(errorsFor(registered('Odisha', 'RP/19\u0000/2020')).reraNumber).toBe(
      'RERA registration number contains characters that are not allowed',
    );
    expect(errorsFor(registered('Odisha', 'P'.repeat(100_000))).reraNumber).toBe(
      'RERA registration number must be at most 100 characters',
    );
    expect(errorsFor(registered('Odisha', 51800012345)).reraNumber).toBe(
      'RERA registration number must be text',
    );
    expect(errorsFor(listing('flat', { isReraRegistered: 'yes' as never })).isReraRegistered).toBe(
      'RERA registered must be true or false',
    );
  });
});

describe('fieldErrors', () => {
  it('keeps the first message for each field', () => {
    const result = propertyInputSchema.safeParse(listing('flat', { title: '', price: -1 }));
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(fieldErrors(result.error)).toEqual({
        title: 'Enter the title',
        price: 'Price must be more than ₹0',
      });
    }
  });
});

describe('the schema as a type and a document', () => {
  it('types a parsed listing with its required fields present and the others nullable', () => {
    expectTypeOf<PropertyData['title']>().toEqualTypeOf<string>();
    expectTypeOf<PropertyData['subCategory']>().toEqualTypeOf<SubCategory>();
    expectTypeOf<PropertyData['state']>().toEqualTypeOf<IndianState>();
    expectTypeOf<PropertyData['rentalFrequency']>().toEqualTypeOf<RentalFrequency | null>();
    expectTypeOf<PropertyData['bedrooms']>().toEqualTypeOf<number | null>();
    expectTypeOf<PropertyData['amenities']>().toEqualTypeOf<Amenity[]>();
    expectTypeOf<PropertyInput['price']>().toEqualTypeOf<number | string | null | undefined>();
  });

  it('can be described as JSON Schema for the API docs', () => {
    const document = z.toJSONSchema(propertyInputSchema, { io: 'input', unrepresentable: 'any' });
    expect(Object.keys(document.properties ?? {})).toContain('rentalFrequency');
  });
});
