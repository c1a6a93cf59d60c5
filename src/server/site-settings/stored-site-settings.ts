/**
 * The site settings as stored, read by whatever shows or mails them (page heads, searches, every mail); the
 * admin form that edits them is the site feature's (features/site).
 */
import { eq } from 'drizzle-orm';
import { DEFAULT_SITE_SETTINGS, siteSettingsSchema, type SiteSettings } from '#domain/site-settings';
import type { Database } from '#server/db/client';
import { settings } from '#server/db/schema';

export const SITE_SETTINGS_KEY = 'site';

/** Stored settings over the defaults; a stored field that no longer passes the schema falls back to its default. */
export async function readSiteSettings(db: Pick<Database, 'select'>): Promise<SiteSettings> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, SITE_SETTINGS_KEY));
  if (!row) return DEFAULT_SITE_SETTINGS;
  const stored: Record<string, unknown> = { ...DEFAULT_SITE_SETTINGS, ...(row.value as object) };
  const parsed = siteSettingsSchema.safeParse(stored);
  if (parsed.success) return parsed.data;
  // A rule made stricter after a save (the contact phone's, say) costs that one field, not the site's name too.
  const refused = new Set(parsed.error.issues.map((issue) => issue.path[0]));
  const kept = Object.fromEntries(
    Object.entries(DEFAULT_SITE_SETTINGS).map(([name, fallback]) => [
      name,
      refused.has(name) ? fallback : stored[name],
    ]),
  );
  return siteSettingsSchema.safeParse(kept).data ?? DEFAULT_SITE_SETTINGS;
}
