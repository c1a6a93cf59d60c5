/**
 * The language a visitor chose (docs/decisions/028-english-and-hindi.md), as the API takes it: on their account
 * (the header's switch saves it) and with a guest's booking or enquiry, so the mails they get are in it.
 */
import { z } from 'zod';
import type { Locale } from './site-language.js';

export const VISITOR_LOCALES = ['en', 'hi'] as const satisfies readonly Locale[];

export const visitorLocaleSchema = z.enum(VISITOR_LOCALES, { error: 'Choose English (en) or Hindi (hi).' });

/** PUT /api/account/locale: the language the signed-in visitor switched to. */
export const accountLocaleSchema = z.strictObject({ locale: visitorLocaleSchema });
export type AccountLocaleInput = z.input<typeof accountLocaleSchema>;
