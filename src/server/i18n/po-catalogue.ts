/**
 * Reads a gettext .po catalogue as id → message. The server's catalogues (src/server/locales) are read at start,
 * in production too, where the dev-only PO tooling (@lingui/format-po, pofile) is not installed; the few rules
 * they use are simple: one entry per msgid/msgstr pair, continuation lines, C escapes, comments and the header.
 */
import { readFileSync } from 'node:fs';

const ESCAPES: Record<string, string> = { n: '\n', t: '\t', '"': '"', '\\': '\\' };

const unescape = (text: string) => text.replace(/\\(.)/g, (whole, char: string) => ESCAPES[char] ?? whole);

/** The catalogue's entries in file order; the header entry (empty msgid) left out. */
export function parsePoCatalogue(source: string): Map<string, string> {
  const entries = new Map<string, string>();
  let field: 'msgid' | 'msgstr' | null = null;
  let id = '';
  let message = '';
  const flush = () => {
    if (id !== '') entries.set(id, message);
    id = '';
    message = '';
  };
  for (const line of source.split(/\r?\n/)) {
    const start = /^(msgid|msgstr) "(.*)"\s*$/.exec(line);
    const more = /^"(.*)"\s*$/.exec(line);
    if (start) {
      if (start[1] === 'msgid') flush();
      field = start[1] as 'msgid' | 'msgstr';
      if (field === 'msgid') id = unescape(start[2]!);
      else message = unescape(start[2]!);
    } else if (more && field === 'msgid') id += unescape(more[1]!);
    else if (more && field === 'msgstr') message += unescape(more[1]!);
    else if (line.trim() === '') field = null;
  }
  flush();
  return entries;
}

export const readPoCatalogue = (path: string) => parsePoCatalogue(readFileSync(path, 'utf8'));
