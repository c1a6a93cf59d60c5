import { describe, expect, it } from 'vitest';
import { addDays, indiaDayStart, indiaToday } from './india-calendar.js';
import { listingQuality, QUALITY_CHECKS, QUALITY_WEIGHTS, type QualityInput } from './listing-quality.js';

const NOW = new Date('2026-11-28T06:00:00Z');
const daysAgo = (days: number) => indiaDayStart(addDays(indiaToday(NOW), -days));

/** A flat for sale in a new project with everything a buyer asks for. */
const complete: QualityInput = {
  mainCategory: 'residential',
  subCategory: 'flat',
  propertyStatus: 'sale',
  ageOfProperty: 'newly-built',
  description: 'x'.repeat(900),
  carpetArea: 1100,
  reraNumber: 'P51800012345',
  latitude: 18.52,
  longitude: 73.85,
  locationApproximate: false,
  floorNumber: 4,
  facing: 'east',
  lastConfirmedAt: daysAgo(3),
  photoCount: 8,
};
const quality = (changes: Partial<QualityInput>) => listingQuality({ ...complete, ...changes }, NOW);
const hintOf = (changes: Partial<QualityInput>, check: string) =>
  quality(changes).checks.find((result) => result.check === check)?.hint;

describe('the listing quality score', () => {
  it('gives 100 to a listing that meets every check, and lists them all', () => {
    expect(quality({})).toEqual({
      score: 100,
      checks: QUALITY_CHECKS.map((check) => ({
        check,
        met: true,
        weight: QUALITY_WEIGHTS[check],
        hint: null,
      })),
    });
  });

  it.each<[string, Partial<QualityInput>, string, number]>([
    ['4 photos', { photoCount: 4 }, 'Add 1 more photo', 75],
    ['no photos', { photoCount: 0 }, 'Add 5 more photos', 75],
    ['a short description', { description: 'Nice flat.' }, 'Write at least 750 characters (now 10)', 80],
    ['no description', { description: null }, 'Write at least 750 characters (now 0)', 80],
    [
      'a long description',
      { description: 'y'.repeat(2_500) },
      'Shorten the description to 2,000 characters (now 2,500)',
      80,
    ],
    ['no carpet area', { carpetArea: null }, 'Give the carpet area', 90],
    ['no RERA number', { reraNumber: null }, "Give the project's RERA registration number", 90],
    ['an approximate pin', { locationApproximate: true }, 'Place the pin on the map', 85],
    ['no pin', { latitude: null, longitude: null }, 'Place the pin on the map', 85],
    ['no floor', { floorNumber: null }, 'Give the floor.', 90],
    ['no facing', { facing: null }, 'Give the facing (Vastu matters to many buyers).', 90],
    ['neither floor nor facing', { floorNumber: null, facing: null }, 'Give the floor and the facing', 90],
    [
      'availability due a confirmation',
      { lastConfirmedAt: daysAgo(45) },
      'Confirm that it is still available',
      90,
    ],
  ])('takes off for %s, with a hint', (_, changes, hint, score) => {
    const result = quality(changes);
    expect(result.score).toBe(score);
    expect(result.checks.filter((check) => !check.met).map((check) => check.hint)).toEqual([
      expect.stringContaining(hint),
    ]);
  });

  it('counts a description of exactly 750 or 2,000 characters', () => {
    expect(hintOf({ description: 'z'.repeat(750) }, 'description')).toBeNull();
    expect(hintOf({ description: `  ${'z'.repeat(2_000)}  ` }, 'description')).toBeNull();
    expect(hintOf({ description: 'z'.repeat(749) }, 'description')).toContain('now 749');
  });

  it('counts only the checks that apply', () => {
    const checksOf = (changes: Partial<QualityInput>) =>
      quality(changes).checks.map((result) => result.check);
    // A rent, or a resale home, needs no RERA number; a plot has no carpet area, floor or facing.
    expect(checksOf({ propertyStatus: 'rent' })).not.toContain('reraNumber');
    expect(checksOf({ ageOfProperty: '10-plus-years' })).not.toContain('reraNumber');
    expect(checksOf({ ageOfProperty: null })).not.toContain('reraNumber');
    expect(checksOf({ subCategory: 'plot', ageOfProperty: null })).toEqual([
      'photos',
      'description',
      'mapPin',
      'freshness',
    ]);
    // A shop has a floor and a facing but no carpet area or RERA; a draft never published has no freshness.
    expect(checksOf({ mainCategory: 'commercial', subCategory: 'shop' })).toEqual([
      'photos',
      'description',
      'mapPin',
      'floorAndFacing',
      'freshness',
    ]);
    expect(checksOf({ lastConfirmedAt: null })).not.toContain('freshness');
  });

  it('weighs what fails against what applies', () => {
    // A plot: photos 25, description 20, pin 15, freshness 10 = 70; without photos 45 of 70.
    expect(quality({ subCategory: 'plot', ageOfProperty: null, photoCount: 0 }).score).toBe(64);
    expect(quality({ photoCount: 0, description: null, carpetArea: null, reraNumber: null }).score).toBe(35);
  });
});
