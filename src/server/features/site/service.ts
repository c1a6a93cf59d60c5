import { eq } from 'drizzle-orm';
import {
  DEFAULT_SITE_SETTINGS,
  siteSettingsSchema,
  type SiteSettings,
} from '../../../domain/site-settings.js';
import type { Database } from '../../db/client.js';
import { settings } from '../../db/schema.js';

export const SITE_SETTINGS_KEY = 'site';

/** Stored settings over the defaults; a stored value that no longer passes the schema falls back to them. */
export async function readSiteSettings(db: Database): Promise<SiteSettings> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, SITE_SETTINGS_KEY));
  if (!row) return DEFAULT_SITE_SETTINGS;
  const parsed = siteSettingsSchema.safeParse({ ...DEFAULT_SITE_SETTINGS, ...(row.value as object) });
  return parsed.success ? parsed.data : DEFAULT_SITE_SETTINGS;
}
