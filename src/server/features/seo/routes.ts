/** /robots.txt and the sitemaps: every public page, every listing and locality, for search engines. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { indexablePages } from '#domain/site-routes';
import type { Database } from '#server/db/client';
import { escapeHtml } from '#server/http/escape-html';
import { placesForSitemap } from '#server/listings/locality-figures';
import { countListings, listingsForSitemap } from './queries.js';

// Well under the 50,000 URLs a sitemap may hold.
const LISTINGS_PER_SITEMAP = 40_000;

const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}\n`;
const urlEntry = (loc: string, lastmod?: Date) =>
  `  <url><loc>${escapeHtml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;

export const seoRoutes: FastifyPluginAsyncZod<{ db: Database; publicUrl: string }> = async (
  app,
  { db, publicUrl },
) => {
  const hide = { hide: true };

  app.get('/robots.txt', { schema: hide }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .send(
        [
          'User-agent: *',
          'Disallow: /admin',
          'Disallow: /api/',
          'Disallow: /login',
          '',
          `Sitemap: ${publicUrl}/sitemap.xml`,
          '',
        ].join('\n'),
      ),
  );

  app.get('/sitemap.xml', { schema: hide }, async (_request, reply) => {
    const parts = Math.max(1, Math.ceil((await countListings(db)) / LISTINGS_PER_SITEMAP));
    const sitemaps = [
      `${publicUrl}/sitemap-pages.xml`,
      `${publicUrl}/sitemap-localities.xml`,
      ...Array.from({ length: parts }, (_, i) => `${publicUrl}/sitemap-listings.xml?part=${i + 1}`),
    ];
    const entries = sitemaps.map((loc) => `  <sitemap><loc>${escapeHtml(loc)}</loc></sitemap>`).join('\n');
    return reply
      .type('application/xml; charset=utf-8')
      .send(
        xml(
          `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</sitemapindex>`,
        ),
      );
  });

  app.get('/sitemap-pages.xml', { schema: hide }, async (_request, reply) => {
    const entries = indexablePages()
      .map((page) => urlEntry(`${publicUrl}${page.path}`))
      .join('\n');
    return reply
      .type('application/xml; charset=utf-8')
      .send(xml(`<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</urlset>`));
  });

  // The locality and city pages with enough live listings for a figure (decision 026).
  app.get('/sitemap-localities.xml', { schema: hide }, async (_request, reply) => {
    const entries = (await placesForSitemap(db))
      .map((place) => urlEntry(`${publicUrl}${place.path}`, place.lastListedAt))
      .join('\n');
    return reply
      .type('application/xml; charset=utf-8')
      .send(xml(`<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</urlset>`));
  });

  app.get(
    '/sitemap-listings.xml',
    {
      schema: {
        ...hide,
        querystring: z.object({
          part: z.coerce.number({ error: 'part must be a number' }).int().min(1).max(10_000).default(1),
        }),
      },
    },
    async (request, reply) => {
      const rows = await listingsForSitemap(db, {
        limit: LISTINGS_PER_SITEMAP,
        offset: (request.query.part - 1) * LISTINGS_PER_SITEMAP,
      });
      const entries = rows
        .map((row) => urlEntry(`${publicUrl}/property/${row.id}`, row.updatedAt))
        .join('\n');
      return reply
        .type('application/xml; charset=utf-8')
        .send(xml(`<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</urlset>`));
    },
  );
};
