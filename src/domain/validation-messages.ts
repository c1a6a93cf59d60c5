/**
 * The one error map: how every validation message that a schema does not word itself reads, in the product's
 * words and naming the field ("Enter the price", never "Invalid input: expected number, received undefined").
 * Importing this module installs it as zod's error map, so the server's validation answers, the forms' resolver
 * and any other parse say the same; a schema's own message for a rule still wins.
 */
import { z } from 'zod';

/** How messages name a field, by its key in a form or a request body. Other keys are named from their key. */
export const FIELD_LABELS: Record<string, string> = {
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
  isReraRegistered: 'RERA registered',
  reraNumber: 'RERA registration number',
  imageIds: 'Photos',
  version: 'Version',
};

/** 'pageSize' → 'Page size': a key no label names, said as words. */
function labelFromKey(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** 'the price', 'the PIN code': a label inside a sentence (an abbreviation keeps its capitals). */
function inSentence(label: string): string {
  const keepsCapital = /^[A-Z]{2}/.test(label);
  return `the ${keepsCapital ? label : label.charAt(0).toLowerCase() + label.slice(1)}`;
}

/** The field an issue is about: the last named step of its path, or none for the value as a whole. */
function fieldKey(path: readonly PropertyKey[] | undefined): string | null {
  const named = (path ?? []).filter((step): step is string => typeof step === 'string');
  return named.at(-1) ?? null;
}

/** The field's label at the start of a sentence: 'Price', or 'This value' when the issue names no field. */
export function fieldLabel(key: string | null): string {
  if (key === null) return 'This value';
  return FIELD_LABELS[key] ?? labelFromKey(key);
}

const fieldInSentence = (key: string | null) => (key === null ? 'a value' : inSentence(fieldLabel(key)));

/** Fields chosen from a list rather than typed. */
const CHOSEN_TYPES = new Set(['boolean', 'array']);

/** What a field left empty says: 'Enter the price', 'Choose the state'. */
export function missingFieldMessage(key: string, chosen = false): string {
  return `${chosen ? 'Choose' : 'Enter'} ${fieldInSentence(key)}`;
}

const FORMAT_MESSAGES: Partial<Record<string, string>> = {
  email: 'Enter an email address like name@example.com',
  url: 'Enter a full link starting with https://',
  date: 'a date written as YYYY-MM-DD',
};

const count = (n: number | bigint, one: string, many: string) =>
  `${n.toLocaleString('en-IN')} ${Number(n) === 1 ? one : many}`;

/** zod's issues in the product's words; undefined leaves zod's own (never reached by the issues zod raises). */
export const productErrorMap: z.core.$ZodErrorMap = (issue) => {
  const key = fieldKey(issue.path);
  const label = fieldLabel(key);
  const field = fieldInSentence(key);
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) {
        return key === null ? 'Enter a value' : missingFieldMessage(key, CHOSEN_TYPES.has(issue.expected));
      }
      if (issue.expected === 'number') return `Enter ${field} as a number`;
      if (issue.expected === 'int') return `Enter ${field} as a whole number`;
      if (issue.expected === 'string') return `Enter ${field} as text`;
      if (issue.expected === 'boolean') return `${label} must be yes or no`;
      if (issue.expected === 'array') return `${label} must be a list`;
      if (issue.expected === 'object')
        return key === null ? 'Send the details as a JSON object' : `${label} must be a set of fields`;
      return `${label} is not valid`;
    case 'invalid_value':
      if (issue.input === undefined) return key === null ? 'Choose a value' : missingFieldMessage(key, true);
      return issue.values.length <= 12
        ? `Choose ${field} from: ${issue.values.map(String).join(', ')}`
        : `Choose ${field} from the list offered`;
    case 'too_small': {
      const min = issue.minimum;
      if (issue.origin === 'string') {
        return Number(min) <= 1
          ? `Enter ${field}`
          : `${label} must be at least ${count(min, 'character', 'characters')}`;
      }
      if (issue.origin === 'array' || issue.origin === 'set') {
        return `Choose at least ${count(min, 'item', 'items')} for ${field}`;
      }
      return issue.inclusive === false
        ? `${label} must be more than ${min.toLocaleString('en-IN')}`
        : `${label} must be at least ${min.toLocaleString('en-IN')}`;
    }
    case 'too_big': {
      const max = issue.maximum;
      if (issue.origin === 'string')
        return `${label} must be at most ${count(max, 'character', 'characters')}`;
      if (issue.origin === 'array' || issue.origin === 'set') {
        return `Choose at most ${count(max, 'item', 'items')} for ${field}`;
      }
      return issue.inclusive === false
        ? `${label} must be less than ${max.toLocaleString('en-IN')}`
        : `${label} must be at most ${max.toLocaleString('en-IN')}`;
    }
    case 'invalid_format': {
      const format = FORMAT_MESSAGES[issue.format];
      if (issue.format === 'email' || issue.format === 'url') return format;
      if (format) return `Enter ${field} as ${format}`;
      if (issue.format === 'uuid' || issue.format === 'guid') return `${label} is not an id HouseHunt gave`;
      return `${label} is not written the expected way`;
    }
    case 'not_multiple_of':
      return `${label} must be in steps of ${String(issue.divisor)}`;
    case 'unrecognized_keys':
      return `HouseHunt does not know ${issue.keys.length === 1 ? 'the field' : 'the fields'} ${issue.keys.join(', ')}: leave ${issue.keys.length === 1 ? 'it' : 'them'} out`;
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
    case 'custom':
      return `${label} is not valid`;
    default:
      return undefined;
  }
};

z.config({ customError: productErrorMap });
