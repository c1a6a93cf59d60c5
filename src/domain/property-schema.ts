// The one schema every listing write goes through: the admin form (zodResolver) and the server's request body.
import { z } from 'zod';
import { decimalPlaces, DECIMAL_TEXT, isCalendarDate, isEmpty } from './form-input.js';
import { canonicalCityName, cityNamed, nearestCity, pinCodeStates } from './indian-places.js';
import { plotAreaFromSides } from './land-area.js';
import { normaliseReraNumber, refineReraNumber } from './rera.js';
import { formatINRShort } from './price-format.js';
import { FIELD_LABELS, missingFieldMessage } from './validation-messages.js';
import {
  applicableFields,
  CONDITIONAL_FIELDS,
  listingType,
  REQUIRED_WHEN_APPLICABLE,
  type ConditionalField,
  type ListingContext,
} from './property-rules.js';
import {
  AGE_OF_PROPERTY_LABELS,
  AGES_OF_PROPERTY,
  ALL_SUB_CATEGORIES,
  AMENITIES,
  CITY_MAX_LENGTH,
  LOCALITY_MAX_LENGTH,
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
  PIN_CODE,
  PROPERTY_STATUS_LABELS,
  PROPERTY_STATUSES,
  RENTAL_FREQUENCIES,
  RENTAL_FREQUENCY_LABELS,
  SUB_CATEGORY_LABELS,
} from './taxonomy.js';

/** How messages name each field: the error map's names, so its messages and the rules' agree. */
const FIELD_NAMES = {
  title: FIELD_LABELS.title!,
  description: FIELD_LABELS.description!,
  mainCategory: FIELD_LABELS.mainCategory!,
  subCategory: FIELD_LABELS.subCategory!,
  propertyStatus: FIELD_LABELS.propertyStatus!,
  price: FIELD_LABELS.price!,
  rentalFrequency: FIELD_LABELS.rentalFrequency!,
  securityDeposit: FIELD_LABELS.securityDeposit!,
  maintenanceCharges: FIELD_LABELS.maintenanceCharges!,
  availableFrom: FIELD_LABELS.availableFrom!,
  isCommissionApplicable: FIELD_LABELS.isCommissionApplicable!,
  commissionPercentage: FIELD_LABELS.commissionPercentage!,
  location: FIELD_LABELS.location!,
  address: FIELD_LABELS.address!,
  landmark: FIELD_LABELS.landmark!,
  city: FIELD_LABELS.city!,
  state: FIELD_LABELS.state!,
  pincode: FIELD_LABELS.pincode!,
  latitude: FIELD_LABELS.latitude!,
  longitude: FIELD_LABELS.longitude!,
  bedrooms: FIELD_LABELS.bedrooms!,
  bathrooms: FIELD_LABELS.bathrooms!,
  balconies: FIELD_LABELS.balconies!,
  furnishingStatus: FIELD_LABELS.furnishingStatus!,
  totalFloors: FIELD_LABELS.totalFloors!,
  floorNumber: FIELD_LABELS.floorNumber!,
  facing: FIELD_LABELS.facing!,
  ageOfProperty: FIELD_LABELS.ageOfProperty!,
  squareFeet: FIELD_LABELS.squareFeet!,
  undividedShare: FIELD_LABELS.undividedShare!,
  carpetArea: FIELD_LABELS.carpetArea!,
  plotArea: FIELD_LABELS.plotArea!,
  plotLength: FIELD_LABELS.plotLength!,
  plotBreadth: FIELD_LABELS.plotBreadth!,
  washrooms: FIELD_LABELS.washrooms!,
  parkingSpaces: FIELD_LABELS.parkingSpaces!,
  cabins: FIELD_LABELS.cabins!,
  workstations: FIELD_LABELS.workstations!,
  features: FIELD_LABELS.features!,
  amenities: FIELD_LABELS.amenities!,
  isFeatured: FIELD_LABELS.isFeatured!,
  isReraRegistered: FIELD_LABELS.isReraRegistered!,
  reraNumber: FIELD_LABELS.reraNumber!,
};

