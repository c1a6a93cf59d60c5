import { describe, expect, it } from 'vitest';
import { localityNameInHindi } from '#domain/hindi-place-names';
import { DEMO_CITIES, landmarkInSentence } from './demo-cities.js';
import { buildDemoListings } from './demo-listings.js';

// A landmark is a place, or a place after a word saying where from it: "On OMR, near ELCOT SEZ".
const WHERE_FROM = /^(?:near|off|on|facing|opposite|behind)\s+/i;
const placesIn = (landmark: string) =>
  landmark
    .split(/,\s*/)
    .map((part) => part.replace(WHERE_FROM, ''))
    .filter((part) => /^[A-Z0-9]/.test(part));

/** Every place the catalogue names (cities, states, localities, landmarks), and words the trade capitalises. */
const PROPER_NOUNS = [
  ...new Set([
    ...DEMO_CITIES.flatMap((city) => [
      city.city,
      city.state,
      ...city.localities.flatMap((locality) => [locality.name, ...placesIn(locality.landmark)]),
    ]),
    'BHK',
    'RERA',
    'Vastu',
    'Pooja',
    'Grade A',
    'NRI',
  ]),
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('the demo catalogue’s descriptions', () => {
  const listings = buildDemoListings(new Date('2026-11-21T00:00:00Z'));

  it('know the places the issue found written in lower case', () => {
    expect(PROPER_NOUNS).toEqual(
      expect.arrayContaining(['Phoenix Marketcity', 'OMR', 'ELCOT SEZ', 'Kempegowda International Airport']),
    );
  });

  it.each(PROPER_NOUNS.filter((noun) => noun !== noun.toLowerCase()))(
    'never write %j in lower case',
    (noun) => {
      const lowered = new RegExp(`(?<![\\p{L}\\d])${escapeRegExp(noun.toLowerCase())}(?![\\p{L}\\d])`, 'u');
      const offending = listings
        .map(({ input }) => `${input.title}: ${input.description}`)
        .filter((text) => lowered.test(text));
      expect(offending).toEqual([]);
    },
  );

  it('put a landmark in a sentence lowering only the word that says where from it', () => {
    expect(landmarkInSentence('On OMR, near ELCOT SEZ')).toBe('on OMR, near ELCOT SEZ');
    expect(landmarkInSentence('Near Phoenix Marketcity')).toBe('near Phoenix Marketcity');
    expect(landmarkInSentence('Facing the backwaters')).toBe('facing the backwaters');
    expect(landmarkInSentence('Phoenix Marketcity')).toBe('Phoenix Marketcity');
    for (const locality of DEMO_CITIES.flatMap((city) => city.localities)) {
      expect(locality.landmark, locality.name).toMatch(WHERE_FROM);
    }
  });
});

describe('the demo catalogue’s places', () => {
  it('each have their Devanagari name, for the Hindi pages and a search typed in Hindi', () => {
    const unnamed = DEMO_CITIES.flatMap(({ city, localities }) =>
      localities
        .filter(({ name }) => localityNameInHindi(city, name) === name)
        .map(({ name }) => `${name}, ${city}`),
    );
    expect(unnamed).toEqual([]);
  });
});
