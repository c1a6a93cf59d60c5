/**
 * The listing form's validation messages in the page's language. The rules and their English words live in the
 * domain (property-schema.ts, validation-messages.ts, rera.ts, photo-limits.ts, my-listings.ts), shared with the
 * server, whose `fields` answers carry the same English. So the form keeps receiving English and translates where
 * a message is shown: a fixed message by a table keyed with the domain's own text, a message naming a field or a
 * value by a pattern that takes the field and values out of the English. A message no entry knows is shown as it
 * came (English), never hidden; on English pages every message is shown exactly as it came.
 * (The visitor forms have their own table in components/visitor-form; the two may become one module.)
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { MAX_PENDING_REVIEW_PER_LISTER, MY_LISTINGS_MESSAGES } from '#domain/my-listings';
import { ACCEPTED_PHOTO_TYPES, PHOTO_LIMITS, PHOTO_MESSAGES } from '#domain/photo-limits';
import { FIELD_LABELS } from '#domain/validation-messages';
import { INDIAN_STATES, isOneOf, MAIN_CATEGORIES, MAIN_CATEGORY_LABELS } from '#domain/taxonomy';
import { INDIAN_STATE_MESSAGES } from '#web/lib/labels/indian-states';
import { MAIN_CATEGORY_MESSAGES } from '#web/lib/labels/main-categories';

/** How the messages name each listing field (the domain's FIELD_LABELS), keyed by the field. */
const FIELD_MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  title: msg`Title`,
  description: msg`Description`,
  mainCategory: msg`Main category`,
  subCategory: msg`Subcategory`,
  propertyStatus: msg`Property status`,
  price: msg`Price`,
  rentalFrequency: msg`Rental frequency`,
  securityDeposit: msg`Security deposit`,
  maintenanceCharges: msg`Maintenance charges`,
  availableFrom: msg`Available-from date`,
  isCommissionApplicable: msg`Commission applicable`,
  commissionPercentage: msg`Commission percentage`,
  location: msg`Locality`,
  address: msg`Address`,
  landmark: msg`Landmark`,
  city: msg`City`,
  state: msg`State`,
  pincode: msg`PIN code`,
  latitude: msg`Latitude`,
  longitude: msg`Longitude`,
  bedrooms: msg`Number of bedrooms`,
  bathrooms: msg`Number of bathrooms`,
  balconies: msg`Number of balconies`,
  furnishingStatus: msg`Furnishing status`,
  totalFloors: msg`Total floors`,
  floorNumber: msg`Floor number`,
  facing: msg`Facing`,
  ageOfProperty: msg`Age of property`,
  squareFeet: msg`Total area`,
  undividedShare: msg`Undivided share`,
  carpetArea: msg`Carpet area`,
  plotArea: msg`Plot area`,
  plotLength: msg`Plot length`,
  plotBreadth: msg`Plot breadth`,
  washrooms: msg`Number of washrooms`,
  parkingSpaces: msg`Parking spaces`,
  cabins: msg`Number of cabins`,
  workstations: msg`Number of workstations`,
  features: msg`Features`,
  amenities: msg`Amenities`,
  isFeatured: msg`Featured`,
  isReraRegistered: msg`RERA registered`,
  reraNumber: msg`RERA registration number`,
  imageIds: msg`Photos`,
};

/** A field's name as a message says it ('Price', 'the price', 'the PIN code'), by its lower-cased English label. */
const FIELD_BY_LABEL = new Map<string, MessageDescriptor>([
  ...Object.entries(FIELD_MESSAGES).flatMap(([key, message]) => {
    const label = FIELD_LABELS[key];
    return label ? [[label.toLowerCase(), message] as const] : [];
  }),
  ['plot area (length × breadth)', msg`Plot area (length × breadth)`],
]);

const maxPending = MAX_PENDING_REVIEW_PER_LISTER;
const maxMegabytes = PHOTO_LIMITS.maxBytes / 1024 / 1024;
const maxMegapixels = PHOTO_LIMITS.maxPixels / 1_000_000;
const maxPhotos = PHOTO_LIMITS.maxPhotosPerListing;

