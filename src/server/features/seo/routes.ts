/**
 * /robots.txt and the sitemaps: every public page, every listing and locality, for search engines; a page with a
 * Hindi side is listed in both languages, each entry naming the other with `xhtml:link` alternates.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { indexablePages, type SiteRouteId } from '#domain/site-routes';
import { HINDI_TRANSLATED_ROUTES } from '#domain/site-routes-hindi';
import type { Database } from '#server/db/client';
import { escapeHtml } from '#server/http/escape-html';
import { placesForSitemap } from '#server/listings/locality-figures';
import { languageAlternates } from './language/language-alternates.js';
import { countListings, listingsForSitemap } from './queries.js';

// Two entries each (English and Hindi): well under the 50,000 URLs a sitemap may hold.
const LISTINGS_PER_SITEMAP = 20_000;

const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}\n`;
const URLSET =
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">';
const urlset = (entries: string[]) => xml(`${URLSET}\n${entries.join('\n')}\n</urlset>`);

const urlEntry = (loc: string, lastmod?: Date, alternates = '') =>
  `  <url><loc>${escapeHtml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}${alternates}</url>`;

/** The page's entries: English alone, or with a Hindi side both, each naming every language's address. */
function pageEntries(publicUrl: string, id: SiteRouteId, path: string, lastmod?: Date): string[] {
  if (!HINDI_TRANSLATED_ROUTES.has(id)) return [urlEntry(`${publicUrl}${path}`, lastmod)];
  const alternates = languageAlternates(publicUrl, path);
  const links = alternates
    .map(
      ({ hreflang, href }) =>
        `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}"/>`,
    )
    .join('');
  return alternates
    .filter((alternate) => alternate.hreflang !== 'x-default')
    .map((alternate) => urlEntry(alternate.href, lastmod, links));
}

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
    const entries = indexablePages().flatMap((page) => pageEntries(publicUrl, page.id, page.path));
    return reply.type('application/xml; charset=utf-8').send(urlset(entries));
  });

  // The locality and city pages with enough live listings for a figure (decision 026).
  app.get('/sitemap-localities.xml', { schema: hide }, async (_request, reply) => {
    const entries = (await placesForSitemap(db)).flatMap((place) =>
      pageEntries(publicUrl, 'locality', place.path, place.lastListedAt),
    );
    return reply.type('application/xml; charset=utf-8').send(urlset(entries));
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
      const entries = rows.flatMap((row) =>
        pageEntries(publicUrl, 'property', `/property/${row.id}`, row.updatedAt),
      );
      return reply.type('application/xml; charset=utf-8').send(urlset(entries));
    },
  );
};
