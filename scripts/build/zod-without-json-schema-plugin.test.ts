import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportedNames, refusingModule } from './zod-without-json-schema-plugin.js';

const zodCore = join(dirname(createRequire(import.meta.url).resolve('zod/package.json')), 'v4/core');
const MODULES = ['to-json-schema.js', 'json-schema-processors.js'];

describe("the web build's zod without JSON Schema", () => {
  it.each(MODULES)('stands in for every export of zod’s %s', async (file) => {
    const real = (await import(join(zodCore, file))) as Record<string, unknown>;
    expect(exportedNames(readFileSync(join(zodCore, file), 'utf8')).sort()).toEqual(Object.keys(real).sort());
  });

  it('throws when a stand-in is called, rather than answering wrong', async () => {
    const source = refusingModule(readFileSync(join(zodCore, 'to-json-schema.js'), 'utf8'));
    const module = (await import(`data:text/javascript,${encodeURIComponent(source)}`)) as Record<
      string,
      () => unknown
    >;
    expect(() => module.createToJSONSchemaMethod!()).toThrow('not part of the web app');
  });
});
