/**
 * Search words as people type them into one box: "2bhk", "3 BHK flats", "villa in pune", "560066". What names a
 * filter (bedrooms, the type, the city at the end, a PIN code) becomes that filter; the rest stay words for the
 * full-text search. The server reads every search through this (searchConditions), so the results, their
 * suggestions and saved-search alerts agree. No zod: a page may import it.
 */
import { cityNamed } from './indian-places.js';
import type { ListingSearch } from './listing-search.js';
import { PIN_CODE, type SubCategory } from './taxonomy.js';

/**
 * The words that name a type of property, singular and plural, with the two-word ones first; in Hindi as house
 * hunters type them, with or without the nukta (फ़्लैट, फ्लैट).
 */
const TYPE_WORDS: ReadonlyArray<readonly [RegExp, SubCategory]> = [
  [/^independent houses?$/, 'individual-house'],
  [/^office spaces?$/, 'office-space'],
  [/^farm ?lands?$/, 'farmland'],
  [/^(?:flats?|apartments?)$/, 'flat'],
  [/^villas?$/, 'villa'],
  [/^plots?$/, 'plot'],
  [/^houses?$/, 'individual-house'],
  [/^shops?$/, 'shop'],
  [/^offices?$/, 'office-space'],
  [/^showrooms?$/, 'showroom'],
  [/^(?:warehouses?|godowns?)$/, 'warehouse'],
  [/^(?:फ़्लैट|फ्लैट|अपार्टमेंट)$/, 'flat'],
  [/^विला$/, 'villa'],
  [/^(?:प्लॉट|प्लाट)$/, 'plot'],
  [/^मकान$/, 'individual-house'],
  [/^दुकान$/, 'shop'],
  [/^(?:ऑफ़िस|ऑफिस|दफ़्तर|दफ्तर)$/, 'office-space'],
  [/^शोरूम$/, 'showroom'],
  [/^(?:गोदाम|वेयरहाउस)$/, 'warehouse'],
];

/** Words that say nothing a filter does not already say once the rest is understood: "homes in Pune". */
const EMPTY_WORDS = new Set(['home', 'homes', 'property', 'properties']);
/**
 * The same in Hindi, and "में" ("in") left over once a place is read: full-text words match all of them, so these
 * would leave "व्हाइटफ़ील्ड में घर" finding nothing. Never meaningful alone, so always dropped.
 */
const HINDI_EMPTY_WORDS = new Set(['घर', 'प्रॉपर्टी', 'संपत्ति', 'में']);

/** "in" before a place in English, after it in Hindi: "flats in Pune", "पुणे में फ़्लैट". */
const IN_BEFORE = 'in';
const IN_AFTER = 'में';

/** "2bhk", "2 bhk", "2-BHK", "5+ bhk": the number of bedrooms; 5 and more is the filter's "5 or more". */
const BHK = /(?<![\p{L}\p{N}])([1-9])\s*\+?\s*-?\s*(?:bhk|बीएचके)(?![\p{L}\p{M}\p{N}])/giu;
/** A PIN code among the words: 6 digits (a space after the third allowed), standing alone. */
const PIN_IN_WORDS = /(?<![\p{L}\p{N}])[1-9]\d{2} ?\d{3}(?![\p{L}\p{N}])/gu;

/**
 * A city named by the last one to four words, perhaps after "in", or by the first ones before "में" (Hindi puts
 * the place first): the words left once it is taken out, and the city.
 */
function cityInWords(words: string[]): { rest: string[]; name: string } | null {
  for (let size = Math.min(4, words.length); size >= 1; size--) {
    const city = cityNamed(words.slice(-size).join(' '));
    if (city) {
      const withIn = words.length > size && words[words.length - size - 1]!.toLowerCase() === IN_BEFORE;
      return { rest: words.slice(0, -(size + (withIn ? 1 : 0))), name: city.name };
    }
  }
  const before = words.indexOf(IN_AFTER);
  if (before >= 1 && before <= 4) {
    const city = cityNamed(words.slice(0, before).join(' '));
    if (city) return { rest: words.slice(before + 1), name: city.name };
  }
  return null;
}

/**
 * A PIN code typed into the city box ("560066") is the PIN code filter: people type whichever place they know
 * into the box that asks where. A PIN filter chosen as well wins, as a chosen filter wins over words.
 */
function pinCodeInCityBox<T extends ListingSearch>(search: T): T {
  if (!search.city || !PIN_CODE.test(search.city)) return search;
  return { ...search, city: undefined, pincode: search.pincode ?? search.city.replace(' ', '') };
}

/**
 * The search with its words understood. A filter chosen on its own is kept, and the words that would set it stay
 * words (a city typed against another chosen city searches both, which finds nothing and says so). A city is taken
 * only as the last words ("flats in pune", "whitefield bangalore"), so a place inside other words ("anand vihar")
 * stays words. Reading an understood search again changes nothing.
 */
export function understandSearchWords<T extends ListingSearch>(typed: T): T {
  const search = pinCodeInCityBox(typed);
  if (!search.q) return search;
  const found: Partial<Pick<ListingSearch, 'bedrooms' | 'type' | 'city' | 'pincode'>> = {};
  let text = search.q;
  if (!search.bedrooms?.length) {
    const bedrooms = [...text.matchAll(BHK)].map((match) => Number(match[1]));
    if (bedrooms.length) {
      found.bedrooms = [...new Set(bedrooms.map((n) => Math.min(n, 5)))].sort();
      text = text.replace(BHK, ' ');
    }
  }
  if (!search.pincode) {
    const pin = text.match(PIN_IN_WORDS)?.[0];
    if (pin && PIN_CODE.test(pin)) {
      found.pincode = pin.replace(' ', '');
      text = text.replace(pin, ' ');
    }
  }
  let words = text.split(/\s+/).filter(Boolean);
  if (!search.type?.length) {
    const types = new Set<SubCategory>();
    const kept: string[] = [];
    for (let i = 0; i < words.length; i++) {
      const pair = `${words[i]} ${words[i + 1] ?? ''}`.toLowerCase().trim();
      const single = words[i]!.toLowerCase();
      const twoWords = TYPE_WORDS.find(([pattern]) => pattern.test(pair) && pair.includes(' '));
      const oneWord = TYPE_WORDS.find(([pattern]) => pattern.test(single));
      if (twoWords) {
        types.add(twoWords[1]);
        i++;
      } else if (oneWord) types.add(oneWord[1]);
      else kept.push(words[i]!);
    }
    if (types.size) {
      found.type = [...types];
      words = kept;
    }
  }
  if (!search.city) {
    const city = cityInWords(words);
    if (city) {
      found.city = city.name;
      words = city.rest;
    }
  }
  const meaningful = words.filter((word) => !HINDI_EMPTY_WORDS.has(word));
  const hindiFillerDropped = meaningful.length > 0 && meaningful.length < words.length;
  if (!Object.keys(found).length && !hindiFillerDropped) return search;
  const rest = meaningful.filter((word) => !EMPTY_WORDS.has(word.toLowerCase())).join(' ');
  return { ...search, ...found, q: rest || undefined };
}
