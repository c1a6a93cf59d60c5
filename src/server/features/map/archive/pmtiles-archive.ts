/**
 * The operator's Protomaps archive (MAP_PMTILES): a local file, or an https address read range by range. The
 * server hands out byte ranges of it; it never reads the whole archive.
 */
import { open, stat } from 'node:fs/promises';
import { Readable } from 'node:stream';

export type ArchiveFacts = { size: number; etag: string; modified: Date | null };

export type PmtilesArchive = {
  facts(): Promise<ArchiveFacts>;
  /** Bytes start..end inclusive, as a stream. */
  read(start: number, end: number): Promise<Readable>;
};

export function fileArchive(path: string): PmtilesArchive {
  return {
    async facts() {
      const info = await stat(path);
      return {
        size: info.size,
        etag: `"${info.size.toString(36)}-${Math.floor(info.mtimeMs).toString(36)}"`,
        modified: info.mtime,
      };
    },
    async read(start, end) {
      const handle = await open(path);
      return handle.createReadStream({ start, end, autoClose: true });
    },
  };
}

/** Upstream answers are checked: a server that ignores ranges would send the whole archive for each tile. */
export function urlArchive(url: string, fetchImpl: typeof fetch = fetch): PmtilesArchive {
  let known: Promise<ArchiveFacts> | null = null;
  const facts = () => {
    known ??= fetchImpl(url, { headers: { range: 'bytes=0-0' } }).then(async (response) => {
      await response.body?.cancel();
      const total = /\/(\d+)$/.exec(response.headers.get('content-range') ?? '')?.[1];
      if (response.status !== 206 || !total)
        throw new Error(`MAP_PMTILES ${url} does not answer range requests`);
      const modified = response.headers.get('last-modified');
      return {
        size: Number(total),
        etag: response.headers.get('etag') ?? `"${Number(total).toString(36)}"`,
        modified: modified ? new Date(modified) : null,
      };
    });
    known.catch(() => {
      known = null;
    });
    return known;
  };
  return {
    facts,
    async read(start, end) {
      const response = await fetchImpl(url, { headers: { range: `bytes=${start}-${end}` } });
      if (response.status !== 206 || !response.body) {
        await response.body?.cancel();
        throw new Error(`MAP_PMTILES ${url} answered ${response.status} to a range request`);
      }
      return Readable.fromWeb(response.body);
    },
  };
}

/** The archive MAP_PMTILES names, or null. */
export function pmtilesArchive(source: string | null): PmtilesArchive | null {
  if (!source) return null;
  return source.startsWith('https://') ? urlArchive(source) : fileArchive(source);
}
