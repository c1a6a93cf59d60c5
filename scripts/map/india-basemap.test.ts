// The shipped basemap must draw India as the Government of India does: all of Jammu and Kashmir and Ladakh with
// Gilgit-Baltistan and Aksai Chin, and Arunachal Pradesh, inside the outline.
import { readFileSync } from 'node:fs';
import type { FeatureCollection, MultiPolygon, Position } from 'geojson';
import { describe, expect, it } from 'vitest';

const basemap = JSON.parse(
  readFileSync(new URL('../../src/web/components/map/india-basemap.json', import.meta.url), 'utf8'),
) as FeatureCollection;
const outline = basemap.features.find((f) => f.properties?.layer === 'india')!.geometry as MultiPolygon;

function inRing([x, y]: Position, ring: Position[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] as [number, number];
    const [xj, yj] = ring[j] as [number, number];
    if (yi > y! !== yj > y! && x! < ((xj - xi) * (y! - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Inside India's outline; the outline's polygons have no holes. */
function inIndia(lat: number, lng: number): boolean {
  return outline.coordinates.some((polygon) => inRing([lng, lat], polygon[0]!));
}

describe('the embedded basemap', () => {
  it.each([
    ['Aksai Chin', 35.0, 79.0],
    ['Gilgit', 35.92, 74.31],
    ['Muzaffarabad', 34.37, 73.47],
    ['Skardu', 35.3, 75.63],
    ['the Shaksgam valley', 36.1, 76.5],
    ['the Siachen glacier', 35.4, 77.1],
    ['Tawang', 27.59, 91.87],
    ['Leh', 34.15, 77.58],
    ['New Delhi', 28.61, 77.21],
    ['Port Blair', 11.62, 92.73],
  ])('draws %s inside India', (_, lat, lng) => {
    expect(inIndia(lat, lng)).toBe(true);
  });

  it.each([
    ['Lahore', 31.55, 74.34],
    ['Islamabad', 33.69, 73.06],
    ['Kathmandu', 27.72, 85.32],
    ['Lhasa', 29.65, 91.1],
    ['Dhaka', 23.81, 90.41],
    ['Colombo', 6.93, 79.86],
  ])('draws %s outside India', (_, lat, lng) => {
    expect(inIndia(lat, lng)).toBe(false);
  });

  it('names the states and the major cities', () => {
    const names = (layer: string) =>
      basemap.features.filter((f) => f.properties?.layer === layer).map((f) => f.properties?.name as string);
    expect(names('state-name')).toEqual(
      expect.arrayContaining(['Ladakh', 'Jammu and Kashmir', 'Arunachal Pradesh']),
    );
    expect(names('city')).toEqual(expect.arrayContaining(['New Delhi', 'Mumbai', 'Bengaluru', 'Leh']));
  });

  it('stays small enough to load with a map', () => {
    expect(JSON.stringify(basemap).length).toBeLessThan(400_000);
  });
});
