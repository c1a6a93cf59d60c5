/**
 * Zod compiles object parsers with `new Function` when it can, and probes for that once per schema; under
 * our Content-Security-Policy (no 'unsafe-eval') each probe is a reported violation. Imported first in
 * app/start.tsx so it runs before any schema module is evaluated.
 */
import { config } from 'zod';

config({ jitless: true });
