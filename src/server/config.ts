/** Environment read once, validated and typed; nothing else in the server reads process.env. */
import { createHmac, randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { z } from 'zod';
import type { StorageBackend } from './storage/create-storage.js';

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const port = z.coerce
  .number({ error: 'must be a whole number from 0 to 65535' })
  .int('must be a whole number from 0 to 65535')
  .min(0, 'must be a whole number from 0 to 65535')
  .max(65535, 'must be a whole number from 0 to 65535');

const TRUST_PROXY_HELP =
  'must be false, the number of proxies in front of the server (e.g. 1) or their addresses (e.g. 10.0.0.0/8,127.0.0.1)';

/** An IP address or a CIDR range, as proxy-addr accepts them. */
function isAddressOrRange(entry: string): boolean {
  const [address = '', bits, extra] = entry.split('/');
  const version = isIP(address);
  if (!version || extra !== undefined) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d{1,3}$/.test(bits) && n <= (version === 4 ? 32 : 128);
}

/**
 * Whom to believe about the client's address. `true` (trust every hop) would let a client name its own address
 * in X-Forwarded-For and so pick its own rate-limit bucket: refused, with what to set instead.
 */
const trustProxy = z.string().transform((value, context): TrustProxy => {
  const v = value.trim().toLowerCase();
  if (['false', '0', 'no'].includes(v)) return false;
  if (['true', 'yes'].includes(v)) {
    context.addIssue({
      code: 'custom',
      message:
        'must not be true: that trusts every X-Forwarded-For hop, so a client could pick its own address for the ' +
        'rate limits. Set the number of proxies in front of the server (e.g. 1) or their addresses (e.g. 10.0.0.0/8)',
    });
    return z.NEVER;
  }
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    if (hops >= 1 && hops <= 10) return hops;
  } else {
    const addresses = v.split(',').map((a) => a.trim());
    if (addresses.every(isAddressOrRange)) return addresses;
  }
  context.addIssue({ code: 'custom', message: TRUST_PROXY_HELP });
  return z.NEVER;
});

/** A secret compared against a request header: long enough not to be guessed. */
const bearerToken = z
  .string()
  .min(24, 'must be at least 24 characters (e.g. openssl rand -base64 32)')
  .regex(/^[\x21-\x7e]+$/, 'must be printable characters without spaces');

