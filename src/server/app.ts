/** Builds the Fastify app (plugins, routes) without listening: main.ts runs it, tests inject into it. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
// The product's words for every validation answer (installs zod's error map).
import '#domain/validation-messages';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { randomBytes } from 'node:crypto';
import cookie from '@fastify/cookie';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config, TrustProxy } from './config.js';
import type { Database, DatabaseHandle } from './db/client.js';
import type { ObjectStorage } from './storage/storage.js';
import { registerCachePolicy } from './http/cache-policy.js';
import { registerCanonicalHost } from './http/canonical-host.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import type { JobQueue } from './jobs/job-queue.js';
import { jobAdminRoutes } from './jobs/admin-routes.js';
import { watchJobQueue } from './jobs/job-metrics.js';
import { myListingsRoutes } from './features/my-listings/routes.js';
import { FRAMEWORK_ERROR_OPTIONS, registerErrorHandling } from './http/error-handling.js';
import { registerAvailability, type StartupState } from './http/availability.js';
import { registerMetrics } from './http/metrics-routes.js';
import { echoRequestId, requestIdFor } from './http/request-id.js';
import { Metrics } from './observability/metrics.js';
import { registerOpenApi } from './http/openapi.js';
import { registerCompression } from './http/compression.js';
import { registerRateLimit } from './http/rate-limit.js';
import { registerWebApp } from './http/web-app.js';
import { loadFirstPaintRenderer, type FirstPaintRenderer } from './http/first-paint.js';
import { renderPageHead } from './features/seo/service.js';
import { seoRoutes } from './features/seo/routes.js';
import { shareImageRoutes } from './features/seo/share-image/routes.js';
import { mediaRoutes } from './http/media-routes.js';
import { healthRoutes } from './features/health/routes.js';
import { siteRoutes, siteSettingsAdminRoutes } from './features/site/routes.js';
import { mapRoutes } from './features/map/routes.js';
import { pmtilesArchive } from './features/map/archive/pmtiles-archive.js';
import { userAdminRoutes } from './features/users/routes.js';
import { accountRoutes, myHouseHuntRoutes, teamMailRoutes } from './features/account/routes.js';
import { SiteSettingsCache } from './site-settings/site-settings-cache.js';
import { propertySearchRoutes } from './features/property-search/routes.js';
import { propertyDetailRoutes } from './features/property-detail/routes.js';
import { homeRoutes } from './features/home/routes.js';
import { placesRoutes } from './features/places/routes.js';
import { localityRoutes } from './features/localities/routes.js';
import { listingsAdminRoutes, listingVerificationAdminRoutes } from './features/listings-admin/routes.js';
import { phoneRevealRoutes } from './features/phone-reveals/routes.js';
import { listingImportRoutes } from './features/listing-import/routes.js';
import { shortlistRoutes } from './features/shortlist/routes.js';
import { compareRoutes } from './features/compare/routes.js';
import { savedSearchRoutes, unsubscribeRoutes } from './features/saved-searches/routes.js';
import { anonymousFormRoutes } from './anonymous-forms/routes.js';
import {
  bookingAdminRoutes,
  bookingRoutes,
  listerBookingRoutes,
  visitFeedbackRoutes,
  visitLinkRoutes,
} from './features/bookings/routes.js';
import { giveVisitFeedback } from './features/bookings/visit-feedback/visit-feedback-service.js';
import { visitMailEffect } from './features/bookings/mails/visit-mails.js';
import { enquiryAdminRoutes, enquiryRoutes, listerEnquiryRoutes } from './features/enquiries/routes.js';
import { listerLeadRoutes } from './features/leads/routes.js';
import { dashboardRoutes } from './features/dashboard/routes.js';
import { notificationAdminRoutes } from './features/notifications/routes.js';
import { adminSearchRoutes } from './features/admin-search/routes.js';
import { sentMailAdminRoutes } from './features/sent-mail/routes.js';
import { agentAdminRoutes } from './features/agents/routes.js';
import { inProcessFetch } from './auth/in-process-fetch.js';
import { RelyingParty } from './auth/relying-party.js';
import { authRoutes } from './auth/routes.js';
import { sessionPlugin } from './auth/session-plugin.js';
import { SESSION_COOKIE } from './auth/sessions.js';

declare module 'fastify' {
  interface FastifyInstance {
    registeredRoutes: ReadonlyArray<{ method: string; url: string }>;
    /** This process's Prometheus metrics; other parts add their gauges with `metrics.gauge`. */
    metrics: Metrics;
    /** The site settings as every route reads them: kept in memory, current in every process. */
    siteSettings: SiteSettingsCache;
  }
}

export const DEFAULT_WEB_ROOT = fileURLToPath(new URL('../../dist/web', import.meta.url));

