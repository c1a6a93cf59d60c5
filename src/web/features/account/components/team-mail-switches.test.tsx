import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdmin } from '#web/testing/render-admin';
import { TeamMailSwitches } from './team-mail-switches';

describe('the team mail switches', () => {
  it('shows the admin’s choices and saves one flipped with the others as they were', async () => {
    const { user, writes } = renderAdmin(<TeamMailSwitches />, {
      'GET /admin/profile/team-mail': [
        { status: 200, body: { newBookings: false, newEnquiries: true, dailyDigest: false } },
      ],
      'PUT /admin/profile/team-mail': [
        { status: 200, body: { newBookings: true, newEnquiries: true, dailyDigest: false } },
      ],
    });
    const bookings = await screen.findByRole('switch', { name: 'New bookings' });
    await screen.findByRole('switch', { name: 'New enquiries', checked: true });
    expect(bookings.getAttribute('aria-checked')).toBe('false');
    await user.click(bookings);
    expect(await screen.findByRole('switch', { name: 'New bookings', checked: true })).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Daily digest' }).getAttribute('aria-checked')).toBe('false');
    expect(writes()).toEqual([
      {
        method: 'PUT',
        path: '/admin/profile/team-mail',
        body: { newBookings: true, newEnquiries: true, dailyDigest: false },
      },
    ]);
  });
});
