import { describe, expect, it } from 'vitest';
import { AGENT_HOME, mayOpenAdminPage, teamRoleOf } from './team-access';

describe('teamRoleOf', () => {
  it('names admins and agents, and no one else', () => {
    expect(teamRoleOf({ role: 'admin' })).toBe('admin');
    expect(teamRoleOf({ role: 'agent' })).toBe('agent');
    expect(teamRoleOf({ role: 'user' })).toBeNull();
    expect(teamRoleOf(null)).toBeNull();
  });
});

describe('mayOpenAdminPage', () => {
  it('opens every portal page to an admin', () => {
    for (const path of ['/admin', '/admin/settings', '/admin/sent-mail', '/admin/properties'])
      expect(mayOpenAdminPage('admin', path)).toBe(true);
  });

  it('opens an agent their listings and leads', () => {
    for (const path of [
      AGENT_HOME,
      '/admin/edit-property/6a1f2c3d-0000-4000-8000-000000000001',
      '/admin/properties/import',
      '/admin/bookings',
      '/admin/orders',
      '/admin/enquiries',
    ])
      expect(mayOpenAdminPage('agent', path)).toBe(true);
  });

  it("keeps the admin's pages from an agent", () => {
    for (const path of [
      '/admin',
      '/admin/add-property',
      '/admin/settings',
      '/admin/sent-mail',
      '/admin/notifications',
      '/admin/profile',
      '/admin/account',
      '/admin/properties/extra',
    ])
      expect(mayOpenAdminPage('agent', path)).toBe(false);
  });
});
