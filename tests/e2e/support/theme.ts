import type { Page } from '@playwright/test';

/**
 * Switches the public site's theme as a visitor does: with the header's toggle, or on a phone, where the bar has
 * no room for it, with the one in the menu, which is closed again after.
 */
export async function toggleDarkMode(page: Page): Promise<void> {
  const toggle = page.getByRole('button', { name: 'Toggle dark mode' });
  if (await toggle.isVisible()) return toggle.click();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await toggle.click();
  await page.getByRole('button', { name: 'Close menu' }).click();
}
