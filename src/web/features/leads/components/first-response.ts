/** A lead's first-response time in words: how long the visitor waited for the lister (or the team) to answer. */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function firstResponseText(createdAt: string, firstRespondedAt: string | null): string {
  if (!firstRespondedAt) return 'Not answered yet';
  const waited = Math.max(0, Date.parse(firstRespondedAt) - Date.parse(createdAt));
  if (waited < MINUTE) return 'Answered within a minute';
  if (waited < HOUR) return `Answered in ${Math.floor(waited / MINUTE)} min`;
  if (waited < DAY) {
    const minutes = Math.floor((waited % HOUR) / MINUTE);
    return `Answered in ${Math.floor(waited / HOUR)} h${minutes ? ` ${minutes} min` : ''}`;
  }
  const days = Math.floor(waited / DAY);
  return `Answered in ${days} ${days === 1 ? 'day' : 'days'}`;
}