export type AppDependencies = {
  config: Config;
  db: Database;
  /** How this process hears of changes other processes make (the site settings' cache). */
  listen: DatabaseHandle['listen'];
  storage: ObjectStorage;
  jobs: JobQueue;
  /** Folder of the built web app; defaults to dist/web. */
  webRoot?: string;
  logger?: FastifyServerOptions['logger'];
  /** Shared with main.ts, which also registers the database pool's gauges; a new one when left out. */
  metrics?: Metrics;
  /** main.ts completes it after migrating; left out, the database is ready already (tests). */
  startup?: StartupState;
};

// Profile photos from Google accounts are shown in the account menus.
const GOOGLE_PHOTOS = 'https://*.googleusercontent.com';

export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  // react-hot-toast and map libraries set inline styles; scripts stay strictly same-origin.
  styleSrc: ["'self'", "'unsafe-inline'"],
  // Profile photos are any https address their owner chose; an image cannot run script.
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  upgradeInsecureRequests: null,
};

/** https://{s}.tile.example.org/{z}/{x}/{y}.png -> https://*.tile.example.org */
function tileSource(tileUrl: string): string {
  return tileUrl.slice(0, tileUrl.indexOf('/', 'https://'.length)).replace('{s}', '*');
}

/**
 * Fastify refuses a bare hop count (it cannot tell a proxy from a client that connects directly), so a count is
 * spelled out as proxy-addr's hop test: the nearest `hops` addresses are proxies. That is safe only where clients
 * cannot reach the server's port past the proxies, as in compose.yaml; addresses are the stricter choice.
 */
