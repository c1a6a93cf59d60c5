import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '#web/lib/session';
import { renderAdmin } from '#web/testing/render-admin';
import { DisplayNameForm } from './display-name-form';

const priya: SessionUser = {
  id: 'b3f1c0de-0000-4000-8000-000000000001',
  name: 'Priya Visitor',
  email: 'priya.visitor@example.in',
  photoURL: 'https://example.in/priya.png',
  role: 'user',
  createdAt: '2026-01-01T00:00:00.000Z',
  lastLogin: null,
  trustedLister: false,
  version: 3,
};

describe('Your name on My HouseHunt', () => {
  it('changes the name and keeps the photo, on the version shown', async () => {
    const { user, writes } = renderAdmin(<DisplayNameForm user={priya} />, {
      'PATCH /me/profile': [{ status: 200, body: { user: { ...priya, name: 'Priya Sharma', version: 4 } } }],
    });
    const field = screen.getByRole('textbox', { name: /Your name/ });
    expect(field).toHaveProperty('value', 'Priya Visitor');
    await user.clear(field);
    await user.type(field, '  Priya Sharma ');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    await vi.waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toEqual({
      method: 'PATCH',
      path: '/me/profile',
      body: { name: 'Priya Sharma', photoURL: 'https://example.in/priya.png', version: 3 },
    });
  });

  it('asks for a name rather than saving an empty one', async () => {
    const { user, writes } = renderAdmin(<DisplayNameForm user={priya} />, {});
    await user.clear(screen.getByRole('textbox', { name: /Your name/ }));
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('Enter the name to show')).toBeTruthy();
    expect(writes()).toEqual([]);
  });
});
