import { describe, expect, it } from 'vitest';
import { allocatorEnvironment } from './memory-allocator.mjs';

const linux = { platform: 'linux', arch: 'x64', glibc: true };
const installed = (path: string) => path === '/usr/lib/x86_64-linux-gnu/libjemalloc.so.2';

describe('the allocator npm start gives the server', () => {
  it('preloads jemalloc where Debian installs it, as the container does', () => {
    expect(allocatorEnvironment({ ...linux, env: {}, exists: installed })).toEqual({
      LD_PRELOAD: '/usr/lib/x86_64-linux-gnu/libjemalloc.so.2',
      HOUSEHUNT_ALLOCATOR: 'jemalloc',
    });
    expect(
      allocatorEnvironment({ ...linux, arch: 'arm64', env: {}, exists: (p) => p.includes('aarch64') }),
    ).toMatchObject({ LD_PRELOAD: '/usr/lib/aarch64-linux-gnu/libjemalloc.so.2' });
  });

  it('limits glibc to two arenas where jemalloc is not installed', () => {
    expect(allocatorEnvironment({ ...linux, env: {}, exists: () => false })).toEqual({
      MALLOC_ARENA_MAX: '2',
      HOUSEHUNT_ALLOCATOR: 'glibc-2-arenas',
    });
  });

  it('keeps what the operator chose, and starts the child only once', () => {
    for (const env of [
      { LD_PRELOAD: '/opt/tcmalloc.so' },
      { MALLOC_ARENA_MAX: '4' },
      { HOUSEHUNT_ALLOCATOR: 'system' },
      { HOUSEHUNT_ALLOCATOR: 'jemalloc' },
    ])
      expect(allocatorEnvironment({ ...linux, env, exists: installed })).toBeNull();
  });

  it('changes nothing off glibc Linux', () => {
    expect(allocatorEnvironment({ ...linux, platform: 'darwin', env: {}, exists: installed })).toBeNull();
    expect(allocatorEnvironment({ ...linux, glibc: false, env: {}, exists: installed })).toBeNull();
  });
});