/** The messages the domain words once, whatever the listing: keyed by the domain's English text. */
const FIXED_MESSAGES = new Map<string, MessageDescriptor>([
  ['Rental frequency is required for rent listings', msg`Rental frequency is required for rent listings`],
  [
    'Commission percentage is required when commission applies',
    msg`Commission percentage is required when commission applies`,
  ],
  ['Undivided share is required for flats', msg`Undivided share is required for flats`],
  [
    'Enter the RERA registration number of the project, or untick "RERA registered"',
    msg`Enter the RERA registration number of the project, or untick "RERA registered"`,
  ],
  [
    'Commission must be between 0 and 100, in steps of 0.01',
    msg`Commission must be between 0 and 100, in steps of 0.01`,
  ],
  [
    'Available-from date must be a real date written as YYYY-MM-DD',
    msg`Available-from date must be a real date written as YYYY-MM-DD`,
  ],
  ['Choose a state or union territory of India', msg`Choose a state or union territory of India`],
  [
    'PIN code must be 6 digits and cannot start with 0',
    msg`PIN code must be 6 digits and cannot start with 0`,
  ],
  ['Carpet area cannot be more than the total area', msg`Carpet area cannot be more than the total area`],
  ['Floor number cannot be above the total floors', msg`Floor number cannot be above the total floors`],
  ['Longitude is required when latitude is given', msg`Longitude is required when latitude is given`],
  ['Latitude is required when longitude is given', msg`Latitude is required when longitude is given`],
  [
    'A RERA registration number has 6 to 60 letters and digits, which may be separated by / or -',
    msg`A RERA registration number has 6 to 60 letters and digits, which may be separated by / or -`,
  ],
  ['Enter a value', msg`Enter a value`],
  ['Choose a value', msg`Choose a value`],
  [MY_LISTINGS_MESSAGES.listerKind, msg`Please say whether you are the owner or an agent`],
  [
    MY_LISTINGS_MESSAGES.agentNumberRequired,
    msg`Enter your RERA agent registration number: agents must be registered to list homes`,
  ],
  [
    MY_LISTINGS_MESSAGES.tooManyPending,
    msg`You already have ${maxPending} listings waiting for review. Wait for the team to review them, or withdraw one, before sending another.`,
  ],
  [PHOTO_MESSAGES.tooLarge, msg`Photos can be at most ${maxMegabytes} MB`],
  [PHOTO_MESSAGES.notAPhoto, msg`This file is not a ${ACCEPTED_PHOTO_TYPES} photo`],
  [PHOTO_MESSAGES.tooManyPixels, msg`Photos can be at most ${maxMegapixels} megapixels`],
  [PHOTO_MESSAGES.tooMany, msg`A listing can have at most ${maxPhotos} photos`],
  ['The photo could not be uploaded', msg`The photo could not be uploaded`],
  [
    'The server sent an unexpected answer; please try again.',
    msg`The server sent an unexpected answer; please try again.`,
  ],
  [
    'Could not reach HouseHunt. Please check your connection and try again.',
    msg`Could not reach HouseHunt. Please check your connection and try again.`,
  ],
  [
    'Someone else changed this property after you opened it. Reload to see their changes, then make yours again.',
    msg`Someone else changed this property after you opened it. Reload to see their changes, then make yours again.`,
  ],
  [
    'Something went wrong while sending. Please try again.',
    msg`Something went wrong while sending. Please try again.`,
  ],
]);

type Say = (i18n: I18n, match: RegExpMatchArray) => string | null;

/** A field named in a message, in the page's language; null when the label is not a listing field's. */
function field(i18n: I18n, label: string | undefined): string | null {
  const message = label === undefined ? undefined : FIELD_BY_LABEL.get(label.toLowerCase());
  return message ? i18n._(message) : null;
}

/** A state or union territory named in a message, in the page's language. */
const stateName = (i18n: I18n, name: string) =>
  isOneOf(INDIAN_STATES, name) ? i18n._(INDIAN_STATE_MESSAGES[name]) : name;

/** A rule about one field: said only when the field is one the form knows. */
const aboutField =
  (say: (i18n: I18n, name: string, match: RegExpMatchArray) => string): Say =>
  (i18n, match) => {
    const name = field(i18n, match[1]);
    return name === null ? null : say(i18n, name, match);
  };

