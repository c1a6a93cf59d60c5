/** One byte range of an HTTP Range header (RFC 9110 §14), as the PMTiles reader sends them. */
export type ByteRange = { start: number; end: number };

/**
 * The range asked for in a file of `size` bytes: null for no Range header or one this server answers in full
 * (several ranges, another unit), 'unsatisfiable' for one that starts past the end or is malformed.
 */
export function requestedRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  if (header === undefined) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return header.trim().startsWith('bytes=') && !header.includes(',') ? 'unsatisfiable' : null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return 'unsatisfiable';
  if (first === '') {
    // bytes=-N: the last N bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (!Number.isSafeInteger(start) || start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}
