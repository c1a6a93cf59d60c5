/**
 * The site settings kept in memory: every search and page head reads them, and they change a few times a year.
 * Each process drops its copy when any process saves (NOTIFY from a trigger on settings), and re-reads at least
 * every SAFETY_REREAD_MS in case a notification was lost. Decision record 013.
 */
import type { SiteSettings } from '#domain/site-settings';
import type { Database, DatabaseHandle } from '#server/db/client';
import { readSiteSettings } from './stored-site-settings.js';

/** The channel migrations/0012_settings_changed_notify.sql notifies on every write to settings. */
export const SETTINGS_CHANGED_CHANNEL = 'settings_changed';
/** The longest a copy is served without reading it again, should every notification be lost. */
export const SAFETY_REREAD_MS = 30_000;

type Copy = { settings: Promise<SiteSettings>; readAt: number };

export class SiteSettingsCache {
  private copy: Copy | null = null;
  private stopListening: (() => Promise<void>) | null = null;

  constructor(
    private readonly db: Database,
    private readonly maxAgeMs = SAFETY_REREAD_MS,
  ) {}

  /** The settings as last saved: from memory, or one read shared by every request that asks meanwhile. */
  read(): Promise<SiteSettings> {
    const now = Date.now();
    if (this.copy && now - this.copy.readAt < this.maxAgeMs) return this.copy.settings;
    const copy: Copy = { settings: readSiteSettings(this.db), readAt: now };
    this.copy = copy;
    // A failed read (the database is down) is not kept: the next request tries again.
    copy.settings.catch(() => {
      if (this.copy === copy) this.copy = null;
    });
    return copy.settings;
  }

  /** Drops the copy, including a read in flight that may have started before the change. */
  forget(): void {
    this.copy = null;
  }

  /** Forgets the copy on every change notified by any process on the database. */
  async watch(listen: DatabaseHandle['listen']): Promise<void> {
    this.stopListening = await listen(SETTINGS_CHANGED_CHANNEL, {
      onNotify: () => this.forget(),
      onGap: () => this.forget(),
    });
  }

  async stop(): Promise<void> {
    await this.stopListening?.();
    this.stopListening = null;
  }
}
