import { describe, expect, it } from 'vitest';
import { i18nSpeaking } from '#web/testing/languages';
import { departureNote } from './departure-note';

const TODAY = '2026-12-20';

describe('departureNote', () => {
  it('says in English what became of a listing, as the API’s English note does', () => {
    const english = i18nSpeaking('en');
    expect(departureNote(english, { kind: 'sold', on: '2026-12-03' }, TODAY)).toBe('Sold on 3 Dec');
    expect(departureNote(english, { kind: 'rented', on: '2026-12-03' }, TODAY)).toBe('Rented out on 3 Dec');
    expect(departureNote(english, { kind: 'sold', on: '2025-12-03' }, TODAY)).toBe('Sold on 3 Dec 2025');
    expect(departureNote(english, { kind: 'unavailable', on: null }, TODAY)).toBe('No longer available');
  });

  it('says it in Hindi, with the day written as Hindi writes it', () => {
    const hindi = i18nSpeaking('hi');
    expect(departureNote(hindi, { kind: 'sold', on: '2026-12-03' }, TODAY)).toBe('3 दिसंबर को बिक गया');
    expect(departureNote(hindi, { kind: 'rented', on: '2026-09-21' }, TODAY)).toBe(
      '21 सितंबर को किराये पर चला गया',
    );
    expect(departureNote(hindi, { kind: 'rented', on: '2025-12-03' }, TODAY)).toBe(
      '3 दिसंबर 2025 को किराये पर चला गया',
    );
    expect(departureNote(hindi, { kind: 'unavailable', on: null }, TODAY)).toBe('अब उपलब्ध नहीं');
  });
});
