import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '#web/testing/render-admin';
import { AccountData } from './account-data';

describe('My data', () => {
  it('offers the download as a file link', () => {
    renderAdmin(<AccountData email="priya@example.in" />, {});
    expect(screen.getByRole('link', { name: 'Download my data' }).getAttribute('href')).toBe(
      '/api/me/export',
    );
  });

  it('deletes the account only once the email address is typed, sending it as the confirmation', async () => {
    const { user, writes } = renderAdmin(<AccountData email="priya@example.in" />, {
      'DELETE /me': [{ status: 204 }],
    });
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const confirm = screen.getByRole('button', { name: 'Delete my account' });
    expect(confirm).toHaveProperty('disabled', true);

    const typed = screen.getByRole('textbox', { name: /type your email address/ });
    await user.type(typed, 'priya@example');
    expect(confirm).toHaveProperty('disabled', true);
    await user.type(typed, '.IN');
    expect(confirm).toHaveProperty('disabled', false);
    await user.click(confirm);
    await vi.waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toEqual({
      method: 'DELETE',
      path: '/me',
      body: { confirmation: 'priya@example.IN' },
    });
  });

  it('shows why the server refused, keeping the form', async () => {
    const message = 'You are the last admin: make someone else admin before deleting your account.';
    const { user } = renderAdmin(<AccountData email="admin@example.com" />, {
      'DELETE /me': [{ status: 409, body: { error: { code: 'CONFLICT', message } } }],
    });
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    await user.type(screen.getByRole('textbox', { name: /type your email address/ }), 'admin@example.com');
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });
});
