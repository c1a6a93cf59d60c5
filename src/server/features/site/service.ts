import { eq } from 'drizzle-orm';
import {
  DEFAULT_SITE_SETTINGS,
  siteSettingsSchema,
  type SiteSettings,
} from '../../../domain/site-settings.js';
import type { Database } from '../../db/client.js';
import { settings } from '../../db/schema.js';
import { ConflictError } from '../../errors.js';
import { writeAudit, type AuditActor } from '../../audit/audit-log.js';

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

/** The settings as the admin form edits them, and the version a save must name. */
export type EditableSiteSettings = { settings: SiteSettings; version: string | null };

async function storedRow(db: Pick<Database, 'select'>) {
  const [row] = await db.select().from(settings).where(eq(settings.key, SITE_SETTINGS_KEY));
  return row ?? null;
}

const SAVED_BY_SOMEONE_ELSE =
  'Someone else saved the site settings while you were editing. Reload to see their changes, then make yours again.';

const versionOf = (row: { updatedAt: Date } | null) => row?.updatedAt.toISOString() ?? null;

export async function readEditableSiteSettings(db: Database): Promise<EditableSiteSettings> {
  const [current, row] = await Promise.all([readSiteSettings(db), storedRow(db)]);
  return { settings: current, version: versionOf(row) };
}

/**
 * Replaces the site settings. Two admins editing at once must not silently undo each other, so a save names
 * the version it started from and is refused (409) when someone saved since. The audit entry keeps both
 * sides so any change can be read back and undone.
 */
export async function saveSiteSettings(
  db: Database,
  next: SiteSettings,
  version: string | null,
  actor: AuditActor,
): Promise<EditableSiteSettings> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(settings).where(eq(settings.key, SITE_SETTINGS_KEY)).for('update');
    if (versionOf(row ?? null) !== version) {
      throw new ConflictError(SAVED_BY_SOMEONE_ELSE);
    }
    const before = await readSiteSettings(tx);
    // Millisecond timestamps survive the round trip exactly; a later save is always a later version.
    const updatedAt = new Date(Math.max(Date.now(), (row?.updatedAt.getTime() ?? 0) + 1));
    const values = { value: next, updatedAt, updatedBy: actor.id };
    const [saved] = row
      ? await tx.update(settings).set(values).where(eq(settings.key, SITE_SETTINGS_KEY)).returning()
      : // Two first saves racing: the loser inserts nothing and hears the same 409.
        await tx
          .insert(settings)
          .values({ key: SITE_SETTINGS_KEY, ...values })
          .onConflictDoNothing({ target: settings.key })
          .returning();
    if (!saved) {
      throw new ConflictError(SAVED_BY_SOMEONE_ELSE);
    }
    await writeAudit(tx, {
      actor,
      action: 'settings.site-updated',
      entityType: 'settings',
      entityId: SITE_SETTINGS_KEY,
      details: { before, after: next },
    });
    return { settings: next, version: versionOf(saved) };
  });
}