const postgresUrl = z
  .string()
  .regex(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// or postgresql:// connection URL');

const envSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], { error: 'must be development, production or test' })
    .default('development'),
  HOST: z.string().min(1, 'must not be empty').default('0.0.0.0'),
  PORT: port.default(3000),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  PUBLIC_URL: z.url({ error: 'must be an absolute URL such as https://househunt.in' }).optional(),
  DATA_DIR: z.string().min(1, 'must not be empty').default('./data'),
  DATABASE_URL: postgresUrl.optional(),
  DATABASE_POOL_SIZE: z.coerce
    .number({ error: 'must be a whole number from 1 to 100' })
    .int()
    .min(1)
    .max(100)
    .default(10),
  SEED_DEMO: flag.default(true),
  TRUST_PROXY: trustProxy.default(false),
  UPLOAD_GRACE_HOURS: z.coerce
    .number({ error: 'must be a number of hours from 1 to 720' })
    .min(1, 'must be a number of hours from 1 to 720')
    .max(720, 'must be a number of hours from 1 to 720')
    .default(24),
  MAP_TILE_URL: z
    .string()
    .regex(/^https:\/\/[^/]+\/.*\{z\}.*\{x\}.*\{y\}/, {
      error:
        'must be an https tile address with {z}, {x} and {y}, e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    })
    .optional(),
  MAP_TILE_ATTRIBUTION: z.string().max(300, 'must be at most 300 characters').optional(),
  MAP_PMTILES: z
    .string()
    .regex(/^(https:\/\/[^/\s]+\/\S*|\/\S*)\.pmtiles$/, {
      error:
        'must be the absolute path or the https address of a .pmtiles archive, e.g. /srv/maps/india.pmtiles',
    })
    .optional(),
  STORAGE_DRIVER: z.enum(['local', 's3'], { error: 'must be local or s3' }).default('local'),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: z.url({ error: 'must be the URL of the S3-compatible service' }).optional(),
  S3_FORCE_PATH_STYLE: flag.default(false),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: z.url({ error: 'must be an absolute URL such as https://cdn.househunt.in' }).optional(),
  SESSION_TTL_HOURS: z.coerce
    .number({ error: 'must be a whole number of hours from 1 to 2160' })
    .int('must be a whole number of hours from 1 to 2160')
    .min(1, 'must be a whole number of hours from 1 to 2160')
    .max(2160, 'must be a whole number of hours from 1 to 2160')
    .default(336),
  ADMIN_EMAILS: z.string().optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  OIDC_ISSUER: z.url({ error: 'must be the issuer URL of an OpenID Connect provider' }).optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  OIDC_NAME: z.string().max(40, 'must be at most 40 characters').default('Single sign-on'),
  DEV_IDP_ENABLED: flag.optional(),
  UNSAFE_DEV_IDP_ADMIN: flag.default(false),
  FORM_TOKEN_SECRET: z
    .string()
    .min(32, 'must be at least 32 characters (e.g. openssl rand -base64 32)')
    .optional(),
  FORM_MIN_FILL_SECONDS: z.coerce
    .number({ error: 'must be a number of seconds from 0 to 600' })
    .min(0, 'must be a number of seconds from 0 to 600')
    .max(600, 'must be a number of seconds from 0 to 600')
    .default(3),
  FORM_RATE_LIMIT_MAX: z.coerce
    .number({ error: 'must be a whole number from 1 to 10000' })
    .int('must be a whole number from 1 to 10000')
    .min(1, 'must be a whole number from 1 to 10000')
    .max(10_000, 'must be a whole number from 1 to 10000')
    .default(10),
  FORM_RATE_LIMIT_WINDOW_MINUTES: z.coerce
    .number({ error: 'must be a whole number of minutes from 1 to 1440' })
    .int('must be a whole number of minutes from 1 to 1440')
    .min(1, 'must be a whole number of minutes from 1 to 1440')
    .max(1440, 'must be a whole number of minutes from 1 to 1440')
    .default(15),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/.+/, 'must be a redis:// or rediss:// URL, e.g. redis://127.0.0.1:6379')
    .optional(),
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,60}$/, 'must be 1 to 60 letters, digits or _ : . -')
    .default('househunt:'),
  SMTP_URL: z
    .string()
    .regex(
      /^smtps?:\/\/.+/,
      'must be an smtp:// or smtps:// URL, e.g. smtps://user:password@smtp.example.com:465',
    )
    .optional(),
  MAIL_FROM: z
    .string()
    .trim()
    .max(200, 'must be at most 200 characters')
    .regex(/^([^<>@]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/, {
      error: 'must be an address or a name and an address, e.g. "HouseHunt <no-reply@househunt.in>"',
    })
    .optional(),
  HOUSEKEEPING_SCHEDULE: z
    .string()
    .trim()
    .regex(/^[\d*,/-]+( [\d*,/-]+){4}$/, 'must be a cron schedule of five fields, e.g. "17 * * * *" (hourly)')
    .default('17 * * * *'),
  METRICS_TOKEN: bearerToken.optional(),
  METRICS_PORT: port.min(1, 'must be a whole number from 1 to 65535').optional(),
  SHED_LOAD_EVENT_LOOP_DELAY_MS: z.coerce
    .number({ error: 'must be a whole number of milliseconds from 0 (off) to 60000' })
    .int('must be a whole number of milliseconds from 0 (off) to 60000')
    .min(0, 'must be a whole number of milliseconds from 0 (off) to 60000')
    .max(60_000, 'must be a whole number of milliseconds from 0 (off) to 60000')
    .default(1000),
  SHED_LOAD_RSS_MB: z.coerce
    .number({ error: 'must be a whole number of megabytes, 0 for no limit' })
    .int('must be a whole number of megabytes, 0 for no limit')
    .min(0, 'must be a whole number of megabytes, 0 for no limit')
    .default(0),
  SHUTDOWN_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a whole number of milliseconds' })
    .int('must be a whole number of milliseconds')
    .min(1000, 'must be at least 1000')
    .max(120_000, 'must be at most 120000')
    .default(10_000),
});

/** Every variable the server reads, for checks that deployment files name no other. */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(envSchema.shape);

/** false, a hop count, or the proxies' addresses and ranges: what Fastify's trustProxy takes. */
export type TrustProxy = false | number | string[];

