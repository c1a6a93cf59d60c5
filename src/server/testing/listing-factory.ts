/** A valid listing for tests; override what the test is about. */
import { cityNamed, INDIAN_CITIES, pinCodeStates } from '#domain/indian-places';
import type { PropertyInput } from '#domain/property-schema';
import type { IndianState } from '#domain/taxonomy';

/** A PIN code of the state: the first of its postal circle's (India Post's circles, indian-places.ts). */
function aPinCodeOf(state: IndianState): string | undefined {
  for (let prefix = 110; prefix <= 999; prefix++) {
    if (pinCodeStates(`${prefix}001`).includes(state)) return `${prefix}001`;
  }
  return undefined;
}

/**
 * The place of a listing, consistent as the admin form requires (the city in its state, the PIN code of the
 * state): a test that names only a city or a state gets the rest to match; what it names is kept.
 */
function aPlace(overrides: Partial<PropertyInput>) {
  const { city, state, pincode } = overrides;
  if (city === undefined && state === undefined) return {};
  const placedState =
    (state as IndianState | undefined) ?? cityNamed(String(city))?.state ?? ('Karnataka' as const);
  return {
    city: city ?? INDIAN_CITIES.find((known) => known.state === placedState)?.name,
    state: placedState,
    // A state the schema refuses (a test of that) keeps the default PIN code.
    pincode: pincode ?? (placedState === 'Karnataka' ? '560038' : (aPinCodeOf(placedState) ?? '560038')),
  };
}

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
  ...aPlace(overrides),
});
