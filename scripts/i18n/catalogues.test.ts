import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOGUES } from '#domain/page-catalogues';
import { compileServerCatalogue, SERVER_CATALOGUES } from '#server/i18n/server-catalogue';

const LOCALES_DIR = join(import.meta.dirname, '../../src/web/locales');
/** The server's catalogues: the visitors' mails and the server-written heads (server/i18n/server-catalogue.ts). */
const SERVER_LOCALES_DIR = join(import.meta.dirname, '../../src/server/locales');
const LOCALES = ['en', 'hi'] as const;

/** A .po file's entries as msgid → msgstr (continuation lines joined; the header entry left out). */
function readCatalogue(path: string): Map<string, string> {
  const entries = new Map<string, string>();
  let field: 'msgid' | 'msgstr' | null = null;
  let id = '';
  let str = '';
  const flush = () => {
    if (id !== '') entries.set(id, str);
    id = '';
    str = '';
  };
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const start = /^(msgid|msgstr) "(.*)"$/.exec(line);
    const more = /^"(.*)"$/.exec(line);
    if (start) {
      if (start[1] === 'msgid') flush();
      field = start[1] as 'msgid' | 'msgstr';
      if (field === 'msgid') id = start[2]!;
      else str = start[2]!;
    } else if (more && field === 'msgid') id += more[1];
    else if (more && field === 'msgstr') str += more[1];
  }
  flush();
  return entries;
}

const catalogueNames = readdirSync(join(LOCALES_DIR, 'en'))
  .filter((file) => file.endsWith('.po'))
  .map((file) => file.replace(/\.po$/, ''));

describe('the message catalogues', () => {
  it('exist with the same names in every language', () => {
    for (const locale of LOCALES) {
      const names = readdirSync(join(LOCALES_DIR, locale)).filter((file) => file.endsWith('.po'));
      expect(names.map((file) => file.replace(/\.po$/, '')).sort()).toEqual([...catalogueNames].sort());
    }
    expect(catalogueNames).toContain('common');
  });

  it('are the ones the pages name (src/domain/page-catalogues.ts)', () => {
    expect([...catalogueNames].sort()).toEqual([...CATALOGUES].sort());
  });

  it.each(catalogueNames)('%s: every key of one language is in the other', (name) => {
    const [english, hindi] = LOCALES.map((locale) => readCatalogue(join(LOCALES_DIR, locale, `${name}.po`)));
    expect([...hindi!.keys()].sort()).toEqual([...english!.keys()].sort());
  });

  it.each(catalogueNames)('%s: no Hindi message is left untranslated', (name) => {
    const hindi = readCatalogue(join(LOCALES_DIR, 'hi', `${name}.po`));
    expect([...hindi].filter(([, translation]) => translation.trim() === '').map(([id]) => id)).toEqual([]);
  });
});

const serverCatalogueNames = readdirSync(join(SERVER_LOCALES_DIR, 'en'))
  .filter((file) => file.endsWith('.po'))
  .map((file) => file.replace(/\.po$/, ''));

describe("the server's message catalogues", () => {
  it('exist with the same names in every language', () => {
    for (const locale of LOCALES) {
      const names = readdirSync(join(SERVER_LOCALES_DIR, locale)).filter((file) => file.endsWith('.po'));
      expect(names.map((file) => file.replace(/\.po$/, '')).sort()).toEqual([...serverCatalogueNames].sort());
    }
    expect([...serverCatalogueNames].sort()).toEqual([...SERVER_CATALOGUES].sort());
  });

  it.each(serverCatalogueNames)('%s: every key of one language is in the other', (name) => {
    const [english, hindi] = LOCALES.map((locale) =>
      readCatalogue(join(SERVER_LOCALES_DIR, locale, `${name}.po`)),
    );
    expect([...hindi!.keys()].sort()).toEqual([...english!.keys()].sort());
  });

  it.each(serverCatalogueNames)('%s: no message of either language is empty', (name) => {
    for (const locale of LOCALES) {
      const catalogue = readCatalogue(join(SERVER_LOCALES_DIR, locale, `${name}.po`));
      expect([...catalogue].filter(([, message]) => message.trim() === '').map(([id]) => id)).toEqual([]);
    }
  });

  it.each(SERVER_CATALOGUES)(
    '%s: every message compiles and keeps the placeholders of its English',
    (name) => {
      const english = readCatalogue(join(SERVER_LOCALES_DIR, 'en', `${name}.po`));
      const hindi = readCatalogue(join(SERVER_LOCALES_DIR, 'hi', `${name}.po`));
      const compiled = LOCALES.map((locale) => [locale, compileServerCatalogue(name, locale)] as const);
      const placeholders = (message: string) =>
        [...message.matchAll(/\{(\w+)/g)].map((match) => match[1]).sort();
      for (const [id, message] of english) {
        expect(placeholders(hindi.get(id)!), id).toEqual(placeholders(message));
        const values = Object.fromEntries(
          placeholders(message).map((placeholder) => [placeholder!, `<${placeholder}>`]),
        );
        for (const [locale, messages] of compiled) {
          expect(messages.t(id, values), `${locale} ${id}`).not.toBe(id);
        }
      }
    },
  );
});
