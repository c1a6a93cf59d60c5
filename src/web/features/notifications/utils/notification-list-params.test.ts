import { describe, expect, it } from 'vitest';
import { pageCount, parseNotificationParams, toNotificationSearch } from './notification-list-params';

describe('the notifications page address', () => {
  it('reads the read/unread filter and the page, and writes them back', () => {
    const params = parseNotificationParams(new URLSearchParams('state=unread&page=3'));
    expect(params).toEqual({ filter: 'unread', page: 3 });
    expect(toNotificationSearch(params).toString()).toBe('state=unread&page=3');
  });

  it('shows all notifications from the first page for anything it does not understand', () => {
    expect(parseNotificationParams(new URLSearchParams('state=seen&page=-2'))).toEqual({
      filter: 'all',
      page: 1,
    });
    expect(parseNotificationParams(new URLSearchParams('page=1.5'))).toEqual({ filter: 'all', page: 1 });
    expect(toNotificationSearch({ filter: 'all', page: 1 }).toString()).toBe('');
  });

  it('counts at least one page, even for an empty inbox', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(20)).toBe(1);
    expect(pageCount(21)).toBe(2);
  });
});
