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