export type IdentityProviderConfig = {
  /** Path segment in /api/auth/login/{id}. */
  id: 'google' | 'oidc' | 'dev';
  name: string;
  issuer: string;
  clientId: string;
  clientSecret?: string;
  /** OIDC prompt sent with every sign-in, e.g. to show the account chooser each time. */
  prompt?: 'select_account' | 'login';
};

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  logLevel: string;
  publicUrl: string;
  dataDir: string;
  storage: StorageBackend;
  database: { kind: 'postgres'; url: string; maxConnections: number } | { kind: 'pglite'; dataDir: string };
  seedDemo: boolean;
  trustProxy: TrustProxy;
  /**
   * Prometheus metrics: with a port, served there only (an internal port the proxy does not forward); with a
   * token, only to `Authorization: Bearer <token>`. In production one of them is required, or /metrics is off.
   */
  metrics: { token: string | null; port: number | null; onMainPort: boolean };
  /** Above these, requests other than health and metrics are answered 503 until the process recovers. */
  loadShedding: { maxEventLoopDelayMs: number; maxRssBytes: number };
  /** Uploads no save has claimed after this long are removed. */
  uploadGraceMs: number;
  /** Map tiles for the location picker and property maps; null shows maps without a background. */
  mapTiles: { url: string; attribution: string } | null;
  /** The operator's Protomaps archive (a local path or an https address) served at /api/map/basemap.pmtiles. */
  mapPmtiles: string | null;
  session: { ttlHours: number; secureCookie: boolean };
  /** Lower-cased addresses made admin at sign-in. */
  adminEmails: string[];
  identityProviders: IdentityProviderConfig[];
  /**
   * The embedded development identity provider, mounted at /oidc, when it is on. It signs anyone in as any
   * address typed, so in production it makes nobody admin unless UNSAFE_DEV_IDP_ADMIN says so.
   */
  devIdentityProvider: { issuer: string; clientId: string; grantsAdmin: boolean } | null;
  shutdownTimeoutMs: number;
  /** Spam protection of the forms anonymous visitors send (bookings, enquiries). */
  forms: {
    /** Signs the token a form gets when it renders; required in production, else a new one each start. */
    tokenSecret: string;
    /** A form sent sooner than this after its token was issued is refused: people take longer than bots. */
    minFillMs: number;
    /** Submissions per visitor address per form in each window. */
    rateLimit: { max: number; windowMs: number };
  };
  /**
   * Signs the one-click unsubscribe links of saved-search alerts. Derived from FORM_TOKEN_SECRET (required in
   * production, the same in every process), so every process and every restart verifies the links it mailed;
   * outside production, without that secret, a fixed development key keeps the dev mailbox's links working.
   */
  unsubscribeSecret: string;
  /** Signs the "Manage your visit" links of visit mails; derived from FORM_TOKEN_SECRET as unsubscribeSecret is. */
  visitLinkSecret: string;
  /** Signs the shareable links of comparisons; derived from FORM_TOKEN_SECRET as unsubscribeSecret is. */
  compareLinkSecret: string;
  /** Where every rate limit is counted: Redis, shared by all processes; null counts in this process. */
  redis: { url: string; keyPrefix: string } | null;
  /**
   * Outgoing mail: with an SMTP server, sent through it; without (null), kept in the database and shown to
   * admins in the Sent mail page, so the whole flow works offline.
   */
  mail: { smtpUrl: string | null; from: string };
  /** Cron schedule of the housekeeping jobs (photos, files, expired sign-ins); each runs once per tick. */
  housekeepingSchedule: string;
  /** Said once at start: settings that work but do not suit the way the server runs. */
  warnings: string[];
};

/** Only where FORM_TOKEN_SECRET may be left out: development and tests, never production. */
const DEVELOPMENT_UNSUBSCRIBE_KEY = 'househunt-development-only-unsubscribe-key';

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    detail: string,
  ) {
    super(`Invalid configuration: ${variable} ${detail}`);
    this.name = 'ConfigError';
  }
}

