/** A valid listing for tests; override what the test is about. */
import type { PropertyInput } from '#domain/property-schema';

export const aFlat = (overrides: Partial<PropertyInput> = {}): PropertyInput => ({
  title: '3 BHK Apartment in Indiranagar',
  description: 'Quiet street, good light, five minutes from the metro.',
  mainCategory: 'residential',
  subCategory: 'flat',
  propertyStatus: 'sale',
  price: 18_500_000,
  availableFrom: '2026-12-01',
  location: 'Indiranagar',
  address: '12, 2nd Main, HAL 2nd Stage',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560038',
  squareFeet: 1450,
  undividedShare: 520,
  carpetArea: 1150,
  bedrooms: 3,
  bathrooms: 2,
  features: ['Vastu Compliant', 'Modular Kitchen'],
  amenities: ['Lift', 'Power Backup'],
  ...overrides,
});
