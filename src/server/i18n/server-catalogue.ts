/**
 * The server's own message catalogues (docs/decisions/028-english-and-hindi.md): `mails` (the visitors' mails) and
 * `pages` (the server-rendered heads' words), ICU messages under explicit ids in src/server/locales/{en,hi}/, read at
 * start with the PO reader and compiled per language by @lingui/core (the server has no macro build step).
 */
import { fileURLToPath } from 'node:url';
import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Locale } from '#domain/site-language';
import { readPoCatalogue } from './po-catalogue.js';

export const SERVER_CATALOGUES = ['mails', 'pages'] as const;
export type ServerCatalogue = (typeof SERVER_CATALOGUES)[number];

/** Where a catalogue is: beside the built server too (scripts/build/copy-server-catalogues.mjs). */
export const serverCatalogueFile = (name: ServerCatalogue, locale: Locale) =>
  fileURLToPath(new URL(`../locales/${locale}/${name}.po`, import.meta.url));

/** A catalogue's messages in one language, ready to be said with values. */
export type ServerMessages = {
  /** The message `id` with its values; an id missing from the catalogue is a programming error, so it throws. */
  t: (id: string, values?: Record<string, string | number>) => string;
};

export function compileServerCatalogue(name: ServerCatalogue, locale: Locale): ServerMessages {
  const messages = Object.fromEntries(readPoCatalogue(serverCatalogueFile(name, locale)));
  const i18n: I18n = setupI18n({ locale, messages: { [locale]: messages } });
  i18n.setMessagesCompiler(compileMessage);
  const known = new Set(Object.keys(messages));
  return {
    t: (id, values) => {
      if (!known.has(id)) throw new Error(`The ${locale} ${name} catalogue has no message ${id}`);
      return i18n._(id, values);
    },
  };
}
