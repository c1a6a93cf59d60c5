/**
 * Cheap guards against drift between the deployment files (Dockerfile, compose.yaml, deploy/nginx.conf) and the
 * code: Docker does not run on every machine that runs these tests, so what `docker compose up` would find out
 * late is checked here.
 */
import { existsSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CONFIG_VARIABLES, loadConfig } from './config.js';
import { buildTestApp, type TestApp } from './testing/test-app.js';

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
const exists = (path: string) => existsSync(new URL(`../../${path}`, import.meta.url));

type Service = {
  environment?: Record<string, string>;
  volumes?: string[];
  entrypoint?: string[];
  deploy?: { replicas?: number };
};
const compose = parse(read('compose.yaml')) as { services: Record<string, Service> };
const appEnvironment = compose.services.app!.environment!;

/** What an operator puts in .env beside compose.yaml (README, "Deploying"). */
const OPERATOR_ENV: Record<string, string> = {
  POSTGRES_PASSWORD: 'postgres-secret',
  MINIO_ROOT_PASSWORD: 'minio-secret',
  FORM_TOKEN_SECRET: 'a-form-token-secret-of-32-characters-or-more',
  METRICS_TOKEN: 'a-metrics-token-of-24-characters',
  PUBLIC_URL: 'https://househunt.example.in',
  GOOGLE_CLIENT_ID: 'google-client-id',
  GOOGLE_CLIENT_SECRET: 'google-client-secret',
};

/** Compose's interpolation: ${NAME:?error}, ${NAME:-default}, ${NAME}, and $$ for a literal $. */
function interpolate(value: string, env: Record<string, string>): string {
  return value.replace(
    /\$\$|\$\{(\w+)(?:(:\?|:-)([^}]*))?\}/g,
    (whole: string, name: string, operator: string | undefined, argument: string) => {
      if (whole === '$$') return '$';
      const set = env[name] ?? '';
      if (set) return set;
      if (operator === ':?') throw new Error(`compose refuses to start: ${name} is unset (${argument})`);
      return operator === ':-' ? argument : '';
    },
  );
}

const resolvedAppEnvironment = (env: Record<string, string>) =>
  Object.fromEntries(Object.entries(appEnvironment).map(([name, value]) => [name, interpolate(value, env)]));

