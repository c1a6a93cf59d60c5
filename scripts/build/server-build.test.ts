/**
 * The server build leaves development code out: the demo seed is built beside the server (dist/seed), never into
 * it, the test helpers (src/server/testing) not at all, and nothing the server loads reaches either.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const { imports } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  imports: Record<string, string>;
};

/** Every module `entry` loads, statically or by a literal dynamic import, as paths under `outDir`. */
function loadedModules(outDir: string, entry: string): Set<string> {
  // package.json maps "#server/*" to "./src/server/*.ts": built, that is "<outDir>/server/*.js".
  const subpaths = Object.entries(imports).flatMap(([name, target]) => {
    const built = /^\.\/src\/(\w+)\/\*\.ts$/.exec(target);
    return built ? [{ prefix: name.slice(0, -1), folder: built[1]! }] : [];
  });
  const resolveSpecifier = (from: string, specifier: string): string | null => {
    if (specifier.startsWith('.')) return resolve(dirname(from), specifier);
    const subpath = subpaths.find(({ prefix }) => specifier.startsWith(prefix));
    return subpath ? join(outDir, subpath.folder, `${specifier.slice(subpath.prefix.length)}.js`) : null;
  };
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    if (!existsSync(file)) return;
    // `from '…'`, `import '…'` and `import('…')`; a match inside a string only makes the check stricter.
    for (const match of readFileSync(file, 'utf8').matchAll(
      /\bfrom\s*['"]([^'"]+)['"]|\bimport\s*\(?\s*['"]([^'"]+)['"]/g,
    )) {
      const target = resolveSpecifier(file, (match[1] ?? match[2])!);
      if (target) visit(target);
    }
  };
  visit(join(outDir, entry));
  return new Set([...seen].map((file) => relative(outDir, file).split(sep).join('/')));
}

const filesUnder = (folder: string): string[] =>
  readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)).split(sep).join('/'));

const isDevelopmentCode = (path: string) => /(^|\/)(seed|testing)\//.test(path);

describe('the server build', () => {
  let outDir: string;
  beforeAll(() => {
    // The real build's settings (tsconfig.build.json), into a folder of its own: dist/ stays as it is.
    outDir = mkdtempSync(join(tmpdir(), 'househunt-server-build-'));
    const build = spawnSync(
      process.execPath,
      [
        join(root, 'node_modules/typescript/bin/tsc'),
        '-p',
        'tsconfig.build.json',
        '--outDir',
        outDir,
        '--sourceMap',
        'false',
      ],
      { cwd: root, encoding: 'utf8' },
    );
    expect(build.status, build.stdout + build.stderr).toBe(0);
  }, 300_000);
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('puts no seed or test helper module into dist/server', () => {
    const server = filesUnder(join(outDir, 'server'));
    expect(server).toContain('main.js');
    expect(server.filter(isDevelopmentCode)).toEqual([]);
    expect(filesUnder(outDir).filter((path) => path.startsWith('server/testing/'))).toEqual([]);
  });

  it('builds the demo seed beside the server, where the container and npm start run it', () => {
    expect(filesUnder(join(outDir, 'seed'))).toEqual(
      expect.arrayContaining(['main.js', 'seed-demo-data.js', 'demo-listings.js', 'demo-photos.js']),
    );
  });

  it('loads neither from the server entry point, by any import', () => {
    const loaded = loadedModules(outDir, 'server/main.js');
    // The walk follows relative and #server/… imports, static and dynamic, deep into the server.
    expect(loaded).toContain('server/app.js');
    expect(loaded).toContain('server/auth/dev-identity-provider.js');
    expect([...loaded].filter(isDevelopmentCode)).toEqual([]);
    // The same walk does find the seed from its own entry point.
    expect(loadedModules(outDir, 'seed/main.js')).toContain('seed/demo-photos.js');
  });
});
