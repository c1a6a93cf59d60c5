import { describe, expect, it } from 'vitest';
import { visitSlotLabel } from '#domain/booking-request';
import { agendaDayHeading, formatVisitDay, visitSlotHours } from './visit-format';

describe('visit formatting', () => {
  it('writes a visit day the Indian English way', () => {
    expect(formatVisitDay('2026-03-14')).toBe('Sat, 14 Mar 2026');
  });

  it('names a slot, and keeps one the site no longer offers as stored', () => {
    expect(visitSlotLabel('17:00-19:00')).toBe('Evening, 5 to 7 pm');
    expect(visitSlotHours('11:00-13:00')).toBe('11 am to 1 pm');
    expect(visitSlotHours('08:00-09:00')).toBe('08:00-09:00');
  });

  it('heads the agenda with today and tomorrow in words', () => {
    expect(agendaDayHeading('2026-03-14', '2026-03-14')).toBe('Today, Saturday, 14 March');
    expect(agendaDayHeading('2026-03-15', '2026-03-14')).toBe('Tomorrow, Sunday, 15 March');
    expect(agendaDayHeading('2026-03-20', '2026-03-14')).toBe('Friday, 20 March');
  });
});
