import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const FORM_TOKEN_SECRET = 'one-secret-shared-by-every-process-0123';
const PRODUCTION = { NODE_ENV: 'production', FORM_TOKEN_SECRET };
const GOOGLE = { GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com', GOOGLE_CLIENT_SECRET: 'secret' };

// Starting the server through tsx compiles it first: tens of seconds on a busy two-core machine.
const STARTING_A_PROCESS_MS = 120_000;

describe('configuration', () => {
  it('defaults to the embedded database under ./data on port 3000 with demo data', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database.kind).toBe('pglite');
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.seedDemo).toBe(true);
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('serves a street map archive only when MAP_PMTILES names a local file or an https address', () => {
    expect(loadConfig({}).mapPmtiles).toBeNull();
    expect(loadConfig({ MAP_PMTILES: '/srv/maps/india.pmtiles' }).mapPmtiles).toBe('/srv/maps/india.pmtiles');
    expect(loadConfig({ MAP_PMTILES: 'https://maps.example.in/v4/india.pmtiles' }).mapPmtiles).toBe(
      'https://maps.example.in/v4/india.pmtiles',
    );
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@db.internal:5432/househunt' });
    expect(config.database).toMatchObject({
      kind: 'postgres',
      url: 'postgres://u@db.internal:5432/househunt',
    });
  });

  it('signs visitor form tokens with a secret made at start unless one is configured', () => {
    const generated = loadConfig({}).forms.tokenSecret;
    expect(generated.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({}).forms.tokenSecret).not.toBe(generated);
    expect(loadConfig({ FORM_TOKEN_SECRET }).forms).toEqual({
      tokenSecret: FORM_TOKEN_SECRET,
      minFillMs: 3000,
      rateLimit: { max: 10, windowMs: 15 * 60_000 },
    });
  });

  it('refuses to run production without a shared FORM_TOKEN_SECRET', () => {
    expect(() => loadConfig({ ...GOOGLE, NODE_ENV: 'production' })).toThrow(
      /^Invalid configuration: FORM_TOKEN_SECRET is required in production, the same for every server process/,
    );
    expect(loadConfig({ ...GOOGLE, ...PRODUCTION }).forms.tokenSecret).toBe(FORM_TOKEN_SECRET);
  });

  it('warns in production about the embedded database, photos on local disk and mail kept, not shared ones', () => {
    expect(loadConfig({ ...GOOGLE, ...PRODUCTION }).warnings).toEqual([
      expect.stringMatching(/embedded database \(PGlite\): one server process only; set DATABASE_URL/),
      expect.stringMatching(/No SMTP_URL: mail .* reaches nobody; set SMTP_URL/),
      expect.stringMatching(/Photos are kept on this machine's disk .*set STORAGE_DRIVER=s3/),
    ]);
    const shared = loadConfig({
      ...GOOGLE,
      ...PRODUCTION,
      DATABASE_URL: 'postgres://u@db.internal:5432/househunt',
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'househunt-media',
      SMTP_URL: 'smtps://mailer:secret@smtp.example.in:465',
    });
    expect(shared.warnings).toEqual([]);
    expect(loadConfig({}).warnings).toEqual([]);
  });

  it('counts rate limits in Redis when REDIS_URL is set, under a prefix of its own', () => {
    expect(loadConfig({}).redis).toBeNull();
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).redis).toEqual({
      url: 'redis://127.0.0.1:6379',
      keyPrefix: 'househunt:',
    });
    expect(loadConfig({ REDIS_URL: 'redis://cache:6379/2', REDIS_KEY_PREFIX: 'staging:' }).redis).toEqual({
      url: 'redis://cache:6379/2',
      keyPrefix: 'staging:',
    });
  });

  it('runs the housekeeping jobs hourly unless given another cron schedule', () => {
    expect(loadConfig({}).housekeepingSchedule).toBe('17 * * * *');
    expect(loadConfig({ HOUSEKEEPING_SCHEDULE: '*/5 * * * *' }).housekeepingSchedule).toBe('*/5 * * * *');
  });

  it('trusts no proxy by default, or as many hops or such addresses as configured', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,fd00::/8' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      'fd00::/8',
    ]);
  });

  it('serves metrics openly in development, and in production only behind a token or on their own port', () => {
    const production = { ...GOOGLE, ...PRODUCTION };
    const token = 'a-metrics-token-of-24-chars-or-more';
    expect(loadConfig({}).metrics).toEqual({ token: null, port: null, onMainPort: true });
    expect(loadConfig(production).metrics.onMainPort).toBe(false);
    expect(loadConfig({ ...production, METRICS_TOKEN: token }).metrics).toEqual({
      token,
      port: null,
      onMainPort: true,
    });
    expect(loadConfig({ ...production, METRICS_PORT: '9464' }).metrics).toEqual({
      token: null,
      port: 9464,
      onMainPort: false,
    });
  });

  it('keeps mail in the database without SMTP_URL, and sends it from no-reply at the public host by default', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://househunt.in' }).mail).toEqual({
      smtpUrl: null,
      from: 'no-reply@househunt.in',
    });
    expect(
      loadConfig({ SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_FROM: 'HouseHunt <visits@househunt.in>' }).mail,
    ).toEqual({ smtpUrl: 'smtp://127.0.0.1:2525', from: 'HouseHunt <visits@househunt.in>' });
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });

  it.each([
    ['PORT', 'abc', /PORT must be a whole number from 0 to 65535 \(got "abc"\)/],
    ['PORT', '70000', /PORT must be a whole number from 0 to 65535/],
    ['SEED_DEMO', 'maybe', /SEED_DEMO must be true or false/],
    ['DATABASE_URL', 'mysql://x', /DATABASE_URL must be a postgres/],
    ['NODE_ENV', 'staging', /NODE_ENV must be development, production or test/],
    ['PUBLIC_URL', 'not a url', /PUBLIC_URL must be an absolute URL/],
    ['UPLOAD_GRACE_HOURS', '0', /UPLOAD_GRACE_HOURS must be a number of hours from 1 to 720/],
    ['MAP_TILE_URL', 'http://tiles.example.in/{z}/{x}/{y}.png', /MAP_TILE_URL must be an https tile address/],
    ['MAP_TILE_URL', 'https://tiles.example.in/tile.png', /MAP_TILE_URL must be an https tile address/],
    [
      'MAP_PMTILES',
      'http://maps.example.in/india.pmtiles',
      /MAP_PMTILES must be the absolute path or the https/,
    ],
    ['MAP_PMTILES', 'maps/india.pmtiles', /MAP_PMTILES must be the absolute path or the https/],
    ['MAP_PMTILES', '/srv/maps/india.mbtiles', /MAP_PMTILES must be the absolute path or the https/],
    ['FORM_TOKEN_SECRET', 'short', /FORM_TOKEN_SECRET must be at least 32 characters/],
    ['FORM_MIN_FILL_SECONDS', '-1', /FORM_MIN_FILL_SECONDS must be a number of seconds from 0 to 600/],
    ['FORM_RATE_LIMIT_MAX', '0', /FORM_RATE_LIMIT_MAX must be a whole number from 1 to 10000/],
    ['REDIS_URL', 'localhost:6379', /REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL/],
    ['SMTP_URL', 'mail.example.in:587', /SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/],
    ['MAIL_FROM', 'HouseHunt', /MAIL_FROM must be an address or a name and an address/],
    ['HOUSEKEEPING_SCHEDULE', 'hourly', /HOUSEKEEPING_SCHEDULE must be a cron schedule of five fields/],
    [
      'TRUST_PROXY',
      'true',
      /TRUST_PROXY must not be true: .*client could pick its own address.* \(e\.g\. 1\)/,
    ],
    ['TRUST_PROXY', 'yes', /TRUST_PROXY must not be true/],
    ['TRUST_PROXY', '11', /TRUST_PROXY must be false, the number of proxies in front of the server/],
    ['TRUST_PROXY', '10.0.0.0/33', /TRUST_PROXY must be false, the number of proxies/],
    ['TRUST_PROXY', 'proxy.internal', /TRUST_PROXY must be false, the number of proxies/],
    ['METRICS_TOKEN', 'short', /METRICS_TOKEN must be at least 24 characters/],
    ['METRICS_PORT', '3000', /METRICS_PORT must differ from PORT \(3000\)/],
    [
      'SHED_LOAD_EVENT_LOOP_DELAY_MS',
      '-5',
      /SHED_LOAD_EVENT_LOOP_DELAY_MS must be a whole number of milliseconds/,
    ],
  ])('rejects %s=%s with a message naming the variable', (variable, value, message) => {
    let error: unknown;
    try {
      loadConfig({ [variable]: value });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).variable).toBe(variable);
    expect((error as Error).message).toMatch(message);
  });

  it(
    'stops the server with one clear line when a variable is bad',
    { timeout: STARTING_A_PROCESS_MS + 10_000 },
    () => {
      const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
        env: { ...process.env, PORT: 'eighty', DATABASE_URL: '', NODE_ENV: 'test' },
        encoding: 'utf8',
        timeout: STARTING_A_PROCESS_MS,
      });
      expect(result.status).toBe(1);
      expect(result.stderr.trim().split('\n')).toEqual([
        'Invalid configuration: PORT must be a whole number from 0 to 65535 (got "eighty")',
      ]);
    },
  );

  it(
    'stops a production server without FORM_TOKEN_SECRET with one clear line',
    { timeout: STARTING_A_PROCESS_MS + 10_000 },
    () => {
      const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
        env: { ...process.env, ...GOOGLE, NODE_ENV: 'production', FORM_TOKEN_SECRET: '', DATABASE_URL: '' },
        encoding: 'utf8',
        timeout: STARTING_A_PROCESS_MS,
      });
      expect(result.status).toBe(1);
      expect(result.stderr.trim().split('\n')).toEqual([
        'Invalid configuration: FORM_TOKEN_SECRET is required in production, the same for every server process (e.g. openssl rand -base64 32)',
      ]);
    },
  );
});

