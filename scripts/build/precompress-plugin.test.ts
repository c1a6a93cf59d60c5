import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompressDirectory } from './precompress-plugin.js';

describe('precompressing the web build', () => {
  it('writes Brotli and gzip copies of scripts and styles that decode to the original', () => {
    const dir = mkdtempSync(join(tmpdir(), 'househunt-precompress-'));
    mkdirSync(join(dir, 'assets'));
    const script = 'export const greeting = "namaste";\n'.repeat(200);
    writeFileSync(join(dir, 'assets', 'app-abc.js'), script);
    writeFileSync(join(dir, 'assets', 'app-abc.css'), '.card{color:#333}\n'.repeat(200));

    expect(precompressDirectory(dir)).toBe(4);
    expect(brotliDecompressSync(readFileSync(join(dir, 'assets', 'app-abc.js.br'))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(join(dir, 'assets', 'app-abc.js.gz'))).toString()).toBe(script);
    expect(readFileSync(join(dir, 'assets', 'app-abc.js.br')).length).toBeLessThan(script.length / 10);
  });

  it('leaves photos, the manifest folder and copies that would not be smaller alone', () => {
    const dir = mkdtempSync(join(tmpdir(), 'househunt-precompress-'));
    mkdirSync(join(dir, '.vite'));
    writeFileSync(join(dir, '.vite', 'manifest.json'), '{"a":1}'.repeat(100));
    writeFileSync(join(dir, 'photo.webp'), Buffer.alloc(2000, 7));
    writeFileSync(join(dir, 'tiny.js'), 'x');

    expect(precompressDirectory(dir)).toBe(0);
    expect(readdirSync(join(dir, '.vite'))).toEqual(['manifest.json']);
    expect(readdirSync(dir).sort()).toEqual(['.vite', 'photo.webp', 'tiny.js']);
  });
});