// The first pattern that matches and knows its field says the message. Order matters where two could match.
const PATTERNS: readonly (readonly [RegExp, Say])[] = [
  [/^Enter the (.+)$/, aboutField((i18n, name) => i18n._(msg`Enter the ${name}`))],
  [/^Choose the (.+)$/, aboutField((i18n, name) => i18n._(msg`Choose the ${name}`))],
  [
    /^(.+) must be at least ([\d,]+) characters?$/,
    aboutField((i18n, name, [, , count = '']) => i18n._(msg`${name} must be at least ${count} characters`)),
  ],
  [
    /^(.+) must be at most ([\d,]+) characters?$/,
    aboutField((i18n, name, [, , count = '']) => i18n._(msg`${name} must be at most ${count} characters`)),
  ],
  [/^(.+) must be text$/, aboutField((i18n, name) => i18n._(msg`${name} must be text`))],
  [
    /^(.+) contains characters that are not allowed$/,
    aboutField((i18n, name) => i18n._(msg`${name} contains characters that are not allowed`)),
  ],
  [/^(.+) must be a number$/, aboutField((i18n, name) => i18n._(msg`${name} must be a number`))],
  [
    /^(.+) must be in whole rupees$/,
    aboutField((i18n, name) => i18n._(msg`${name} must be in whole rupees`)),
  ],
  [/^(.+) cannot be negative$/, aboutField((i18n, name) => i18n._(msg`${name} cannot be negative`))],
  [/^(.+) must be more than ₹0$/, aboutField((i18n, name) => i18n._(msg`${name} must be more than ₹0`))],
  [/^(.+) must be more than 0$/, aboutField((i18n, name) => i18n._(msg`${name} must be more than 0`))],
  [
    /^(.+) can have at most 2 decimal places$/,
    aboutField((i18n, name) => i18n._(msg`${name} can have at most 2 decimal places`)),
  ],
  [
    /^(.+) cannot be more than (.+)$/,
    aboutField((i18n, name, [, , limit = '']) => i18n._(msg`${name} cannot be more than ${limit}`)),
  ],
  [
    /^(.+) must be a whole number from (-?[\d,]+) to (-?[\d,]+)$/,
    aboutField((i18n, name, [, , min = '', max = '']) =>
      i18n._(msg`${name} must be a whole number from ${min} to ${max}`),
    ),
  ],
  [
    /^(.+) must be between (-?[\d,]+) and (-?[\d,]+)$/,
    aboutField((i18n, name, [, , min = '', max = '']) =>
      i18n._(msg`${name} must be between ${min} and ${max}`),
    ),
  ],
  [
    /^Choose a subcategory that belongs to (.+)$/,
    (i18n, [, label = '']) => {
      const category = MAIN_CATEGORIES.find((main) => MAIN_CATEGORY_LABELS[main] === label);
      if (!category) return null;
      const mainCategory = i18n._(MAIN_CATEGORY_MESSAGES[category]);
      return i18n._(msg`Choose a subcategory that belongs to ${mainCategory}`);
    },
  ],
  [
    /^PIN code (\d{6}) is in (.+), not (.+)$/,
    (i18n, [, pincode = '', places = '', chosen = '']) => {
      const states = places
        .split(' or ')
        .map((place) => stateName(i18n, place))
        .join(i18n._(msg`, or `));
      const state = stateName(i18n, chosen);
      return i18n._(msg`PIN code ${pincode} is in ${states}, not ${state}`);
    },
  ],
  [
    /^A RERA agent registration number has at most (\d+) characters$/,
    (i18n, [, count = '']) => i18n._(msg`A RERA agent registration number has at most ${count} characters`),
  ],
  [
    /^No Indian PIN code starts with (\d+); check the PIN code$/,
    (i18n, [, digits = '']) => i18n._(msg`No Indian PIN code starts with ${digits}; check the PIN code`),
  ],
  [
    /^HouseHunt cannot place "(.+)" among India's cities; did you mean (.+)\?$/,
    (i18n, [, city = '', nearest = '']) =>
      i18n._(msg`HouseHunt cannot place "${city}" among India's cities; did you mean ${nearest}?`),
  ],
  [
    /^(.+) is in (.+), not (.+)$/,
    (i18n, [, city = '', known = '', chosen = '']) => {
      const knownState = stateName(i18n, known);
      const state = stateName(i18n, chosen);
      return i18n._(msg`${city} is in ${knownState}, not ${state}`);
    },
  ],
  [
    /^This is not a project registration number as (.+) issues them, e.g. (.+)$/,
    (i18n, [, issuer = '', example = '']) =>
      i18n._(msg`This is not a project registration number as ${issuer} issues them, e.g. ${example}`),
  ],
  [
    /^This is not an agent registration number as (.+) issues them, e.g. (.+)$/,
    (i18n, [, issuer = '', example = '']) =>
      i18n._(msg`This is not an agent registration number as ${issuer} issues them, e.g. ${example}`),
  ],
  [
    /^(.+) has no real estate regulatory authority under the RERA Act yet, so there is no RERA number to give$/,
    (i18n, [, place = '']) => {
      const name = stateName(i18n, place);
      return i18n._(
        msg`${name} has no real estate regulatory authority under the RERA Act yet, so there is no RERA number to give`,
      );
    },
  ],
];

/** A validation message from the domain or the server, in the page's language (English as it came). */
export function listingMessage(i18n: I18n, english: string): string {
  if (i18n.locale === 'en') return english;
  const fixed = FIXED_MESSAGES.get(english);
  if (fixed) return i18n._(fixed);
  for (const [pattern, say] of PATTERNS) {
    const match = english.match(pattern);
    const said = match ? say(i18n, match) : null;
    if (said !== null) return said;
  }
  return english;
}

/** `listingMessage` for the page's language, for the components that show a message. */
export function useListingMessage(): (english: string) => string {
  const { i18n } = useLingui();
  return (english) => listingMessage(i18n, english);
}
