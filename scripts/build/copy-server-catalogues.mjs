// Puts the server's message catalogues (the visitors' mails, src/server/locales) beside the built server: tsc
// builds only code, and the server reads the .po files at start (src/server/mail/mail-words.ts).
import { cpSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
cpSync(`${root}src/server/locales`, `${root}dist/server/locales`, { recursive: true });