/** Empty strings count as unset, as they do in most .env tooling. */
function withoutEmpty(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''),
  );
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(withoutEmpty(env));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const variable = String(issue.path[0] ?? 'environment');
    const raw = env[variable];
    throw new ConfigError(
      variable,
      `${issue.message}${raw === undefined ? '' : ` (got ${JSON.stringify(raw)})`}`,
    );
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  if (e.METRICS_PORT !== undefined && e.METRICS_PORT === e.PORT) {
    throw new ConfigError(
      'METRICS_PORT',
      `must differ from PORT (${e.PORT}): it is the internal port for /metrics`,
    );
  }
  const identityProviders = externalIdentityProviders(e);
  // On by default only when nothing real is configured; production needs an explicit yes.
  const devIdpOn = e.DEV_IDP_ENABLED ?? (identityProviders.length === 0 && e.NODE_ENV !== 'production');
  if (identityProviders.length === 0 && !devIdpOn) {
    throw new ConfigError(
      'DEV_IDP_ENABLED',
      e.NODE_ENV === 'production'
        ? 'must be true to run the development sign-in in production; better, configure GOOGLE_CLIENT_ID or OIDC_ISSUER'
        : 'is false and no GOOGLE_CLIENT_ID or OIDC_ISSUER is set, so nobody could sign in',
    );
  }
  const production = e.NODE_ENV === 'production';
  if (production && !e.FORM_TOKEN_SECRET) {
    throw new ConfigError(
      'FORM_TOKEN_SECRET',
      'is required in production, the same for every server process (e.g. openssl rand -base64 32)',
    );
  }
  const devIdentityProvider = devIdpOn
    ? {
        issuer: `${publicUrl}/oidc`,
        clientId: 'househunt-web',
        grantsAdmin: !production || e.UNSAFE_DEV_IDP_ADMIN,
      }
    : null;
  if (devIdentityProvider) {
    identityProviders.push({
      id: 'dev',
      name: 'HouseHunt Dev Sign-in',
      prompt: 'login',
      issuer: devIdentityProvider.issuer,
      clientId: devIdentityProvider.clientId,
    });
  }
  // The demo admin only where the demo sign-in is a convenience, never in production.
  const adminEmails = (e.ADMIN_EMAILS ?? (devIdpOn && e.NODE_ENV !== 'production' ? 'admin@example.com' : ''))
    .split(',')
    .map((email) => email.trim().toLowerCase())
    .filter(Boolean);
  const storage = storageConfig(e, dataDir);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    logLevel: e.LOG_LEVEL,
    publicUrl,
    dataDir,
    storage,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL, maxConnections: e.DATABASE_POOL_SIZE }
      : { kind: 'pglite', dataDir: resolve(dataDir, 'db') },
    seedDemo: e.SEED_DEMO,
    trustProxy: e.TRUST_PROXY,
    metrics: {
      token: e.METRICS_TOKEN ?? null,
      port: e.METRICS_PORT ?? null,
      onMainPort: !e.METRICS_PORT && (Boolean(e.METRICS_TOKEN) || e.NODE_ENV !== 'production'),
    },
    loadShedding: {
      maxEventLoopDelayMs: e.SHED_LOAD_EVENT_LOOP_DELAY_MS,
      maxRssBytes: e.SHED_LOAD_RSS_MB * 1024 * 1024,
    },
    uploadGraceMs: e.UPLOAD_GRACE_HOURS * 3_600_000,
    mapTiles: e.MAP_TILE_URL ? { url: e.MAP_TILE_URL, attribution: e.MAP_TILE_ATTRIBUTION ?? '' } : null,
    mapPmtiles: e.MAP_PMTILES ?? null,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    forms: {
      // Outside production a secret made at start will do for the one process a developer runs.
      tokenSecret: e.FORM_TOKEN_SECRET ?? randomBytes(32).toString('base64url'),
      minFillMs: e.FORM_MIN_FILL_SECONDS * 1000,
      rateLimit: { max: e.FORM_RATE_LIMIT_MAX, windowMs: e.FORM_RATE_LIMIT_WINDOW_MINUTES * 60_000 },
    },
    session: {
      ttlHours: e.SESSION_TTL_HOURS,
      secureCookie: e.NODE_ENV === 'production' || publicUrl.startsWith('https:'),
    },
    adminEmails,
    identityProviders,
    devIdentityProvider,
    unsubscribeSecret: createHmac('sha256', e.FORM_TOKEN_SECRET ?? DEVELOPMENT_UNSUBSCRIBE_KEY)
      .update('househunt:unsubscribe-links:v1')
      .digest('base64url'),
    visitLinkSecret: createHmac('sha256', e.FORM_TOKEN_SECRET ?? DEVELOPMENT_UNSUBSCRIBE_KEY)
      .update('househunt:visit-links:v1')
      .digest('base64url'),
    compareLinkSecret: createHmac('sha256', e.FORM_TOKEN_SECRET ?? DEVELOPMENT_UNSUBSCRIBE_KEY)
      .update('househunt:compare-links:v1')
      .digest('base64url'),
    redis: e.REDIS_URL ? { url: e.REDIS_URL, keyPrefix: e.REDIS_KEY_PREFIX } : null,
    mail: {
      smtpUrl: e.SMTP_URL ?? null,
      from: e.MAIL_FROM ?? `no-reply@${new URL(publicUrl).hostname}`,
    },
    housekeepingSchedule: e.HOUSEKEEPING_SCHEDULE,
    warnings: production ? productionWarnings(e, storage, devIdentityProvider) : [],
  };
}

