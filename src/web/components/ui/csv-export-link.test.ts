import { activateEnglish } from '#web/testing/languages';
import { describe, expect, it } from 'vitest';
import { csvExportLabel } from './csv-export-link';

// The messages are the English catalogue's, as on an English page.
activateEnglish();

describe('csvExportLabel', () => {
  it('says when the file will hold only the first rows of what the filters match', () => {
    expect(csvExportLabel(undefined)).toBe('Export CSV');
    expect(csvExportLabel(10_000)).toBe('Export CSV');
    expect(csvExportLabel(12_345)).toBe('Export CSV (first 10,000 of 12,345 rows)');
  });
});
