import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_SITE_SETTINGS } from '#domain/site-settings';
import { recordChanged, renderAdmin, type ApiScript } from '#web/testing/render-admin';
import type { EditableSiteSettings } from '#web/features/site/api/get-editable-site-settings';
import { SiteSettingsForm } from './site-settings-form';

const saved: EditableSiteSettings = { settings: DEFAULT_SITE_SETTINGS, version: 3 };

function renderForm(script: ApiScript) {
  const onReload = vi.fn();
  const rendered = renderAdmin(<SiteSettingsForm saved={saved} onReload={onReload} reloading={false} />, {
    // The public pages' settings, read again after a save.
    'GET /site': [{ status: 200, body: DEFAULT_SITE_SETTINGS }],
    ...script,
  });
  return { ...rendered, onReload };
}

describe('the site settings form', () => {
  it('saves over the version it was opened on', async () => {
    const { user, writes } = renderForm({
      'PUT /admin/settings/site': [
        {
          status: 200,
          body: { settings: { ...DEFAULT_SITE_SETTINGS, siteName: 'HouseHunt India' }, version: 4 },
        },
      ],
    });
    const siteName = screen.getByLabelText<HTMLInputElement>(/Site name/);
    await user.clear(siteName);
    await user.type(siteName, 'HouseHunt India');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await vi.waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]!.body).toEqual({ ...DEFAULT_SITE_SETTINGS, siteName: 'HouseHunt India', version: 3 });
  });

  it('says someone else saved when the save is refused with RECORD_CHANGED, keeping the edits, and reloads', async () => {
    const message =
      'Someone else saved the site settings while you were editing. Reload to see their changes, then make yours again.';
    const { user, onReload } = renderForm({
      'PUT /admin/settings/site': [
        recordChanged(
          { settings: { ...DEFAULT_SITE_SETTINGS, siteName: 'Their Homes' }, version: 4 },
          message,
        ),
      ],
    });
    const siteName = screen.getByLabelText<HTMLInputElement>(/Site name/);
    await user.clear(siteName);
    await user.type(siteName, 'HouseHunt India');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    const conflict = (await screen.findAllByRole('alert')).find((alert) =>
      alert.textContent?.includes(message),
    );
    if (!conflict) throw new Error('No alert says someone else saved');
    expect(siteName.value).toBe('HouseHunt India');
    await user.click(within(conflict).getByRole('button', { name: 'Reload settings' }));
    expect(onReload).toHaveBeenCalledOnce();
  });

  it('puts the form back as saved with "Discard changes"', async () => {
    const { user, writes } = renderForm({});
    const siteName = screen.getByLabelText<HTMLInputElement>(/Site name/);
    await user.type(siteName, ' draft');
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(siteName.value).toBe(DEFAULT_SITE_SETTINGS.siteName);
    expect(writes()).toEqual([]);
  });
});
