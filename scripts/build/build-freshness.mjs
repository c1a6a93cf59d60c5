// Whether the built app (dist/) is older than what it is built from, so `npm start` rebuilds only then.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** What a build reads: a change to any of these makes dist/ stale. */
export const BUILD_INPUTS = [
  'src',
  'migrations',
  'scripts/build',
  'package.json',
  'package-lock.json',
  'tsconfig.base.json',
  'tsconfig.json',
  'tsconfig.build.json',
  'tsconfig.web.json',
  'vite.config.ts',
];

/** What a build writes last of each half (server, web): the older of the two is when dist/ was built. */
export const BUILD_OUTPUTS = [
  'dist/server/main.js',
  'dist/web/index.html',
  'dist/web-render/server-render.js',
];

function newestChange(path) {
  let info;
  try {
    info = statSync(path);
  } catch {
    return 0;
  }
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs; // a deleted file shows only as its folder's change
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestChange(join(path, entry)));
  return newest;
}

/** Why dist/ under `root` needs building, or null when it is current. */
export function staleBuildReason(root) {
  let builtAt = Infinity;
  for (const output of BUILD_OUTPUTS) {
    try {
      builtAt = Math.min(builtAt, statSync(join(root, output)).mtimeMs);
    } catch {
      return `${output} is missing`;
    }
  }
  for (const input of BUILD_INPUTS) {
    if (newestChange(join(root, input)) > builtAt) return `${input} changed since the last build`;
  }
  return null;
}
