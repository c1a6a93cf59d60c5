/**
 * Where a listing saved without a map pin is shown: the centre of its PIN code's post offices, or else of its
 * city, marked approximate. The table (scripts/map/build-pin-locations.ts, docs/map-data.md) is read on the
 * first save that needs it and stays on the server.
 */
type LatLng = [number, number];
type PinLocations = { pins: Record<string, LatLng>; cities: Record<string, LatLng> };

let table: Promise<PinLocations> | null = null;

function pinLocations(): Promise<PinLocations> {
  table ??= import('./pin-locations.json', { with: { type: 'json' } }).then(
    (module) => module.default as unknown as PinLocations,
  );
  return table;
}

export type Placement = { latitude: number | null; longitude: number | null; locationApproximate: boolean };

/** The centre of the PIN code's area, else of the city (by name, any case); null when neither is known. */
export async function approximateLocation(pincode: string, city: string): Promise<LatLng | null> {
  const { pins, cities } = await pinLocations();
  const wanted = city.trim().toLowerCase();
  return pins[pincode] ?? Object.entries(cities).find(([name]) => name.toLowerCase() === wanted)?.[1] ?? null;
}

type Submitted = {
  pincode: string;
  city: string;
  latitude?: number | null | undefined;
  longitude?: number | null | undefined;
};

/**
 * The coordinates a save stores. A pin the admin placed is kept exactly. Without one, or when the form sends
 * back the approximate position it was loaded with (the admin left the map alone), the position follows the PIN
 * code, so editing the PIN of an approximately placed listing moves it.
 */
export async function placeListing(submitted: Submitted, current?: Placement): Promise<Placement> {
  const { latitude, longitude } = submitted;
  if (latitude != null && longitude != null) {
    const unchangedApproximate =
      current?.locationApproximate === true &&
      current.latitude === latitude &&
      current.longitude === longitude;
    if (!unchangedApproximate) return { latitude, longitude, locationApproximate: false };
  }
  const centre = await approximateLocation(submitted.pincode, submitted.city);
  return centre
    ? { latitude: centre[0], longitude: centre[1], locationApproximate: true }
    : { latitude: null, longitude: null, locationApproximate: false };
}
