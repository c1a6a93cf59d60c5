import type { Page } from '@playwright/test';

/** Longer than every poll in the admin portal (the bell's 15 seconds, the shell's counts' minute). */
export const PAST_EVERY_POLL = '02:00';

/** The page's /api traffic from now on, as it happened: each request sent and each answer received. */
export function watchApiTraffic(page: Page) {
  const events: Array<{ sent: string } | { answered: string; status: number }> = [];
  const pathOf = (url: string) => new URL(url).pathname;
  page.on('request', (request) => {
    if (pathOf(request.url()).startsWith('/api/')) events.push({ sent: pathOf(request.url()) });
  });
  page.on('response', (response) => {
    const path = pathOf(response.url());
    if (path.startsWith('/api/')) events.push({ answered: path, status: response.status() });
  });
  return {
    refused: () => events.filter((event) => 'status' in event && event.status === 401),
    /** The admin API requests sent after the first 401 was answered (all of them when none was). */
    adminRequestsAfterFirstRefusal: () => {
      const first = events.findIndex((event) => 'status' in event && event.status === 401);
      return events
        .slice(first + 1)
        .filter((event) => 'sent' in event && event.sent.startsWith('/api/admin/'));
    },
  };
}