type PropertyField = keyof typeof FIELD_NAMES;
const PROPERTY_FIELDS = Object.keys(FIELD_NAMES) as PropertyField[];

const MAX_RUPEES = 1e12;
// Large enough for a thousand-acre farm (about 4.4 crore sq.ft).
const MAX_SQUARE_FEET = 1e9;
// A plot side in feet: 30 km is far beyond any real plot and well inside what the database stores.
const MAX_PLOT_SIDE_FEET = 100_000;
const RERA_NUMBER_MAX_LENGTH = 100;
// Tabs and line breaks stay (descriptions have paragraphs); the other C0 controls and DEL do not.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/**
 * A field as a form sends it, where '' (or spaces), null and a blank number input's NaN all mean "left empty":
 * those reach `schema` as undefined, which a required field refuses in the error map's words ("Enter the price").
 */
function blankAsAbsent<T extends z.ZodType>(schema: T) {
  return z.preprocess((value: z.input<T> | '' | null) => (isEmpty(value) ? undefined : value), schema);
}

/** A field that must be filled in: left empty, it is refused as "Enter the …" or "Choose the …". */
const required = <T extends z.ZodType>(schema: T) => blankAsAbsent(schema);

/** A field that may be left empty; it is then absent from the parsed listing. */
const optional = <T extends z.ZodType>(schema: T) => blankAsAbsent(schema.optional()).optional();

/**
 * A schema's own message for a value of the wrong kind; a value left out (undefined) is left to the error map,
 * which says what to enter or choose.
 */
