import { describe, expect, it } from 'vitest';
import { mainAdminNavItems, mainAdminNavItemsFor } from './admin-nav-items';

describe('mainAdminNavItemsFor', () => {
  it('lists every item for an admin', () => {
    expect(mainAdminNavItemsFor('admin')).toEqual(mainAdminNavItems);
  });

  it('lists an agent their listings and leads only', () => {
    expect(mainAdminNavItemsFor('agent').map((item) => item.label)).toEqual([
      'Properties',
      'Bookings',
      'Enquiries',
    ]);
  });
});
