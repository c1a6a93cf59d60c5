/**
 * A Vite plugin that writes Brotli (.br) and gzip (.gz) copies of the built text files next to them, so the
 * server sends scripts and styles compressed without spending CPU on every request (@fastify/static's
 * preCompressed). A copy that would not be smaller is not written.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|webmanifest)$/;

/** Every compressible file under `dir`, dot-folders (Vite's manifest) left out. */
function compressibleFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.')) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return compressibleFiles(path);
    return COMPRESSIBLE.test(entry.name) ? [path] : [];
  });
}

/** Writes the .br and .gz copies for the files under `dir`; returns how many copies it wrote. */
export function precompressDirectory(dir: string): number {
  let written = 0;
  for (const path of compressibleFiles(dir)) {
    const body = readFileSync(path);
    const copies: Array<[string, Buffer]> = [
      [
        '.br',
        brotliCompressSync(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
      ],
      ['.gz', gzipSync(body, { level: 9 })],
    ];
    for (const [extension, compressed] of copies) {
      if (compressed.length >= body.length) continue;
      writeFileSync(path + extension, compressed);
      written += 1;
    }
  }
  return written;
}

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'househunt-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      precompressDirectory(outDir);
    },
  };
}
