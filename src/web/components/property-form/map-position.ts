// Between the latitude/longitude inputs (text) and the map (numbers).

export type Coordinates = { lat: number; lng: number };

const DECIMAL = /^[-+]?(\d+(\.\d*)?|\.\d+)$/;

function coordinate(text: string, limit: number): number | null {
  const trimmed = text.trim();
  if (!DECIMAL.test(trimmed)) return null;
  const value = Number(trimmed);
  return Math.abs(value) <= limit ? value : null;
}

/** Where to put the pin, or null while the typed coordinates are missing or off the globe. */
export function mapPosition(latitude: string, longitude: string): Coordinates | null {
  const lat = coordinate(latitude, 90);
  const lng = coordinate(longitude, 180);
  return lat === null || lng === null ? null : { lat, lng };
}

/** A picked point as the inputs show it: 6 decimals, about 10 cm, finer than any pin is placed. */
export function coordinatesText({ lat, lng }: Coordinates): { latitude: string; longitude: string } {
  return { latitude: lat.toFixed(6), longitude: lng.toFixed(6) };
}
