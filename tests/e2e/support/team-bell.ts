/**
 * The admins' bell is one for the whole team: its unread count and its six latest notifications are everybody's,
 * and "Mark all read" reads them all. Tests that watch it take turns through this lock, a folder in the run's
 * data folder (creating one is atomic), while every other test runs alongside.
 */
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { test } from '@playwright/test';

const WAIT_AT_MOST_MS = 180_000;

/** Takes the lock if nobody holds it. */
async function taken(lock: string): Promise<boolean> {
  try {
    await mkdir(lock);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

export async function withTheTeamBell<T>(watch: () => Promise<T>): Promise<T> {
  const lock = join(process.env.E2E_DATA_DIR!, 'team-bell.lock');
  const waitFrom = Date.now();
  while (!(await taken(lock))) {
    if (Date.now() - waitFrom > WAIT_AT_MOST_MS)
      throw new Error(`Waited ${WAIT_AT_MOST_MS / 1000} s for the team bell`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  // Waiting for another test's turn does not count against this test's own time.
  test.setTimeout(test.info().timeout + (Date.now() - waitFrom));
  try {
    return await watch();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}
