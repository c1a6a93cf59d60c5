/** `npm run bench`: HouseHunt's speed figures, printed. Timings belong here, never in the tests. */
import { benchPhotoUpload } from './bench/photo-upload.js';
import { benchSearch } from './bench/search.js';

await benchPhotoUpload();
await benchSearch();
