import { afterEach, describe, expect, it, vi } from 'vitest';

/** The Intl formats made (number and date) while `run` runs, by locale. */
async function formatsMadeBy(run: () => Promise<unknown> | void): Promise<string[]> {
  const made: string[] = [];
  const { NumberFormat, DateTimeFormat } = Intl;
  vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (locales, options) {
    made.push(`number ${String(locales)}`);
    return new NumberFormat(locales, options);
  });
  vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (locales, options) {
    made.push(`date ${String(locales)}`);
    return new DateTimeFormat(locales, options);
  });
  await run();
  return made;
}

describe('Intl formats on a first visit', () => {
  afterEach(() => vi.restoreAllMocks());

  // A browser's first Intl format loads its locale data, tens of milliseconds in one piece on a phone: the code
  // every first visit runs at start-up (the shell, place names, prices, listing cards) leaves it to first use.
  it('are not made while the start-up code and the listing card load', async () => {
    vi.resetModules();
    const made = await formatsMadeBy(async () => {
      await import('./i18n');
      await import('#web/components/listing/listing-card');
      await import('#domain/land-area');
      await import('#domain/listing-compare');
    });
    expect(made).toEqual([]);
  });

  it('are warmed up in Indian English, for prices, and in the page’s language', async () => {
    const { warmUpFormats } = await import('./i18n');
    expect(await formatsMadeBy(() => warmUpFormats('/hi/properties'))).toEqual([
      'number en-IN',
      'date en-IN',
      'number hi-IN',
      'date hi-IN',
    ]);
    vi.restoreAllMocks();
    expect(await formatsMadeBy(() => warmUpFormats('/properties'))).toEqual(['number en-IN', 'date en-IN']);
  });
});
