// The one schema every listing write goes through: the admin form (zodResolver) and the server's request body.
import { z } from 'zod';
import { FieldReader, decimalPlaces, isEmpty, type NumberCheck } from './field-reader.js';
import { plotAreaFromSides } from './land-area.js';
import { formatINRShort } from './price-format.js';
import { applicableFields, REQUIRED_WHEN_APPLICABLE, type ConditionalField } from './property-rules.js';
import {
  AGE_OF_PROPERTY_LABELS,
  AGES_OF_PROPERTY,
  ALL_SUB_CATEGORIES,
  AMENITIES,
  CITY_MAX_LENGTH,
  FACING_LABELS,
  FACINGS,
  featuresFor,
  FURNISHING_STATUS_LABELS,
  FURNISHING_STATUSES,
  INDIAN_STATES,
  MAIN_CATEGORIES,
  MAIN_CATEGORY_LABELS,
  PROPERTY_STATUS_LABELS,
  PROPERTY_STATUSES,
  RENTAL_FREQUENCIES,
  RENTAL_FREQUENCY_LABELS,
  SUB_CATEGORIES,
  SUB_CATEGORY_LABELS,
  type AgeOfProperty,
  type Facing,
  type FurnishingStatus,
  type IndianState,
  type MainCategory,
  type PropertyStatus,
  type RentalFrequency,
  type SubCategory,
} from './taxonomy.js';

/** Text as typed; '' or null mean the field was left empty. */
type TextValue = string | null;
/** A number, or the text of a number input; '', null and NaN mean the field was left empty. */
type NumberValue = number | string | null;
/** An option's value, or '' while a select still shows its placeholder. */
type ChoiceValue<T extends string> = T | '' | null;

// Every field accepts any value while parsing: whether it is valid, or even looked at, depends on the listing's
// type and status, so the checks run in one pass afterwards. The type parameter tells clients what to send.
const field = <T>() => z.custom<T>().optional();

const propertyInputShape = {
  title: field<TextValue>(),
  description: field<TextValue>(),
  mainCategory: field<ChoiceValue<MainCategory>>(),
  subCategory: field<ChoiceValue<SubCategory>>(),
  propertyStatus: field<ChoiceValue<PropertyStatus>>(),
  price: field<NumberValue>(),
  rentalFrequency: field<ChoiceValue<RentalFrequency>>(),
  securityDeposit: field<NumberValue>(),
  maintenanceCharges: field<NumberValue>(),
  /** 'YYYY-MM-DD', as a date input gives it. */
  availableFrom: field<TextValue>(),
  isCommissionApplicable: field<boolean | null>(),
  commissionPercentage: field<NumberValue>(),
  /** The locality or area, e.g. "Koramangala". */
  location: field<TextValue>(),
  address: field<TextValue>(),
  landmark: field<TextValue>(),
  city: field<TextValue>(),
  state: field<ChoiceValue<IndianState>>(),
  pincode: field<string | number | null>(),
  latitude: field<NumberValue>(),
  longitude: field<NumberValue>(),
  bedrooms: field<NumberValue>(),
  bathrooms: field<NumberValue>(),
  balconies: field<NumberValue>(),
  furnishingStatus: field<ChoiceValue<FurnishingStatus>>(),
  totalFloors: field<NumberValue>(),
  floorNumber: field<NumberValue>(),
  facing: field<ChoiceValue<Facing>>(),
  ageOfProperty: field<ChoiceValue<AgeOfProperty>>(),
  squareFeet: field<NumberValue>(),
  undividedShare: field<NumberValue>(),
  carpetArea: field<NumberValue>(),
  plotArea: field<NumberValue>(),
  plotLength: field<NumberValue>(),
  plotBreadth: field<NumberValue>(),
  washrooms: field<NumberValue>(),
  parkingSpaces: field<NumberValue>(),
  cabins: field<NumberValue>(),
  workstations: field<NumberValue>(),
  features: field<string[] | null>(),
  amenities: field<string[] | null>(),
  isFeatured: field<boolean | null>(),
};

type PropertyField = keyof typeof propertyInputShape;
type RawListing = Partial<Record<PropertyField, unknown>>;

