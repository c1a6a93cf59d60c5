import { request } from '@playwright/test';
import { ADMIN_SESSION } from './auth.js';

export type DemoListing = { id: string; title: string };

let oldest: Promise<DemoListing> | undefined;

/**
 * The oldest seeded listing, asked of the admin API once per worker. Tests that need "a listing" use this one,
 * never the newest: the newest may be the one another test is adding and about to delete, and a visit booked
 * to it would then 404 or raise a second notification naming the same visitor.
 */
export function aDemoListing(): Promise<DemoListing> {
  oldest ??= (async () => {
    const api = await request.newContext({ baseURL: process.env.E2E_BASE_URL, storageState: ADMIN_SESSION });
    try {
      const response = await api.get('/api/admin/properties?sort=createdAt&order=asc&pageSize=5');
      const { items } = (await response.json()) as { items: DemoListing[] };
      if (!items[0]) throw new Error('The E2E server has no demo listings');
      return { id: items[0].id, title: items[0].title };
    } finally {
      await api.dispose();
    }
  })();
  return oldest;
}
