import { eq } from 'drizzle-orm';
import type { SiteSettings } from '#domain/site-settings';
import type { Database } from '#server/db/client';
import { settings } from '#server/db/schema';
import {
  lockRecord,
  recordWriteResult,
  saveRecordChange,
  type RecordWriteResult,
} from '#server/db/record-write';
import { NotFoundError } from '#server/errors';
import { audited, type AuditActor } from '#server/audit/audit-log';
import { readSiteSettings, SITE_SETTINGS_KEY } from '#server/site-settings/stored-site-settings';

/** The settings as the admin form edits them, and the version a save must name (0 before the first save). */
export type EditableSiteSettings = { settings: SiteSettings; version: number };

const SAVED_BY_SOMEONE_ELSE =
  'Someone else saved the site settings while you were editing. Reload to see their changes, then make yours again.';

export async function readEditableSiteSettings(db: Database): Promise<EditableSiteSettings> {
  const [current, [row]] = await Promise.all([
    readSiteSettings(db),
    db.select({ version: settings.version }).from(settings).where(eq(settings.key, SITE_SETTINGS_KEY)),
  ]);
  return { settings: current, version: row?.version ?? 0 };
}

/**
 * Replaces the site settings over the version the admin edited (db/record-write.ts), so two admins editing at
 * once never silently undo each other. The audit entry keeps both sides so any change can be read back and
 * undone.
 */
export async function saveSiteSettings(
  db: Database,
  next: SiteSettings,
  version: number,
  actor: AuditActor,
): Promise<RecordWriteResult<EditableSiteSettings>> {
  // The first save makes the row, at the defaults' version 0, so every save is the same compare-and-swap.
  await db
    .insert(settings)
    .values({ key: SITE_SETTINGS_KEY, value: {} })
    .onConflictDoNothing({ target: settings.key });
  const siteSettings = {
    table: settings,
    key: settings.key,
    notFound: () => new NotFoundError('The site settings are missing.'),
    changedMessage: () => SAVED_BY_SOMEONE_ELSE,
  };
  const outcome = await db.transaction(async (tx) => {
    const current = await lockRecord(tx, siteSettings, SITE_SETTINGS_KEY);
    return saveRecordChange(tx, siteSettings, {
      id: SITE_SETTINGS_KEY,
      current,
      version,
      decision: {
        set: { value: next, updatedAt: new Date(), updatedBy: actor.id },
        effects: [
          audited({
            actor,
            action: 'settings.site-updated',
            entityType: 'settings',
            entityId: SITE_SETTINGS_KEY,
            details: { before: await readSiteSettings(tx), after: next },
          }),
        ],
      },
    });
  });
  return recordWriteResult(outcome, await readEditableSiteSettings(db));
}