const unlessMissing = (message: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? undefined : message;

function text(field: PropertyField, { min, max }: { min?: number; max?: number } = {}) {
  const label = FIELD_NAMES[field];
  let schema = z
    .string({ error: unlessMissing(`${label} must be text`) })
    // Control characters (NUL above all, which PostgreSQL text cannot hold) have no place in a listing.
    .refine((raw) => !CONTROL_CHARACTERS.test(raw), `${label} contains characters that are not allowed`)
    .trim();
  if (min !== undefined) schema = schema.min(min, `${label} must be at least ${min} characters`);
  if (max !== undefined) schema = schema.max(max, `${label} must be at most ${max} characters`);
  return schema;
}

/**
 * Judges a number once it is read, in messages that name the field. Whole numbers are checked with a refinement,
 * not .int(): a failed .int() stops every later refinement, and the rules across fields must still run.
 */
type NumberRule = (label: string) => z.ZodType<number, number>;

/** The text of a number as a number input holds it, read as that number; anything else is left as it is. */
const numberFromText = (value: number | string) =>
  typeof value === 'string' && DECIMAL_TEXT.test(value.trim()) ? Number(value.trim()) : value;

/**
 * A number, or the text of one, judged by `rule`. Not a union of the two: a form resolver shows a failed union's
 * first branch's message, which named no field ("Invalid input: expected number, received undefined").
 */
const number = (field: PropertyField, rule: NumberRule) =>
  z
    .preprocess(numberFromText, z.number({ error: unlessMissing(`${FIELD_NAMES[field]} must be a number`) }))
    .pipe(rule(FIELD_NAMES[field]));

const wholeRupees =
  (min: 0 | 1): NumberRule =>
  (label) =>
    z
      .number()
      .refine(Number.isInteger, `${label} must be in whole rupees`)
      .min(min, min === 0 ? `${label} cannot be negative` : `${label} must be more than ₹0`)
      .max(MAX_RUPEES, `${label} cannot be more than ${formatINRShort(MAX_RUPEES)}`);

const area: NumberRule = (label) =>
  z
    .number()
    .positive(`${label} must be more than 0`)
    .refine((value) => decimalPlaces(value) <= 2, `${label} can have at most 2 decimal places`)
    .max(MAX_SQUARE_FEET, `${label} cannot be more than ${MAX_SQUARE_FEET.toLocaleString('en-IN')}`);

const plotSide: NumberRule = (label) =>
  z
    .number()
    .max(MAX_PLOT_SIDE_FEET, `${label} cannot be more than ${MAX_PLOT_SIDE_FEET.toLocaleString('en-IN')} ft`)
    .pipe(area(label));

const wholeNumber =
  (min: number, max: number): NumberRule =>
  (label) => {
    const message = `${label} must be a whole number from ${min} to ${max}`;
    return z.number().refine(Number.isInteger, message).min(min, message).max(max, message);
  };

const between =
  (min: number, max: number): NumberRule =>
  (label) => {
    const message = `${label} must be between ${min} and ${max}`;
    return z.number().min(min, message).max(max, message);
  };

const COMMISSION_MESSAGE = 'Commission must be between 0 and 100, in steps of 0.01';
const commission: NumberRule = () =>
  z
    .number()
    .min(0, COMMISSION_MESSAGE)
    .max(100, COMMISSION_MESSAGE)
    .refine((value) => decimalPlaces(value) <= 2, COMMISSION_MESSAGE);

/** One of `options`; any other value is refused with the options' labels, or with a message of its own. */
const choice = <const T extends readonly [string, ...string[]]>(
  field: PropertyField,
  options: T,
  labels: Record<T[number], string> | string,
) =>
  z.enum(options, {
    error: unlessMissing(
      typeof labels === 'string'
        ? labels
        : `${FIELD_NAMES[field]} must be one of: ${Object.values<string>(labels).join(', ')}`,
    ),
  });

/** An unticked checkbox may arrive as nothing at all: the parsed listing then says false. */
const flag = (field: PropertyField) =>
  optional(z.boolean({ error: `${FIELD_NAMES[field]} must be true or false` }));

const names = (field: PropertyField) =>
  z.array(z.string({ error: `${FIELD_NAMES[field]} must be a list of names` }), {
    error: `${FIELD_NAMES[field]} must be a list`,
  });

/** The names of a list that are `allowed`, each at most once; the first that is not is reported. */
function pickNames<T extends string>(
  list: readonly string[],
  allowed: readonly T[],
  notAllowedMessage: (name: string) => string,
  report: (message: string) => void,
): T[] {
  const picked: T[] = [];
  for (const name of list) {
    if (!isOneOf(allowed, name)) {
      report(notAllowedMessage(name));
      break;
    }
    if (picked.includes(name)) {
      report(`"${name}" is listed more than once`);
      break;
    }
    picked.push(name);
  }
  return picked;
}

const DATE_MESSAGE = `${FIELD_NAMES.availableFrom} must be a real date written as YYYY-MM-DD`;

// Each field on its own. Those the listing's type and status leave out have been taken away before these run
// (keepWhatApplies below), so what is checked here is only what applies.
const listingFields = z.object({
  title: required(text('title', { min: 5, max: 150 })),
  description: optional(text('description', { max: 5000 })),
  mainCategory: required(choice('mainCategory', MAIN_CATEGORIES, MAIN_CATEGORY_LABELS)),
  // Whether it belongs to the main category is judged with both (subCategoryOfMainCategory).
  subCategory: required(choice('subCategory', ALL_SUB_CATEGORIES, SUB_CATEGORY_LABELS)),
  propertyStatus: required(choice('propertyStatus', PROPERTY_STATUSES, PROPERTY_STATUS_LABELS)),
  price: required(number('price', wholeRupees(1))),
  rentalFrequency: optional(choice('rentalFrequency', RENTAL_FREQUENCIES, RENTAL_FREQUENCY_LABELS)),
  securityDeposit: optional(number('securityDeposit', wholeRupees(0))),
  maintenanceCharges: optional(number('maintenanceCharges', wholeRupees(0))),
  /** 'YYYY-MM-DD', as a date input gives it. */
  availableFrom: required(
    z
      .string({ error: unlessMissing(DATE_MESSAGE) })
      .trim()
      .refine(isCalendarDate, DATE_MESSAGE),
  ),
  isCommissionApplicable: flag('isCommissionApplicable'),
  commissionPercentage: optional(number('commissionPercentage', commission)),
  /** The locality or area, e.g. "Koramangala". */
  location: optional(text('location', { max: LOCALITY_MAX_LENGTH })),
  address: required(text('address', { max: 500 })),
  landmark: optional(text('landmark', { max: 150 })),
  city: required(text('city', { max: CITY_MAX_LENGTH })),
  state: required(choice('state', INDIAN_STATES, 'Choose a state or union territory of India')),
  pincode: required(
    // A PIN typed into a number input arrives as a number.
    z.preprocess(
      (value: string | number) => (typeof value === 'number' ? String(value) : value),
      text('pincode')
        .regex(PIN_CODE, 'PIN code must be 6 digits and cannot start with 0')
        .transform((pin) => pin.replace(' ', '')),
    ),
  ),
  latitude: optional(number('latitude', between(-90, 90))),
  longitude: optional(number('longitude', between(-180, 180))),
  // 0 bedrooms is a studio or 1 RK.
  bedrooms: optional(number('bedrooms', wholeNumber(0, 20))),
  bathrooms: optional(number('bathrooms', wholeNumber(1, 20))),
  balconies: optional(number('balconies', wholeNumber(0, 20))),
  furnishingStatus: optional(choice('furnishingStatus', FURNISHING_STATUSES, FURNISHING_STATUS_LABELS)),
  totalFloors: optional(number('totalFloors', wholeNumber(1, 200))),
  // Basements are negative floors; 0 is the ground floor.
  floorNumber: optional(number('floorNumber', wholeNumber(-3, 200))),
  facing: optional(choice('facing', FACINGS, FACING_LABELS)),
  ageOfProperty: optional(choice('ageOfProperty', AGES_OF_PROPERTY, AGE_OF_PROPERTY_LABELS)),
  squareFeet: required(number('squareFeet', area)),
  undividedShare: optional(number('undividedShare', area)),
  carpetArea: optional(number('carpetArea', area)),
  plotArea: optional(number('plotArea', area)),
  plotLength: optional(number('plotLength', plotSide)),
  plotBreadth: optional(number('plotBreadth', plotSide)),
  washrooms: optional(number('washrooms', wholeNumber(0, 1000))),
  parkingSpaces: optional(number('parkingSpaces', wholeNumber(0, 10_000))),
  cabins: optional(number('cabins', wholeNumber(0, 1000))),
  workstations: optional(number('workstations', wholeNumber(0, 10_000))),
  // Which features a listing may claim depends on its type (featuresOfTheType).
  features: optional(names('features')),
  amenities: optional(
    names('amenities').transform((list, ctx) =>
      pickNames(
        list,
        AMENITIES,
        (name) => `"${name}" is not an amenity HouseHunt lists`,
        (message) => ctx.addIssue({ code: 'custom', message }),
      ),
    ),
  ),
  isFeatured: flag('isFeatured'),
  // Whether the project is registered is the form's question; only the number is stored (toStoredListing).
  isReraRegistered: flag('isReraRegistered'),
  // Judged by the listing's state's format once both are valid (refineReraNumber); the longest known numbers
  // (Gujarat's, with place names) stay well inside the limit.
  reraNumber: optional(text('reraNumber', { max: RERA_NUMBER_MAX_LENGTH })),
}) satisfies z.ZodObject<Record<PropertyField, z.ZodType>>;

type ListingFields = z.output<typeof listingFields>;

/**
 * What decides which fields apply, as far as it is valid: a main category HouseHunt does not list says nothing
 * about the type, so a subcategory is then taken on its own.
 */
function listingContext(listing: Partial<Record<PropertyField, unknown>>): ListingContext {
  const { mainCategory, subCategory, propertyStatus, isCommissionApplicable, isReraRegistered } = listing;
  return {
    mainCategory: isOneOf(MAIN_CATEGORIES, mainCategory) ? mainCategory : null,
    subCategory: typeof subCategory === 'string' ? subCategory : null,
    propertyStatus: typeof propertyStatus === 'string' ? propertyStatus : null,
    isCommissionApplicable: isCommissionApplicable === true,
    isReraRegistered: isReraRegistered === true,
  };
}

const plotSideSchema = listingFields.shape.plotLength;
const isGiven = (side: unknown) => !isEmpty(side) && plotSideSchema.safeParse(side).success;

/**
 * Takes away what the listing's type and status leave out (spec §4), whatever was sent there, so a stale or bad
 * value in a hidden field neither fails the listing nor gets stored: saving a listing under a new type or status
 * clears the columns it no longer has.
 */
function keepWhatApplies(input: unknown): unknown {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return input;
  const listing: Partial<Record<PropertyField, unknown>> = { ...input };
  const context = listingContext(listing);
  const applicable = applicableFields(context);
  for (const field of CONDITIONAL_FIELDS) if (!applicable.has(field)) delete listing[field];
  // Until the type is known there is no list to check features against; the missing type is reported already.
  if (listingType(context) === null) delete listing.features;
  // With both sides given the plot's area is their product, whatever area was sent (the form shows it computed).
  if (isGiven(listing.plotLength) && isGiven(listing.plotBreadth)) delete listing.plotArea;
  return listing;
}

/** Runs a rule across fields only once each of them is valid, and the body was an object at all. */
const onceValid = (...fields: PropertyField[]) => ({
  when: ({ issues }: z.core.ParsePayload) =>
    !issues.some(({ path }) => !path?.length || (fields as PropertyKey[]).includes(path[0]!)),
});

const REQUIRED_MESSAGES: Partial<Record<ConditionalField, string>> = {
  rentalFrequency: 'Rental frequency is required for rent listings',
  commissionPercentage: 'Commission percentage is required when commission applies',
  undividedShare: 'Undivided share is required for flats',
  reraNumber: 'Enter the RERA registration number of the project, or untick "RERA registered"',
};

type Rule = (listing: ListingFields, ctx: z.RefinementCtx) => void;

const report = (ctx: z.RefinementCtx, field: PropertyField, message: string) =>
  ctx.addIssue({ code: 'custom', path: [field], message });

// The fields spec §5 requires once they apply: the rental frequency of a rent listing, a flat's undivided share...
const requiredWhereApplicable: Rule = (listing, ctx) => {
  const applicable = applicableFields(listingContext(listing));
  for (const field of REQUIRED_WHEN_APPLICABLE) {
    if (applicable.has(field) && listing[field] === undefined) {
      report(ctx, field, REQUIRED_MESSAGES[field] ?? missingFieldMessage(field));
    }
  }
};

const subCategoryOfMainCategory: Rule = ({ mainCategory, subCategory }, ctx) => {
  if (mainCategoryOf(subCategory) !== mainCategory) {
    report(ctx, 'subCategory', `Choose a subcategory that belongs to ${MAIN_CATEGORY_LABELS[mainCategory]}`);
  }
};

const featuresOfTheType: Rule = ({ subCategory, features }, ctx) => {
  if (features === undefined) return;
  pickNames(
    features,
    featuresFor(subCategory),
    (name) => `"${name}" is not a feature HouseHunt lists for a ${SUB_CATEGORY_LABELS[subCategory]}`,
    (message) => report(ctx, 'features', message),
  );
};

const carpetWithinTotalArea: Rule = ({ carpetArea, squareFeet }, ctx) => {
  if (carpetArea !== undefined && carpetArea > squareFeet) {
    report(ctx, 'carpetArea', 'Carpet area cannot be more than the total area');
  }
};

const plotAreaOfTheSides: Rule = ({ plotLength, plotBreadth }, ctx) => {
  if (plotLength === undefined || plotBreadth === undefined) return;
  const problem = area('Plot area (length × breadth)').safeParse(
    plotAreaFromSides(plotLength, plotBreadth),
  ).error;
  if (problem) report(ctx, 'plotArea', problem.issues[0]!.message);
};

const floorWithinBuilding: Rule = ({ floorNumber, totalFloors }, ctx) => {
  if (floorNumber !== undefined && totalFloors !== undefined && floorNumber > totalFloors) {
    report(ctx, 'floorNumber', 'Floor number cannot be above the total floors');
  }
};

// One coordinate without the other cannot be placed on a map. A coordinate sent but not valid has its own
// message, and this rule then waits for it.
const bothCoordinates: Rule = ({ latitude, longitude }, ctx) => {
  if (latitude !== undefined && longitude === undefined) {
    report(ctx, 'longitude', 'Longitude is required when latitude is given');
  }
  if (longitude !== undefined && latitude === undefined) {
    report(ctx, 'latitude', 'Latitude is required when longitude is given');
  }
};

// One name per city, so the search's city filter and the catalogue's figures never split it: a city the table
// knows is stored under its name and must be in the state chosen; a name a slip or two from a known city
// ("Banglore") is refused with that city. A town the table does not know (India has thousands; the table holds
// the ~190 largest and every capital) is taken as typed: its PIN code, checked against the state below, places it.
const cityOfTheState: Rule = ({ city, state }, ctx) => {
  const known = cityNamed(city);
  if (known) {
    if (known.state !== state) report(ctx, 'city', `${known.name} is in ${known.state}, not ${state}`);
    return;
  }
  const nearest = nearestCity(city);
  if (nearest)
    report(
      ctx,
      'city',
      `HouseHunt cannot place "${city}" among India's cities; did you mean ${nearest.name}?`,
    );
};

// The PIN code's postal circle (its first digits) must serve the state: a PIN typed for another state's address
// is a typing slip or the wrong state.
const pinCodeOfTheState: Rule = ({ pincode, state }, ctx) => {
  const states = pinCodeStates(pincode);
  if (states.includes(state)) return;
  report(
    ctx,
    'pincode',
    states.length
      ? `PIN code ${pincode} is in ${states.join(' or ')}, not ${state}`
      : `No Indian PIN code starts with ${pincode.slice(0, 2)}; check the PIN code`,
  );
};

type AbsentAsNull<T> = {
  [K in keyof T]-?: undefined extends T[K] ? Exclude<T[K], undefined> | null : T[K];
};

/** The listing as stored: every field present, null where it was left empty or does not apply. */
function toStoredListing(listing: ListingFields) {
  const { isReraRegistered: _registered, ...stored } = Object.fromEntries(
    PROPERTY_FIELDS.map((field) => [field, listing[field] ?? null]),
  ) as AbsentAsNull<ListingFields>;
  const { plotLength, plotBreadth, reraNumber } = stored;
  return {
    ...stored,
    // Under the name the search knows it by: "Bangalore" is stored as Bengaluru.
    city: canonicalCityName(stored.city),
    // As the regulator writes it, whatever spaces and case were typed: the property page shows it so.
    reraNumber: reraNumber === null ? null : normaliseReraNumber(stored.state, reraNumber),
    // The stored area always agrees with the sides when both are known; with a side missing it is as entered.
    plotArea:
      plotLength !== null && plotBreadth !== null
        ? plotAreaFromSides(plotLength, plotBreadth)
        : stored.plotArea,
    isCommissionApplicable: stored.isCommissionApplicable ?? false,
    isFeatured: stored.isFeatured ?? false,
    features: stored.features ?? [],
    amenities: stored.amenities ?? [],
  };
}

const checkedListing = listingFields
  .superRefine(requiredWhereApplicable, onceValid())
  .superRefine(subCategoryOfMainCategory, onceValid('mainCategory', 'subCategory'))
  .superRefine(featuresOfTheType, onceValid('subCategory', 'features'))
  .superRefine(carpetWithinTotalArea, onceValid('carpetArea', 'squareFeet'))
  .superRefine(plotAreaOfTheSides, onceValid('plotLength', 'plotBreadth'))
  .superRefine(floorWithinBuilding, onceValid('floorNumber', 'totalFloors'))
  .superRefine(bothCoordinates, onceValid('latitude', 'longitude'))
  .superRefine(cityOfTheState, onceValid('city', 'state'))
  .superRefine(pinCodeOfTheState, onceValid('pincode', 'state'))
  .superRefine(refineReraNumber('reraNumber'), onceValid('state', 'reraNumber'))
  .transform(toStoredListing);

// Every field may be missing from what a client sends: the messages then say which are required.
export const propertyInputSchema = z.preprocess<
  unknown,
  typeof checkedListing,
  Partial<z.input<typeof listingFields>>
>(keepWhatApplies, checkedListing);

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
