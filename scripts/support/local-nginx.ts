/**
 * deploy/nginx.conf, as compose runs it, run by this machine's nginx (Debian's package) in front of a HouseHunt on
 * 127.0.0.1: for the test that the proxy keeps what the app marks as shared, and for the bench beside the app.
 * Only what names compose's network changes: the replicas' address, the listening port and the folders.
 */
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.js';

export const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const COMPOSE_CONFIG = fileURLToPath(new URL('../../deploy/nginx.conf', import.meta.url));

export const hasNginx = () => existsSync(NGINX_PATH);

/** The committed server block, pointed at `appPort` and listening on `port`, with its files under `root`. */
export function localNginxConfig(appPort: number, port: number, root: string): string {
  const swaps: Array<[RegExp, string]> = [
    [/^resolver .*;$/m, ''],
    [/server app:\d+ resolve /, `server 127.0.0.1:${appPort} `],
    [/listen 80;/, `listen 127.0.0.1:${port};`],
    [/\/var\/cache\/nginx\/househunt/, join(root, 'cache')],
    [/access_log \/var\/log\/nginx\/access\.log househunt;/, 'access_log off;'],
  ];
  let server = readFileSync(COMPOSE_CONFIG, 'utf8');
  for (const [pattern, replacement] of swaps) {
    if (!pattern.test(server)) throw new Error(`deploy/nginx.conf no longer has ${pattern}`);
    server = server.replace(pattern, replacement);
  }
  const temp = (name: string) => `${name}_temp_path ${join(root, name)};`;
  return [
    `pid ${join(root, 'nginx.pid')};`,
    `error_log ${join(root, 'error.log')} warn;`,
    'daemon off;',
    'worker_processes 1;',
    'events { worker_connections 1024; }',
    'http {',
    ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n'),
    server,
    '}',
  ].join('\n');
}

/** Starts nginx in front of the app on `appPort`; resolves once it answers. */
export async function startLocalNginx(appPort: number): Promise<{ url: string; stop(): Promise<void> }> {
  const root = mkdtempSync(join(tmpdir(), 'househunt-nginx-'));
  mkdirSync(join(root, 'cache'));
  // nginx's workers run as nobody when it is started as root: they write the cache and temporary files.
  chmodSync(root, 0o777);
  chmodSync(join(root, 'cache'), 0o777);
  const port = await freePort();
  writeFileSync(join(root, 'nginx.conf'), localNginxConfig(appPort, port, root));
  const child = spawn(
    NGINX_PATH,
    ['-p', root, '-c', join(root, 'nginx.conf'), '-e', join(root, 'error.log')],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
    rmSync(root, { recursive: true, force: true });
  };
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) {
      rmSync(root, { recursive: true, force: true });
      throw new Error(`nginx did not start: ${stderr}`);
    }
    try {
      await fetch(`${url}/api/health`);
      return { url, stop };
    } catch (error) {
      if (attempt > 100) {
        await stop();
        throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}
