#!/usr/bin/env node
// `npm start`: builds only when dist/ is missing or older than its sources, then runs the built demo seed (which
// fills an empty database when SEED_DEMO is on, and returns) and the built server in this same process (no
// wrapper between the server and the signals it is sent). The container runs the same two: see Dockerfile.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { staleBuildReason } from './build/build-freshness.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const reason = staleBuildReason(root);
if (reason) {
  console.log(`Building HouseHunt first: ${reason}.`);
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await import('../dist/seed/main.js');
await import('../dist/server/main.js');
