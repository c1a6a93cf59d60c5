import { landingPageModules } from '#server/http/route-preloads';
import { firstVisitScripts } from '../tests/e2e/support/first-visit-javascript.js';
for (const path of ['/', '/properties', '/property/x']) {
  const s = firstVisitScripts(landingPageModules(path));
  console.log(path, (s.reduce((a, b) => a + b.gzipBytes, 0) / 1000).toFixed(1), 'kB');
}