function trustedProxies(trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? { level: deps.config.logLevel },
    trustProxy: trustedProxies(deps.config.trustProxy),
    genReqId: requestIdFor,
    ...FRAMEWORK_ERROR_OPTIONS,
    bodyLimit: 1024 * 1024,
    // Keep-alive sockets close at shutdown instead of holding it open.
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const { config, db } = deps;
  // Every route, for the authorisation matrix test: a new admin route cannot slip in unguarded.
  const routes: Array<{ method: string; url: string }> = [];
  app.addHook('onRoute', (route) => {
    for (const method of ([] as string[]).concat(route.method)) routes.push({ method, url: route.url });
  });
  app.decorate('registeredRoutes', routes);
  const metrics = deps.metrics ?? new Metrics();
  watchJobQueue(metrics, deps.jobs);
  app.decorate('metrics', metrics);
  const siteSettings = new SiteSettingsCache(db);
  await siteSettings.watch(deps.listen);
  app.addHook('onClose', () => siteSettings.stop());
  app.decorate('siteSettings', siteSettings);
  const startup = deps.startup ?? { complete: true };
  echoRequestId(app);
  registerMetrics(app, { metrics, config: config.metrics });

  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        ...CONTENT_SECURITY_POLICY,
        imgSrc: [
          ...CONTENT_SECURITY_POLICY.imgSrc,
          ...(config.identityProviders.some((p) => p.id === 'google') ? [GOOGLE_PHOTOS] : []),
          // Listing photos come straight from the CDN when one fronts the bucket.
          ...(config.storage.driver === 's3' && config.storage.publicUrl
            ? [new URL(config.storage.publicUrl).origin]
            : []),
          ...(config.mapTiles ? [tileSource(config.mapTiles.url)] : []),
        ],
      },
    },
    // Photos under /media may be shown by other sites embedding a listing card.
    crossOriginResourcePolicy: { policy: 'same-site' },
    // The same value on every page, so a sign-in popup that stays on this origin keeps its opener; after a
    // detour through another origin (Google) the popup answers over a BroadcastChannel instead.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  registerErrorHandling(app);
  // Before any route: it adds its hook to each route as the route is declared.
  await registerCompression(app);
  // Before the dev identity provider's middleware, which answers its own requests in an onRequest hook.
  registerCanonicalHost(app, config.publicUrl);
  await registerAvailability(app, { startup, loadShedding: config.loadShedding });
  await app.register(cookie);
  // After the cookie plugin, whose onSend hook writes Set-Cookie, which makes any answer private.
  registerCachePolicy(app, { sessionCookie: SESSION_COOKIE });
  await registerRateLimit(app, config.redis);
  await registerOpenApi(app, config);

  const identityProviders = config.identityProviders.map((provider) =>
    provider.id === 'dev' ? { ...provider, clientSecret: randomBytes(24).toString('base64url') } : provider,
  );
  const devProvider = identityProviders.find((provider) => provider.id === 'dev');
  const callbackUrl = (providerId: string) => `${config.publicUrl}/api/auth/callback/${providerId}`;
  if (devProvider) {
    // Loaded only when on: oidc-provider and its dependencies cost memory and start-up time for nothing else.
    const { registerDevIdentityProvider } = await import('./auth/dev-identity-provider.js');
    await registerDevIdentityProvider(app, {
      issuer: devProvider.issuer,
      clientId: devProvider.clientId,
      clientSecret: devProvider.clientSecret!,
      redirectUri: callbackUrl('dev'),
      trustProxy: config.trustProxy !== false,
    });
  }
  const relyingParty = new RelyingParty({
    providers: identityProviders,
    callbackUrl,
    fetchFor: (provider) => (provider.id === 'dev' ? inProcessFetch(app) : undefined),
  });

  await app.register(sessionPlugin, { db, config });
  await app.register(healthRoutes, { prefix: '/api', db, startup });
  await app.register(siteRoutes, { prefix: '/api', config });
  await app.register(mapRoutes, { prefix: '/api', archive: pmtilesArchive(config.mapPmtiles) });
  await app.register(authRoutes, { prefix: '/api', db, config, relyingParty });
  await app.register(teamMailRoutes, { prefix: '/api/admin', db });
  await app.register(userAdminRoutes, { prefix: '/api/admin', db, adminEmails: config.adminEmails });
  await app.register(accountRoutes, { prefix: '/api/me', db, config });
  await app.register(siteSettingsAdminRoutes, { prefix: '/api/admin', db });
  await app.register(propertySearchRoutes, { prefix: '/api', db, storage: deps.storage });
  await app.register(propertyDetailRoutes, { prefix: '/api', db, storage: deps.storage });
  await app.register(homeRoutes, { prefix: '/api', db, storage: deps.storage });
  await app.register(placesRoutes, { prefix: '/api', db });
  await app.register(localityRoutes, { prefix: '/api', db });
  await app.register(listingsAdminRoutes, {
    prefix: '/api/admin',
    db,
    storage: deps.storage,
    mail: { publicUrl: config.publicUrl },
  });
  await app.register(listingVerificationAdminRoutes, { prefix: '/api/admin', db });
  await app.register(listingImportRoutes, { prefix: '/api/admin', db });
  await app.register(shortlistRoutes, { prefix: '/api/me', db, storage: deps.storage });
  await app.register(phoneRevealRoutes, { prefix: '/api/me', db });
  await app.register(compareRoutes, { prefix: '/api', db, storage: deps.storage, config });
  await app.register(savedSearchRoutes, { prefix: '/api/me', db });
  await app.register(myListingsRoutes, { prefix: '/api/me', db, storage: deps.storage });
  await app.register(myHouseHuntRoutes, {
    prefix: '/api/me',
    db,
    config,
    // A visit cancelled on My HouseHunt is mailed as the team's cancellations are, by the bookings feature.
    visitCancelledMail: visitMailEffect(
      { publicUrl: config.publicUrl, visitLinkSecret: config.visitLinkSecret },
      'cancelled',
    ),
    // Answers after a visit are kept by the bookings feature, the same as through the mail's link.
    giveVisitFeedback,
  });
  await app.register(unsubscribeRoutes, { prefix: '/api', db, config });
  await app.register(anonymousFormRoutes, { prefix: '/api', config });
  await app.register(bookingRoutes, { prefix: '/api', db, config });
  await app.register(bookingAdminRoutes, {
    prefix: '/api/admin',
    db,
    storage: deps.storage,
    mail: { publicUrl: config.publicUrl, visitLinkSecret: config.visitLinkSecret },
  });
  await app.register(listerBookingRoutes, {
    prefix: '/api/me',
    db,
    mail: { publicUrl: config.publicUrl, visitLinkSecret: config.visitLinkSecret },
  });
  await app.register(visitLinkRoutes, { prefix: '/api', db, config });
  await app.register(visitFeedbackRoutes, { prefix: '/api', db, config });
  await app.register(enquiryRoutes, { prefix: '/api', db, config });
  await app.register(enquiryAdminRoutes, { prefix: '/api/admin', db });
  await app.register(listerEnquiryRoutes, { prefix: '/api/me', db });
  await app.register(listerLeadRoutes, { prefix: '/api/me', db });
  await app.register(dashboardRoutes, { prefix: '/api/admin', db });
  await app.register(agentAdminRoutes, { prefix: '/api/admin', db });
  await app.register(notificationAdminRoutes, { prefix: '/api/admin', db });
  await app.register(adminSearchRoutes, { prefix: '/api/admin', db });
  await app.register(jobAdminRoutes, { prefix: '/api/admin', jobs: deps.jobs });
  await app.register(sentMailAdminRoutes, { prefix: '/api/admin', db, config });
  await app.register(seoRoutes, { db, publicUrl: config.publicUrl });
  await app.register(shareImageRoutes, { db, storage: deps.storage });
  await app.register(mediaRoutes, { storage: deps.storage });

  const webRoot = deps.webRoot ?? DEFAULT_WEB_ROOT;
  const builtWebRoot = existsSync(join(webRoot, 'index.html')) ? webRoot : null;
  let firstPaintRenderer: Promise<FirstPaintRenderer | null> | undefined;
  await registerWebApp(
    app,
    builtWebRoot,
    (path) => renderPageHead(path, { db, storage: deps.storage, publicUrl: config.publicUrl, siteSettings }),
    () =>
      (firstPaintRenderer ??= builtWebRoot
        ? loadFirstPaintRenderer(app, builtWebRoot, config.publicUrl).catch((err: unknown) => {
            app.log.error({ err }, 'The first-paint renderer did not load: the browser draws every page');
            return null;
          })
        : Promise.resolve(null)),
  );
  return app;
}