describe('sign-in configuration', () => {
  it('runs the embedded development provider by default, with admin@example.com as the bootstrap admin', () => {
    const config = loadConfig({});
    expect(config.identityProviders.map((p) => p.id)).toEqual(['dev']);
    expect(config.devIdentityProvider?.issuer).toBe('http://localhost:3000/oidc');
    expect(config.adminEmails).toEqual(['admin@example.com']);
  });

  it('uses Google and any OpenID Connect provider from their settings, without the development one', () => {
    const config = loadConfig({
      GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com',
      GOOGLE_CLIENT_SECRET: 'secret',
      OIDC_ISSUER: 'https://login.example.com/realms/househunt',
      OIDC_CLIENT_ID: 'househunt',
      OIDC_NAME: 'Staff SSO',
      ADMIN_EMAILS: ' Owner@HouseHunt.in, ops@househunt.in ',
    });
    expect(config.identityProviders.map((p) => [p.id, p.name, p.issuer])).toEqual([
      ['google', 'Google', 'https://accounts.google.com'],
      ['oidc', 'Staff SSO', 'https://login.example.com/realms/househunt'],
    ]);
    expect(config.devIdentityProvider).toBeNull();
    expect(config.adminEmails).toEqual(['owner@househunt.in', 'ops@househunt.in']);
  });

  it('refuses the development provider in production unless it is enabled on purpose', () => {
    expect(() => loadConfig({ ...PRODUCTION })).toThrow(/DEV_IDP_ENABLED must be true/);
    expect(loadConfig({ ...PRODUCTION, DEV_IDP_ENABLED: 'true' }).devIdentityProvider).not.toBeNull();
  });

  it('lets the development provider make admins in production only when told that is unsafe', () => {
    const dev = { ...PRODUCTION, DEV_IDP_ENABLED: 'true', ADMIN_EMAILS: 'admin@example.com' };
    const plain = loadConfig(dev);
    expect(plain.devIdentityProvider?.grantsAdmin).toBe(false);
    expect(plain.warnings).toContainEqual(
      expect.stringMatching(/anyone can sign in as any address.*nobody admin/),
    );
    const unsafe = loadConfig({ ...dev, UNSAFE_DEV_IDP_ADMIN: 'true' });
    expect(unsafe.devIdentityProvider?.grantsAdmin).toBe(true);
    expect(unsafe.warnings).toContainEqual(expect.stringMatching(/^UNSAFE: .*becomes admin/));
    // Outside production the development provider is what makes the demo admin.
    expect(loadConfig({}).devIdentityProvider?.grantsAdmin).toBe(true);
  });

  it('names the missing secret of a half-configured provider', () => {
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'id' })).toThrow(/GOOGLE_CLIENT_SECRET is required/);
    expect(() => loadConfig({ OIDC_ISSUER: 'https://sso.example.com' })).toThrow(
      /OIDC_CLIENT_ID is required/,
    );
  });
});

