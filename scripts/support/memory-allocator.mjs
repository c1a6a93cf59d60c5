// The memory allocator `npm start` runs the server with, so that it behaves as the container does (Dockerfile:
// jemalloc preloaded). With glibc's malloc, sharp's libvips threads each keep a heap ("arena") of freed image
// memory: 400 photo uploads peaked at 1,055 MB against 419 MB with jemalloc (docs/decisions/005). The allocator is
// chosen when a process starts, so `npm start` starts the server as a child with the environment set here.
import { existsSync } from 'node:fs';

/** Where Debian, Ubuntu, Fedora and a hand-made link (as the Dockerfile makes) put jemalloc. */
export function jemallocCandidates(arch) {
  const triplet = { x64: 'x86_64-linux-gnu', arm64: 'aarch64-linux-gnu' }[arch];
  return [
    ...(triplet ? [`/usr/lib/${triplet}/libjemalloc.so.2`] : []),
    '/usr/lib64/libjemalloc.so.2',
    '/usr/lib/libjemalloc.so.2',
    '/usr/local/lib/libjemalloc.so',
  ];
}

/**
 * The variables to add to `env` before starting the server, or null to start it as it is: on Linux with glibc,
 * jemalloc where it is installed, otherwise at most two glibc arenas. Nothing when the allocator was already chosen
 * (LD_PRELOAD or MALLOC_ARENA_MAX set by the operator, or by this function for the child), nor with
 * HOUSEHUNT_ALLOCATOR=system, nor off glibc (macOS, musl), where neither applies.
 */
export function allocatorEnvironment({ env, platform, arch, glibc, exists = existsSync }) {
  if (platform !== 'linux' || !glibc) return null;
  if (env.HOUSEHUNT_ALLOCATOR || env.LD_PRELOAD || env.MALLOC_ARENA_MAX) return null;
  const jemalloc = jemallocCandidates(arch).find((path) => exists(path));
  return jemalloc
    ? { LD_PRELOAD: jemalloc, HOUSEHUNT_ALLOCATOR: 'jemalloc' }
    : { MALLOC_ARENA_MAX: '2', HOUSEHUNT_ALLOCATOR: 'glibc-2-arenas' };
}

/** Whether this Node runs on glibc (its report names the runtime's glibc version only there). */
export function runsOnGlibc() {
  return Boolean(process.report?.getReport().header.glibcVersionRuntime);
}
