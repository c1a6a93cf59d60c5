/** The public search as a visitor's browser asks it, for tests of what it finds and in what order. */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { listingSearchPageSchema } from '#domain/listing-card';
import { responseBody } from './response-body.js';

/** The page of results for a query string (`status=sale&sort=price-per-sq-ft`); anything but a 200 fails the test. */
export async function searchPublicListings(app: FastifyInstance, query: string) {
  const response = await app.inject({ method: 'GET', url: `/api/properties?${query}` });
  expect(response.statusCode, `${query}: ${response.body}`).toBe(200);
  return responseBody(response, listingSearchPageSchema);
}

/** The names (keys of `ids`, a test's own listings) of the listings a query finds, sorted; other listings as undefined. */
export async function namedListingsFound<Name extends string>(
  app: FastifyInstance,
  ids: Record<Name, string>,
  query: string,
): Promise<Array<Name | undefined>> {
  const page = await searchPublicListings(app, query);
  const names = Object.keys(ids) as Name[];
  return page.items.map((item) => names.find((name) => ids[name] === item.id)).sort();
}
