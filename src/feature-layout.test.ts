/**
 * One file layout per feature on both sides (style.md 21, decision 021 "File layout"): what may sit at the top of a
 * feature folder. Everything else lives in a subfolder named for what it holds.
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

type Side = 'server' | 'web';
type Entry = { name: string; isFolder: boolean };

const SERVER_FILES = new Set(['routes.ts', 'service.ts', 'queries.ts']);
const WEB_FOLDERS = new Set(['api', 'components', 'hooks', 'utils', 'stores']);

/** Server: routes, service, queries and tests, and any subfolder. Web: pages and their tests, and five folders. */
function keepsLayout(side: Side, { name, isFolder }: Entry): boolean {
  if (side === 'server') return isFolder || SERVER_FILES.has(name) || name.endsWith('.test.ts');
  return isFolder ? WEB_FOLDERS.has(name) : /-page(\.test)?\.tsx$/.test(name);
}

/** The entries at the top of a side's features that break its layout, as `<feature>/<name>`. */
function layoutBreaches(side: Side, features: Record<string, Entry[]>): string[] {
  return Object.entries(features).flatMap(([feature, entries]) =>
    entries
      .filter((entry) => !keepsLayout(side, entry))
      .map((entry) => `${feature}/${entry.name}${entry.isFolder ? '/' : ''}`),
  );
}

function featuresOn(side: Side): Record<string, Entry[]> {
  const root = new URL(`./${side}/features/`, import.meta.url);
  return Object.fromEntries(
    readdirSync(root, { withFileTypes: true })
      .filter((feature) => feature.isDirectory())
      .map((feature) => [
        feature.name,
        readdirSync(new URL(`${feature.name}/`, root), { withFileTypes: true }).map((entry) => ({
          name: entry.name,
          isFolder: entry.isDirectory(),
        })),
      ]),
  );
}

describe('the file layout of a feature', () => {
  it('is kept by every server feature', () => {
    expect(layoutBreaches('server', featuresOn('server'))).toEqual([]);
  });

  it('is kept by every web feature', () => {
    expect(layoutBreaches('web', featuresOn('web'))).toEqual([]);
  });

  it('names each file or folder that breaks it', () => {
    const file = (name: string) => ({ name, isFolder: false });
    const folder = (name: string) => ({ name, isFolder: true });
    expect(
      layoutBreaches('server', {
        bookings: [file('routes.ts'), file('routes.test.ts'), folder('mails'), file('visit-mails.ts')],
      }),
    ).toEqual(['bookings/visit-mails.ts']);
    expect(
      layoutBreaches('web', {
        bookings: [
          file('bookings-page.tsx'),
          file('bookings-page.test.tsx'),
          folder('utils'),
          file('visit-format.ts'),
          folder('helpers'),
        ],
      }),
    ).toEqual(['bookings/visit-format.ts', 'bookings/helpers/']);
  });
});