describe('compose.yaml', () => {
  it('sets only variables the server reads', () => {
    const unknown = Object.keys(appEnvironment).filter((name) => !CONFIG_VARIABLES.includes(name));
    expect(unknown).toEqual([]);
  });

  it('gives the app everything several processes need, and a configuration the server accepts', () => {
    for (const name of [
      'NODE_ENV',
      'PUBLIC_URL',
      'DATABASE_URL',
      'REDIS_URL',
      'FORM_TOKEN_SECRET',
      'STORAGE_DRIVER',
      'S3_BUCKET',
      'S3_ENDPOINT',
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
      'TRUST_PROXY',
      'METRICS_TOKEN',
    ]) {
      expect(appEnvironment[name], name).toBeTruthy();
    }
    const config = loadConfig(resolvedAppEnvironment(OPERATOR_ENV));
    expect(config.env).toBe('production');
    expect(config.publicUrl).toBe('https://househunt.example.in');
    expect(config.database).toMatchObject({
      kind: 'postgres',
      url: 'postgres://househunt:postgres-secret@postgres:5432/househunt',
    });
    expect(config.storage).toMatchObject({
      driver: 's3',
      bucket: 'househunt-media',
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
    });
    expect(config.forms.tokenSecret).toBe(OPERATOR_ENV.FORM_TOKEN_SECRET);
    expect(config.trustProxy).toBe(1);
    expect(config.metrics).toEqual({ token: OPERATOR_ENV.METRICS_TOKEN, port: 9464, onMainPort: false });
    expect(compose.services.app!.deploy?.replicas).toBe(2);
  });

  it('refuses to start without each secret instead of running with a default one', () => {
    for (const secret of ['POSTGRES_PASSWORD', 'MINIO_ROOT_PASSWORD', 'FORM_TOKEN_SECRET', 'METRICS_TOKEN']) {
      const { [secret]: _left, ...without } = OPERATOR_ENV;
      expect(() => resolvedAppEnvironment(without), secret).toThrow(new RegExp(`${secret} is unset`));
    }
  });

  it('wires the services to each other as the app expects', () => {
    const postgres = compose.services.postgres!.environment!;
    expect(postgres.POSTGRES_USER).toBe('househunt');
    expect(postgres.POSTGRES_DB).toBe('househunt');
    expect(interpolate(postgres.POSTGRES_PASSWORD!, OPERATOR_ENV)).toBe(OPERATOR_ENV.POSTGRES_PASSWORD);

    const minio = compose.services.minio!.environment!;
    expect(minio.MINIO_ROOT_USER).toBe(appEnvironment.S3_ACCESS_KEY_ID);
    expect(interpolate(minio.MINIO_ROOT_PASSWORD!, OPERATOR_ENV)).toBe(OPERATOR_ENV.MINIO_ROOT_PASSWORD);
    expect(compose.services['minio-bucket']!.entrypoint!.join(' ')).toContain(
      `mb --ignore-existing househunt/${appEnvironment.S3_BUCKET}`,
    );

    const [nginxConfig] = compose.services.proxy!.volumes!.map((volume) => volume.split(':')[0]!);
    expect(nginxConfig).toBe('./deploy/nginx.conf');
    const nginx = read('deploy/nginx.conf');
    expect(nginx).toContain(`server app:${appEnvironment.PORT} resolve`);
    // One proxy, which overwrites X-Forwarded-For, and TRUST_PROXY=1: a client cannot choose its address.
    expect(nginx).toMatch(/proxy_set_header X-Forwarded-For \$remote_addr;/);
    expect(nginx).toMatch(/location = \/metrics \{\s*return 404;/);
  });
});

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile');
  const instructions = dockerfile
    .replace(/\\\n\s*/g, ' ')
    .split('\n')
    .filter((line) => /^[A-Z]+ /.test(line));
  const dockerignore = read('.dockerignore')
    .split('\n')
    .filter((line) => line && !line.startsWith('#'));

  it('copies only paths that exist, and that .dockerignore lets into the build', () => {
    const sources = instructions
      .filter((line) => line.startsWith('COPY ') && !line.includes('--from='))
      .flatMap((line) => line.split(/\s+/).slice(1, -1));
    expect(sources.length).toBeGreaterThan(5);
    for (const source of sources) {
      expect(exists(source), source).toBe(true);
      expect(dockerignore.includes(source.split('/')[0]!), source).toBe(false);
    }
    for (const secret of ['.env', 'node_modules', 'data', 'dist']) expect(dockerignore).toContain(secret);
  });

  it('runs the built server as an unprivileged user on the Node version package.json asks for', () => {
    const nodeVersion = /^ARG NODE_VERSION=(\d+)\.(\d+)$/m.exec(dockerfile);
    const [, major, minor] = nodeVersion!.map(Number);
    const [, needMajor, needMinor] = /^>=(\d+)\.(\d+)$/
      .exec((JSON.parse(read('package.json')) as { engines: { node: string } }).engines.node)!
      .map(Number);
    expect(major).toBe(needMajor);
    expect(minor).toBeGreaterThanOrEqual(needMinor!);
    expect(
      instructions.filter((line) => line.startsWith('FROM ')).every((line) => line.includes('-slim')),
    ).toBe(true);
    expect(instructions).toContain('USER node');
    expect(instructions.at(-1)).toBe(
      'CMD ["node", "--import", "./dist/seed/main.js", "dist/server/main.js"]',
    );
    // tsc builds src/ into dist/ (tsconfig.build.json), so dist/server/main.js is src/server/main.ts and
    // dist/seed/main.js, which the server runs after, src/seed/main.ts.
    const build = JSON.parse(read('tsconfig.build.json')) as { compilerOptions: object };
    expect(build.compilerOptions).toMatchObject({
      rootDir: 'src',
      outDir: 'dist',
    });
    expect(exists('src/server/main.ts')).toBe(true);
    expect(exists('src/seed/main.ts')).toBe(true);
    expect(dockerfile).toMatch(/RUN npm install --omit=dev/);
  });

  it('sets only variables the server or the C library reads, and exposes the ports compose uses', () => {
    const env = instructions.filter((line) => line.startsWith('ENV ')).join(' ');
    const names = [...env.matchAll(/(\w+)=/g)].map((match) => match[1]!);
    expect(names.filter((name) => !CONFIG_VARIABLES.includes(name))).toEqual(['LD_PRELOAD']);
    const exposed = /^EXPOSE (.+)$/m.exec(dockerfile)![1]!.split(' ');
    expect(exposed).toEqual(expect.arrayContaining([appEnvironment.PORT, appEnvironment.METRICS_PORT]));
  });

  describe('its health check', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp('PGlite');
    });
    afterAll(async () => t?.close());

    it('asks a route the server answers', async () => {
      const healthCheck = instructions.find((line) => line.startsWith('HEALTHCHECK '))!;
      const path = /'\/api\/[\w/]+'/.exec(healthCheck)![0].slice(1, -1);
      expect(path).toBe('/api/health/live');
      expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(200);
      expect(healthCheck).not.toMatch(/curl|wget/);
    });
  });
});
