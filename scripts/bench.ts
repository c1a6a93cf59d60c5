/**
 * `npm run bench`: HouseHunt's speed figures, printed. Timings belong here, never in the tests.
 * First-visit JavaScript ends with Lighthouse's mobile scores of the same three pages.
 * `npm run bench -- photo-memory` (or any names below) runs only those; the memory run takes several minutes.
 */
import { benchDuplicates } from './bench/duplicates.js';
import { benchFirstVisitJavaScript } from './bench/first-visit-js.js';
import { printGoals } from './bench/goals.js';
import { benchListingImport } from './bench/listing-import.js';
import { benchPhotoMemory } from './bench/photo-memory.js';
import { benchPhotoUpload } from './bench/photo-upload.js';
import { benchProxyCache } from './bench/proxy-cache.js';
import { benchSearch } from './bench/search.js';
import { benchSavedSearchAlerts } from './bench/saved-search-alerts.js';

import { benchHttp } from './bench/http.js';
import { benchMail } from './bench/mail.js';

const BENCHES: Record<string, () => Promise<void>> = {
  http: benchHttp,
  'proxy-cache': benchProxyCache,
  'photo-upload': benchPhotoUpload,
  search: benchSearch,
  'saved-search-alerts': benchSavedSearchAlerts,
  duplicates: benchDuplicates,
  'listing-import': benchListingImport,
  mail: benchMail,
  'first-visit-js': benchFirstVisitJavaScript,
  'photo-memory': benchPhotoMemory,
};
const DEFAULT = [
  'photo-upload',
  'search',
  'saved-search-alerts',
  'duplicates',
  'listing-import',
  'mail',
  'http',
  'proxy-cache',
  'first-visit-js',
];

const names = process.argv.slice(2);
const unknown = names.filter((name) => !BENCHES[name]);
if (unknown.length) {
  console.error(`Unknown bench ${unknown.join(', ')}; choose from ${Object.keys(BENCHES).join(', ')}`);
  process.exit(1);
}
for (const name of names.length ? names : DEFAULT) await BENCHES[name]!();
printGoals();
