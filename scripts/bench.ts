/** `npm run bench`: HouseHunt's speed figures, printed. Timings belong here, never in the tests. */
import { benchFirstVisitJavaScript } from './bench/first-visit-js.js';
import { benchPhotoUpload } from './bench/photo-upload.js';
import { benchSearch } from './bench/search.js';

await benchPhotoUpload();
await benchSearch();
await benchFirstVisitJavaScript();
