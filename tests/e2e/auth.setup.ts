import { expect, test as setup } from '@playwright/test';
import { ADMIN_SESSION, signInByRedirect, VISITOR_SESSION } from './support/auth.js';

setup('sign in as Demo Admin', async ({ page }) => {
  await signInByRedirect(page, 'Demo Admin', '/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.context().storageState({ path: ADMIN_SESSION });
});

setup('sign in as Demo Visitor', async ({ page }) => {
  await signInByRedirect(page, 'Demo Visitor', '/');
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await page.context().storageState({ path: VISITOR_SESSION });
});
