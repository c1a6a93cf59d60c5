import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { toCsv, type CsvColumn } from '#domain/csv-text';
import { sendCsv } from './csv.js';

type Person = { name: string; note: string | null; count: number };
const columns: CsvColumn<Person>[] = [
  { header: 'Name', value: (person) => person.name },
  { header: 'Note', value: (person) => person.note },
  { header: 'Count', value: (person) => person.count },
];

const lines = (csv: string) => csv.slice(1).split('\r\n');

describe('the CSV writer', () => {
  it('starts with a byte order mark and a header row, and ends every line with CRLF', () => {
    const csv = toCsv(columns, [{ name: 'Priya Sharma', note: null, count: 2 }]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(lines(csv)).toEqual(['Name,Note,Count', 'Priya Sharma,,2', '']);
  });

  it('quotes cells with commas, quotes and line breaks, doubling the quotes (RFC 4180)', () => {
    const csv = toCsv(columns, [
      { name: 'Rao, Arjun', note: 'He said "call after 6"\r\nthen left', count: 1 },
    ]);
    expect(csv.slice(1)).toBe(
      'Name,Note,Count\r\n"Rao, Arjun","He said ""call after 6""\r\nthen left",1\r\n',
    );
  });

  it.each(['=HYPERLINK("http://evil.example")', '+91 98450 12345', '-2+3', '@SUM(A1)', '\tx', '\rx'])(
    'makes %j plain text with a leading apostrophe',
    (text) => {
      const [, row] = lines(toCsv(columns, [{ name: text, note: null, count: 0 }]));
      expect(row?.startsWith(`'`) || row?.startsWith(`"'`)).toBe(true);
    },
  );

  it('keeps numbers, even negative ones, as numbers', () => {
    expect(lines(toCsv(columns, [{ name: 'A', note: '', count: -4 }]))[1]).toBe('A,,-4');
  });

  it('keeps Indian scripts and the rupee sign intact', () => {
    expect(lines(toCsv(columns, [{ name: 'मीरा अय्यर', note: '₹1 crore', count: 0 }]))[1]).toBe(
      'मीरा अय्यर,₹1 crore,0',
    );
  });
});

describe('sending a CSV', () => {
  const serve = async (rows: number, matched: number) => {
    const app = Fastify();
    app.get('/export.csv', (_request, reply) =>
      sendCsv(reply, {
        what: 'enquiries',
        csv: 'a\r\n',
        rows,
        matched,
        now: new Date('2026-03-09T20:00:00Z'),
      }),
    );
    const response = await app.inject({ url: '/export.csv' });
    await app.close();
    return response;
  };

  it('is a download named after the India day', async () => {
    const response = await serve(1, 1);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    // 20:00 UTC on the 9th is already the 10th in India.
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="househunt-enquiries-2026-03-10.csv"',
    );
    expect(response.headers['x-export-truncated']).toBeUndefined();
  });

  it('says when the file holds fewer rows than matched', async () => {
    expect((await serve(10_000, 12_345)).headers['x-export-truncated']).toBe('10000 of 12345 rows');
  });
});
