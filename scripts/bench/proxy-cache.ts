/**
 * The home page's answer through compose's caching nginx (deploy/nginx.conf, run by Debian's nginx) beside the app
 * directly: the built server with the demo catalogue, autocannon at 10 connections, browsers' Brotli. Skipped,
 * saying so, where nginx is not installed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import autocannon from 'autocannon';
import { startBuiltServer } from '../../tests/e2e/support/global-setup.js';
import { hasNginx, NGINX_PATH, startLocalNginx } from '../support/local-nginx.js';
import { recordFigure } from './goals.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;

async function requestsPerSecond(url: string): Promise<{ rps: number; p50: number; failed: number }> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { 'accept-encoding': 'br' },
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

export async function benchProxyCache(): Promise<void> {
  if (!hasNginx()) {
    console.log(
      `\nCaching proxy: skipped (no nginx at ${NGINX_PATH}; apt-get install nginx-light, or set NGINX_PATH)`,
    );
    return;
  }
  if (!existsSync('dist/web/index.html') || !existsSync('dist/server/main.js')) {
    const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build failed');
  }
  const stopServer = await startBuiltServer({ demoCatalogue: true });
  const app = process.env.E2E_BASE_URL!;
  const proxy = await startLocalNginx(Number(new URL(app).port));
  try {
    // Warm both: the app's first answers and nginx's first copy.
    await requestsPerSecond(`${proxy.url}/api/home`);
    const direct = await requestsPerSecond(`${app}/api/home`);
    const cached = await requestsPerSecond(`${proxy.url}/api/home`);
    console.log(`\nGET /api/home at ${CONNECTIONS} connections, ${SECONDS} s each (Brotli)`);
    for (const [label, figures] of [
      ['the app directly', direct],
      ['through nginx (kept copy)', cached],
    ] as const) {
      console.log(
        `  ${label.padEnd(28)} ${Math.round(figures.rps).toLocaleString('en-IN').padStart(8)} req/s  p50 ${figures.p50} ms` +
          (figures.failed ? `  (${figures.failed} failed)` : ''),
      );
    }
    recordFigure({
      bench: 'Caching proxy',
      name: '/api/home through nginx ÷ the app directly',
      value: Math.round((cached.rps / direct.rps) * 10) / 10,
      unit: '×',
      goal: 5,
      better: 'higher',
    });
  } finally {
    await proxy.stop();
    await stopServer();
  }
}
