/** The page and page size of an admin list, bounded so no request can ask for everything at once. */
import { z } from 'zod';

export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;

export const pageQuery = {
  page: z.coerce
    .number({ error: 'page must be a number' })
    .int('page must be a whole number')
    .min(1, 'page starts at 1')
    .max(10_000, 'page can be at most 10000')
    .default(1),
  pageSize: z.coerce
    .number({ error: 'pageSize must be a number' })
    .int('pageSize must be a whole number')
    .min(1, `pageSize is 1 to ${PAGE_SIZE_MAX}`)
    .max(PAGE_SIZE_MAX, `pageSize is 1 to ${PAGE_SIZE_MAX}`)
    .default(PAGE_SIZE_DEFAULT),
};
