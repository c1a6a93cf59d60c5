/** Paging arithmetic shared by the admin lists: page sizes, page counts, "Showing 21–40 of 44", page links. */

export const PAGE_SIZES = [10, 20, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The 1-based positions of the rows on a page, for "Showing 21–40 of 44". */
export function shownRange(page: number, pageSize: number, total: number): { from: number; to: number } {
  if (total === 0) return { from: 0, to: 0 };
  const from = Math.min((page - 1) * pageSize + 1, total);
  return { from, to: Math.min(page * pageSize, total) };
}

export type PageLink = number | 'gap';

/**
 * The page numbers to offer: all of them when there are few, otherwise the first, the last and the
 * current one with its neighbours, with gaps between ("1 … 4 5 6 … 12").
 */
export function pageLinks(current: number, count: number): PageLink[] {
  if (count <= 7) return Array.from({ length: count }, (_, index) => index + 1);
  const around = new Set([1, count, current - 1, current, current + 1]);
  // Near either end, show enough numbers that the bar does not jump in width.
  if (current <= 4) [2, 3, 4, 5].forEach((page) => around.add(page));
  if (current >= count - 3) [count - 4, count - 3, count - 2, count - 1].forEach((page) => around.add(page));
  const pages = [...around].filter((page) => page >= 1 && page <= count).sort((a, b) => a - b);
  const links: PageLink[] = [];
  pages.forEach((page, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && page - previous === 2) links.push(previous + 1);
    else if (previous !== undefined && page - previous > 2) links.push('gap');
    links.push(page);
  });
  return links;
}
