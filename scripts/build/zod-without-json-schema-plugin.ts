/**
 * Zod's schemas carry a JSON Schema converter (`toJSONSchema()`, and one processor per schema type) that every
 * schema references, so a bundler cannot drop it although the web app never converts a schema: about a fifth of
 * zod's bytes on every first visit. The server's OpenAPI needs it; the browser does not. For the web build only,
 * this replaces zod's two JSON Schema modules by ones with the same exports that throw when called, so a call
 * added by mistake fails loudly instead of answering wrong.
 */
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const JSON_SCHEMA_MODULE = /[\\/]zod[\\/]v4[\\/]core[\\/](to-json-schema|json-schema-processors)\.js$/;

/** The names a module exports, written as `export const|function NAME` or `export { a as b, c }`. */
export function exportedNames(source: string): string[] {
  const declared = [...source.matchAll(/^export (?:const|function|class) (\w+)/gm)].map((m) => m[1]!);
  const listed = [...source.matchAll(/^export \{([^}]*)\}/gm)].flatMap((m) =>
    m[1]!.split(',').map((part) =>
      part
        .trim()
        .split(/\s+as\s+/)
        .at(-1)!,
    ),
  );
  return [...declared, ...listed].filter(Boolean);
}

/** A module with the same exports as `source`, each a function that throws. */
export function refusingModule(source: string): string {
  const names = exportedNames(source);
  if (names.length === 0) throw new Error('No exports found in a zod JSON Schema module: has zod changed?');
  const refusal = 'function () { throw new Error("JSON Schema conversion is not part of the web app"); }';
  return names.map((name) => `export const ${name} = ${refusal};`).join('\n');
}

export function zodWithoutJsonSchema(): Plugin {
  return {
    name: 'househunt:zod-without-json-schema',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      return JSON_SCHEMA_MODULE.test(id) ? refusingModule(readFileSync(id, 'utf8')) : null;
    },
  };
}
