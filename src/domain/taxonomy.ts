// The vocabulary of a listing: the values HouseHunt stores and the labels people read.

/** Narrows an unknown value to one of a fixed list of options (a select's value, a query parameter). */
export function isOneOf<T extends string>(options: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (options as readonly string[]).includes(value);
}

export const MAIN_CATEGORIES = ['residential', 'commercial'] as const;
export type MainCategory = (typeof MAIN_CATEGORIES)[number];
export const MAIN_CATEGORY_LABELS: Record<MainCategory, string> = {
  residential: 'Residential',
  commercial: 'Commercial',
};

export const SUB_CATEGORIES = {
  residential: ['flat', 'plot', 'villa', 'farmland', 'individual-house'],
  commercial: ['shop', 'land', 'building', 'office-space', 'showroom', 'warehouse'],
} as const;
export type SubCategory = (typeof SUB_CATEGORIES)[MainCategory][number];
export const ALL_SUB_CATEGORIES = [...SUB_CATEGORIES.residential, ...SUB_CATEGORIES.commercial] as const;
export const SUB_CATEGORY_LABELS: Record<SubCategory, string> = {
  flat: 'Flat/Apartment',
  plot: 'Plot',
  villa: 'Villa',
  farmland: 'Farmland',
  'individual-house': 'Individual House',
  shop: 'Shop',
  land: 'Commercial Land',
  building: 'Commercial Building',
  'office-space': 'Office Space',
  showroom: 'Showroom',
  warehouse: 'Warehouse',
};

export function mainCategoryOf(subCategory: SubCategory): MainCategory {
  return isOneOf(SUB_CATEGORIES.residential, subCategory) ? 'residential' : 'commercial';
}

export const PROPERTY_STATUSES = ['sale', 'rent'] as const;
export type PropertyStatus = (typeof PROPERTY_STATUSES)[number];
export const PROPERTY_STATUS_LABELS: Record<PropertyStatus, string> = {
  sale: 'For Sale',
  rent: 'For Rent',
};

export const RENTAL_FREQUENCIES = ['monthly', 'yearly'] as const;
export type RentalFrequency = (typeof RENTAL_FREQUENCIES)[number];
export const RENTAL_FREQUENCY_LABELS: Record<RentalFrequency, string> = {
  monthly: 'Monthly',
  yearly: 'Yearly',
};

export const FURNISHING_STATUSES = ['unfurnished', 'semi-furnished', 'fully-furnished'] as const;
export type FurnishingStatus = (typeof FURNISHING_STATUSES)[number];
export const FURNISHING_STATUS_LABELS: Record<FurnishingStatus, string> = {
  unfurnished: 'Unfurnished',
  'semi-furnished': 'Semi-Furnished',
  'fully-furnished': 'Fully Furnished',
};

export const FACINGS = [
  'north',
  'south',
  'east',
  'west',
  'north-east',
  'north-west',
  'south-east',
  'south-west',
] as const;
export type Facing = (typeof FACINGS)[number];
export const FACING_LABELS: Record<Facing, string> = {
  north: 'North',
  south: 'South',
  east: 'East',
  west: 'West',
  'north-east': 'North-East',
  'north-west': 'North-West',
  'south-east': 'South-East',
  'south-west': 'South-West',
};

export const AGES_OF_PROPERTY = [
  'under-construction',
  'newly-built',
  'less-than-5',
  '5-10-years',
  '10-plus-years',
] as const;
export type AgeOfProperty = (typeof AGES_OF_PROPERTY)[number];
export const AGE_OF_PROPERTY_LABELS: Record<AgeOfProperty, string> = {
  'under-construction': 'Under Construction',
  'newly-built': 'Newly Built',
  'less-than-5': 'Less than 5 years',
  '5-10-years': '5–10 years',
  '10-plus-years': '10+ years',
};

export const AMENITIES = [
  'Water Supply 24/7',
  'Power Backup',
  'Lift',
  'Security',
  'Parking',
  'Fire Safety',
  'Swimming Pool',
  'Gym',
  'Club House',
  'Garden',
  "Children's Play Area",
  'Indoor Games',
  'Sports Facility',
  'Grocery Shop',
  'ATM',
  'Pharmacy',
  'School Within 2km',
  'Hospital Within 2km',
  'Air Conditioning',
  'Gas Pipeline',
  'Internet/Wi-Fi',
  'RO Water System',
  'Solar Power',
  'Rain Water Harvesting',
] as const;
export type Amenity = (typeof AMENITIES)[number];

export const COMMON_FEATURES = [
  'Vastu Compliant',
  'Corner Property',
  'Park Facing',
  'Main Road Facing',
] as const;

export const FEATURES_BY_SUB_CATEGORY: Partial<Record<SubCategory, readonly string[]>> = {
  flat: [
    'Private Balcony',
    'Modular Kitchen',
    'Walk-in Closet',
    'Servant Room',
    'Study Room',
    'Pooja Room',
    'Store Room',
  ],
  villa: ['Private Garden', 'Terrace', 'Private Pool', 'Home Theater', 'Servant Quarter', 'BBQ Area'],
  plot: ['Clear Title', 'RERA Approved', 'Boundary Wall', 'Electricity Connection', 'Water Connection'],
  shop: ['Main Road Facing', 'Corner Shop', 'Storage Area', 'Display Window', 'Loading/Unloading Area'],
  'office-space': ['Reception Area', 'Conference Room', 'Pantry', 'Server Room', 'Break-out Area'],
};

/** The features a listing of this type may claim: the common four first, then the type's own. */
export function featuresFor(subCategory: SubCategory): readonly string[] {
  return [...new Set([...COMMON_FEATURES, ...(FEATURES_BY_SUB_CATEGORY[subCategory] ?? [])])];
}

// "Delhi" rather than its formal title "National Capital Territory of Delhi": it is the name people pick from a list.
export const INDIAN_STATES = [
  'Andaman and Nicobar Islands',
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chandigarh',
  'Chhattisgarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jammu and Kashmir',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Ladakh',
  'Lakshadweep',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Puducherry',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
] as const;
export type IndianState = (typeof INDIAN_STATES)[number];

/** A PIN code as people type it: 6 digits, the first not 0, perhaps with a space after the third. */
export const PIN_CODE = /^[1-9]\d{2} ?\d{3}$/;

/** A listing's city; the search's city filter takes as long a name, so every city can be searched. */
export const CITY_MAX_LENGTH = 100;
/** A listing's locality ("Koramangala"); the search's locality filter takes as long a name. */
export const LOCALITY_MAX_LENGTH = 150;