/** How messages name each field. */
const FIELD_NAMES: Record<PropertyField, string> = {
  title: 'Title',
  description: 'Description',
  mainCategory: 'Main category',
  subCategory: 'Subcategory',
  propertyStatus: 'Property status',
  price: 'Price',
  rentalFrequency: 'Rental frequency',
  securityDeposit: 'Security deposit',
  maintenanceCharges: 'Maintenance charges',
  availableFrom: 'Available-from date',
  isCommissionApplicable: 'Commission applicable',
  commissionPercentage: 'Commission percentage',
  location: 'Locality',
  address: 'Address',
  landmark: 'Landmark',
  city: 'City',
  state: 'State',
  pincode: 'PIN code',
  latitude: 'Latitude',
  longitude: 'Longitude',
  bedrooms: 'Number of bedrooms',
  bathrooms: 'Number of bathrooms',
  balconies: 'Number of balconies',
  furnishingStatus: 'Furnishing status',
  totalFloors: 'Total floors',
  floorNumber: 'Floor number',
  facing: 'Facing',
  ageOfProperty: 'Age of property',
  squareFeet: 'Total area',
  undividedShare: 'Undivided share',
  carpetArea: 'Carpet area',
  plotArea: 'Plot area',
  plotLength: 'Plot length',
  plotBreadth: 'Plot breadth',
  washrooms: 'Number of washrooms',
  parkingSpaces: 'Parking spaces',
  cabins: 'Number of cabins',
  workstations: 'Number of workstations',
  features: 'Features',
  amenities: 'Amenities',
  isFeatured: 'Featured',
};

const MAX_RUPEES = 1e12;
// Large enough for a thousand-acre farm (about 4.4 crore sq.ft).
const MAX_SQUARE_FEET = 1e9;
// A plot side in feet: 30 km is far beyond any real plot and well inside what the database stores.
const MAX_PLOT_SIDE_FEET = 100_000;
const PIN_CODE = /^[1-9]\d{2} ?\d{3}$/;

const wholeRupees =
  (min: 0 | 1): NumberCheck =>
  (value, label) => {
    if (!Number.isInteger(value)) return `${label} must be in whole rupees`;
    if (value < min) return min === 0 ? `${label} cannot be negative` : `${label} must be more than ₹0`;
    if (value > MAX_RUPEES) return `${label} cannot be more than ${formatINRShort(MAX_RUPEES)}`;
    return null;
  };

const area: NumberCheck = (value, label) => {
  if (value <= 0) return `${label} must be more than 0`;
  if (decimalPlaces(value) > 2) return `${label} can have at most 2 decimal places`;
  if (value > MAX_SQUARE_FEET) {
    return `${label} cannot be more than ${MAX_SQUARE_FEET.toLocaleString('en-IN')}`;
  }
  return null;
};

const plotSide: NumberCheck = (value, label) => {
  if (value > MAX_PLOT_SIDE_FEET)
    return `${label} cannot be more than ${MAX_PLOT_SIDE_FEET.toLocaleString('en-IN')} ft`;
  return area(value, label);
};

const wholeNumber =
  (min: number, max: number): NumberCheck =>
  (value, label) =>
    Number.isInteger(value) && value >= min && value <= max
      ? null
      : `${label} must be a whole number from ${min} to ${max}`;

const between =
  (min: number, max: number): NumberCheck =>
  (value, label) =>
    value >= min && value <= max ? null : `${label} must be between ${min} and ${max}`;

const commission: NumberCheck = (value) =>
  value >= 0 && value <= 100 && decimalPlaces(value) <= 2
    ? null
    : 'Commission must be between 0 and 100, in steps of 0.01';

const choiceOf = (name: string, labels: Record<string, string>) =>
  `${name} must be one of: ${Object.values(labels).join(', ')}`;

/**
 * Validates the whole listing in one pass and shapes what gets stored. Fields that do not apply come out as null
 * rather than absent, so saving a listing under a new type or status clears the columns it no longer has.
 */