describe('storage configuration', () => {
  it('keeps files on local disk under DATA_DIR/media by default', () => {
    expect(loadConfig({ DATA_DIR: '/srv/househunt' }).storage).toEqual({
      driver: 'local',
      dir: '/srv/househunt/media',
    });
  });

  it('uses an S3-compatible bucket from its settings', () => {
    const config = loadConfig({
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'househunt-media',
      S3_REGION: 'ap-south-1',
      S3_ENDPOINT: 'https://minio.internal:9000',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_PUBLIC_URL: 'https://cdn.househunt.in',
    });
    expect(config.storage).toEqual({
      driver: 's3',
      bucket: 'househunt-media',
      region: 'ap-south-1',
      endpoint: 'https://minio.internal:9000',
      forcePathStyle: true,
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      publicUrl: 'https://cdn.househunt.in',
    });
  });

  it('names what an S3 set-up is missing', () => {
    expect(() => loadConfig({ STORAGE_DRIVER: 's3' })).toThrow(/S3_BUCKET is required/);
    expect(() => loadConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' })).toThrow(
      /S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadConfig({ STORAGE_DRIVER: 'ftp' })).toThrow(/STORAGE_DRIVER must be local or s3/);
  });
});

describe('security defaults', () => {
  it('marks the session cookie Secure whenever the site is served over https', () => {
    expect(loadConfig({}).session.secureCookie).toBe(false);
    expect(loadConfig({ PUBLIC_URL: 'https://househunt.in' }).session.secureCookie).toBe(true);
    expect(loadConfig({ ...PRODUCTION, DEV_IDP_ENABLED: 'true' }).session.secureCookie).toBe(true);
  });

  it('never makes the demo admin an admin in production', () => {
    expect(loadConfig({ ...PRODUCTION, DEV_IDP_ENABLED: 'true' }).adminEmails).toEqual([]);
  });
});
