import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { staleBuildReason } from './build-freshness.mjs';

const roots: string[] = [];
afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })));

function write(root: string, path: string, secondsAgo: number) {
  const file = join(root, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, path);
  // The file and the folders it was written into, as if all of that happened `secondsAgo`.
  const at = new Date(Date.now() - secondsAgo * 1000);
  for (let path = file; path !== root; path = dirname(path)) utimesSync(path, at, at);
}

/** A checkout whose sources were written 60 s ago and built 30 s ago. */
function builtCheckout(): string {
  const root = mkdtempSync(join(tmpdir(), 'househunt-build-'));
  roots.push(root);
  for (const source of [
    'src/server/main.ts',
    'src/web/index.html',
    'package-lock.json',
    'migrations/0000.sql',
  ]) {
    write(root, source, 60);
  }
  write(root, 'dist/server/main.js', 30);
  write(root, 'dist/web/index.html', 30);
  write(root, 'dist/web-render/server-render.js', 30);
  return root;
}

describe('npm start', () => {
  it('starts what is built when nothing changed since the build', () => {
    expect(staleBuildReason(builtCheckout())).toBeNull();
  });

  it('builds a fresh clone, which has no dist/', () => {
    const root = builtCheckout();
    rmSync(join(root, 'dist'), { recursive: true });
    expect(staleBuildReason(root)).toBe('dist/server/main.js is missing');
  });

  it('builds again after a source, the web page, the lockfile or a migration changed', () => {
    for (const changed of [
      'src/server/main.ts',
      'src/web/index.html',
      'package-lock.json',
      'migrations/0001.sql',
    ]) {
      const root = builtCheckout();
      write(root, changed, 0);
      expect(staleBuildReason(root)).toMatch(/changed since the last build$/);
    }
  });

  it("builds again when the web build's first-paint renderer is missing", () => {
    const root = builtCheckout();
    rmSync(join(root, 'dist/web-render'), { recursive: true });
    expect(staleBuildReason(root)).toBe('dist/web-render/server-render.js is missing');
  });

  it('builds again when only half of the last build finished', () => {
    const root = builtCheckout();
    write(root, 'dist/web/index.html', 90);
    expect(staleBuildReason(root)).toBe('src changed since the last build');
  });
});