function readListing(input: RawListing, ctx: z.RefinementCtx) {
  let problems = 0;
  const fields = new FieldReader<PropertyField>(
    // A PIN typed into a number input arrives as a number.
    { ...input, pincode: typeof input.pincode === 'number' ? String(input.pincode) : input.pincode },
    FIELD_NAMES,
    (field, message) => {
      problems += 1;
      ctx.addIssue({ code: 'custom', path: [field], message, input: input[field] });
    },
  );

  const mainCategory = fields.choice('mainCategory', MAIN_CATEGORIES, {
    required: true,
    invalidMessage: choiceOf('Main category', MAIN_CATEGORY_LABELS),
  });
  const subCategory = fields.choice(
    'subCategory',
    mainCategory ? SUB_CATEGORIES[mainCategory] : ALL_SUB_CATEGORIES,
    {
      required: true,
      invalidMessage: mainCategory
        ? `Choose a subcategory that belongs to ${MAIN_CATEGORY_LABELS[mainCategory]}`
        : choiceOf('Subcategory', SUB_CATEGORY_LABELS),
    },
  );
  const propertyStatus = fields.choice('propertyStatus', PROPERTY_STATUSES, {
    required: true,
    invalidMessage: choiceOf('Property status', PROPERTY_STATUS_LABELS),
  });
  const isCommissionApplicable = fields.flag('isCommissionApplicable');

  const applicable = applicableFields({ mainCategory, subCategory, propertyStatus, isCommissionApplicable });
  const ifApplicable = <T>(field: ConditionalField, read: (required: boolean) => T | null): T | null =>
    applicable.has(field) ? read(REQUIRED_WHEN_APPLICABLE.includes(field)) : null;
  const count = (field: ConditionalField, min: number, max: number) =>
    ifApplicable(field, (required) => fields.number(field, wholeNumber(min, max), { required }));
  const areaOf = (field: ConditionalField, check: NumberCheck = area) =>
    ifApplicable(field, (required) => fields.number(field, check, { required }));

  const squareFeet = fields.number('squareFeet', area, { required: true });
  const carpetArea = areaOf('carpetArea');
  if (carpetArea !== null && squareFeet !== null && carpetArea > squareFeet) {
    fields.reportProblem('carpetArea', 'Carpet area cannot be more than the total area');
  }

  // With both sides known the plot's area is their product, whatever area was sent (the form shows it computed):
  // the stored area always agrees with the sides. With a side missing, the area is as entered.
  const plotLength = areaOf('plotLength', plotSide);
  const plotBreadth = areaOf('plotBreadth', plotSide);
  let plotArea: number | null;
  if (plotLength !== null && plotBreadth !== null) {
    plotArea = plotAreaFromSides(plotLength, plotBreadth);
    const problem = area(plotArea, 'Plot area (length × breadth)');
    if (problem !== null) fields.reportProblem('plotArea', problem);
  } else {
    plotArea = areaOf('plotArea');
  }

  const totalFloors = count('totalFloors', 1, 200);
  // Basements are negative floors; 0 is the ground floor.
  const floorNumber = count('floorNumber', -3, 200);
  if (floorNumber !== null && totalFloors !== null && floorNumber > totalFloors) {
    fields.reportProblem('floorNumber', 'Floor number cannot be above the total floors');
  }

  const latitude = fields.number('latitude', between(-90, 90));
  const longitude = fields.number('longitude', between(-180, 180));
  // One coordinate without the other cannot be placed on a map.
  if (latitude !== null && longitude === null && isEmpty(input.longitude)) {
    fields.reportProblem('longitude', 'Longitude is required when latitude is given');
  }
  if (longitude !== null && latitude === null && isEmpty(input.latitude)) {
    fields.reportProblem('latitude', 'Latitude is required when longitude is given');
  }

  const required = {
    title: fields.text('title', { required: true, min: 5, max: 150 }),
    mainCategory,
    subCategory,
    propertyStatus,
    price: fields.number('price', wholeRupees(1), { required: true }),
    availableFrom: fields.date('availableFrom', { required: true }),
    address: fields.text('address', { required: true, max: 500 }),
    city: fields.text('city', { required: true, max: CITY_MAX_LENGTH }),
    state: fields.choice('state', INDIAN_STATES, {
      required: true,
      invalidMessage: 'Choose a state or union territory of India',
    }),
    pincode: fields
      .text('pincode', {
        required: true,
        pattern: PIN_CODE,
        patternMessage: 'PIN code must be 6 digits and cannot start with 0',
      })
      ?.replace(' ', ''),
    squareFeet,
  };

  const listing = {
    description: fields.text('description', { max: 5000 }),
    rentalFrequency: ifApplicable('rentalFrequency', (required) =>
      fields.choice('rentalFrequency', RENTAL_FREQUENCIES, {
        required,
        requiredMessage: 'Rental frequency is required for rent listings',
        invalidMessage: choiceOf('Rental frequency', RENTAL_FREQUENCY_LABELS),
      }),
    ),
    securityDeposit: ifApplicable('securityDeposit', () => fields.number('securityDeposit', wholeRupees(0))),
    maintenanceCharges: fields.number('maintenanceCharges', wholeRupees(0)),
    isCommissionApplicable,
    commissionPercentage: ifApplicable('commissionPercentage', (required) =>
      fields.number('commissionPercentage', commission, {
        required,
        requiredMessage: 'Commission percentage is required when commission applies',
      }),
    ),
    location: fields.text('location', { max: 150 }),
    landmark: fields.text('landmark', { max: 150 }),
    latitude,
    longitude,
    // 0 bedrooms is a studio or 1 RK.
    bedrooms: count('bedrooms', 0, 20),
    bathrooms: count('bathrooms', 1, 20),
    balconies: count('balconies', 0, 20),
    furnishingStatus: ifApplicable('furnishingStatus', () =>
      fields.choice('furnishingStatus', FURNISHING_STATUSES, {
        invalidMessage: choiceOf('Furnishing status', FURNISHING_STATUS_LABELS),
      }),
    ),
    totalFloors,
    floorNumber,
    facing: ifApplicable('facing', () =>
      fields.choice('facing', FACINGS, { invalidMessage: choiceOf('Facing', FACING_LABELS) }),
    ),
    ageOfProperty: ifApplicable('ageOfProperty', () =>
      fields.choice('ageOfProperty', AGES_OF_PROPERTY, {
        invalidMessage: choiceOf('Age of property', AGE_OF_PROPERTY_LABELS),
      }),
    ),
    undividedShare: ifApplicable('undividedShare', (required) =>
      fields.number('undividedShare', area, {
        required,
        requiredMessage: 'Undivided share is required for flats',
      }),
    ),
    carpetArea,
    plotArea,
    plotLength,
    plotBreadth,
    washrooms: count('washrooms', 0, 1000),
    parkingSpaces: count('parkingSpaces', 0, 10_000),
    cabins: count('cabins', 0, 1000),
    workstations: count('workstations', 0, 10_000),
    // Until the type is known there is no list to check features against; the missing type is reported already.
    features: subCategory
      ? fields.names(
          'features',
          featuresFor(subCategory),
          (name) => `"${name}" is not a feature HouseHunt lists for a ${SUB_CATEGORY_LABELS[subCategory]}`,
        )
      : [],
    amenities: fields.names('amenities', AMENITIES, (name) => `"${name}" is not an amenity HouseHunt lists`),
    isFeatured: fields.flag('isFeatured'),
  };

  if (problems > 0 || !allPresent(required)) return z.NEVER;
  return { ...required, ...listing };
}

function allPresent<T extends Record<string, unknown>>(
  values: T,
): values is { [K in keyof T]: Exclude<T[K], null | undefined> } {
  return Object.values(values).every((value) => value !== null && value !== undefined);
}

export const propertyInputSchema = z.object(propertyInputShape).transform(readListing);

/** What a client sends: the admin form's values or a JSON body. */
export type PropertyInput = z.input<typeof propertyInputSchema>;
/** A valid listing, ready to store; fields that do not apply to its type or status are null. */
export type PropertyData = z.output<typeof propertyInputSchema>;

/**
 * The first message for each field, keyed by field name, for the form and for the API's `fields`.
 * Issues about the payload as a whole (say, a body that is not an object) have no field and are left out.
 */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of error.issues) {
    const [field] = issue.path;
    if (field !== undefined && !(String(field) in messages)) messages[String(field)] = issue.message;
  }
  return messages;
}
