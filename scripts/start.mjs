#!/usr/bin/env node
// `npm start`: builds only when dist/ is missing or older than its sources, then runs the built demo seed (which
// fills an empty database when SEED_DEMO is on, and returns) and the built server. The container runs the same
// two: see Dockerfile. On glibc Linux the server needs the container's allocator, which is chosen only when a
// process starts, so this script starts itself once more with it (scripts/support/memory-allocator.mjs) and passes
// on the signals it is sent; elsewhere, or when the allocator is already chosen, it runs them in this process.
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { staleBuildReason } from './build/build-freshness.mjs';
import { allocatorEnvironment, runsOnGlibc } from './support/memory-allocator.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const reason = staleBuildReason(root);
if (reason) {
  console.log(`Building HouseHunt first: ${reason}.`);
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const allocator = allocatorEnvironment({
  env: process.env,
  platform: process.platform,
  arch: process.arch,
  glibc: runsOnGlibc(),
});
if (allocator) {
  runWithAllocator(allocator);
} else {
  await import('../dist/seed/main.js');
  await import('../dist/server/main.js');
}

function runWithAllocator(environment) {
  // A process group of its own, so that a terminal's Ctrl-C (sent to the whole foreground group, and passed on
  // once more by npm) reaches the server once, through here: a second signal makes it stop without finishing
  // requests in flight (close-with-grace).
  const server = spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url)], {
    env: { ...process.env, ...environment },
    stdio: 'inherit',
    detached: true,
  });
  const lastPassedOn = new Map();
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      // The same signal twice within a second is one signal sent two ways.
      if (Date.now() - (lastPassedOn.get(signal) ?? 0) < 1000) return;
      lastPassedOn.set(signal, Date.now());
      server.kill(signal);
    });
  }
  process.on('exit', () => {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
  });
  server.on('exit', (code, signal) => {
    if (signal) {
      process.removeAllListeners(signal);
      process.kill(process.pid, signal);
    } else process.exit(code ?? 1);
  });
}