function productionWarnings(
  e: ParsedEnv,
  storage: Config['storage'],
  devIdentityProvider: Config['devIdentityProvider'],
): string[] {
  const warnings: string[] = [];
  if (!e.DATABASE_URL) {
    warnings.push(
      'Running on the embedded database (PGlite): one server process only; set DATABASE_URL to a PostgreSQL server for production.',
    );
  }
  if (!e.SMTP_URL) {
    warnings.push(
      'No SMTP_URL: mail to visitors and the team is kept in the database (admin, Sent mail) and reaches nobody; set SMTP_URL to send it.',
    );
  }
  if (storage.driver === 'local') {
    warnings.push(
      `Photos are kept on this machine's disk (${storage.dir}): other server processes cannot serve them; set STORAGE_DRIVER=s3 to share them.`,
    );
  }
  if (devIdentityProvider) {
    warnings.push(
      devIdentityProvider.grantsAdmin
        ? 'UNSAFE: DEV_IDP_ENABLED=true with UNSAFE_DEV_IDP_ADMIN=true in production: anyone who types an admin address into the development sign-in becomes admin. Only for a throwaway demo or the browser tests.'
        : 'DEV_IDP_ENABLED=true in production: anyone can sign in as any address through the development sign-in (no password). It makes nobody admin; configure GOOGLE_CLIENT_ID or OIDC_ISSUER for real sign-in.',
    );
  }
  return warnings;
}

type ParsedEnv = z.infer<typeof envSchema>;

function storageConfig(e: ParsedEnv, dataDir: string): Config['storage'] {
  if (e.STORAGE_DRIVER === 'local') return { driver: 'local', dir: resolve(dataDir, 'media') };
  if (!e.S3_BUCKET) throw new ConfigError('S3_BUCKET', 'is required when STORAGE_DRIVER is s3');
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      'S3_SECRET_ACCESS_KEY',
      'and S3_ACCESS_KEY_ID must be set together (or neither, to use the default AWS credentials)',
    );
  }
  return {
    driver: 's3',
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
    ...(e.S3_ENDPOINT && { endpoint: e.S3_ENDPOINT }),
    ...(e.S3_ACCESS_KEY_ID && { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }),
    ...(e.S3_PUBLIC_URL && { publicUrl: e.S3_PUBLIC_URL }),
  };
}

function externalIdentityProviders(e: ParsedEnv): IdentityProviderConfig[] {
  const providers: IdentityProviderConfig[] = [];
  if (e.GOOGLE_CLIENT_ID) {
    if (!e.GOOGLE_CLIENT_SECRET)
      throw new ConfigError('GOOGLE_CLIENT_SECRET', 'is required with GOOGLE_CLIENT_ID');
    providers.push({
      id: 'google',
      name: 'Google',
      issuer: 'https://accounts.google.com',
      clientId: e.GOOGLE_CLIENT_ID,
      clientSecret: e.GOOGLE_CLIENT_SECRET,
      // Someone on a shared computer gets to pick the account instead of silently reusing the last one.
      prompt: 'select_account',
    });
  }
  if (e.OIDC_ISSUER) {
    if (!e.OIDC_CLIENT_ID) throw new ConfigError('OIDC_CLIENT_ID', 'is required with OIDC_ISSUER');
    providers.push({
      id: 'oidc',
      name: e.OIDC_NAME,
      issuer: e.OIDC_ISSUER,
      clientId: e.OIDC_CLIENT_ID,
      ...(e.OIDC_CLIENT_SECRET && { clientSecret: e.OIDC_CLIENT_SECRET }),
    });
  }
  return providers;
}
