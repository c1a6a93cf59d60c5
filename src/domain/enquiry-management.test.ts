import { describe, expect, it } from 'vitest';
import {
  canMoveEnquiry,
  constructionDetailsOf,
  ENQUIRY_MANAGEMENT_MESSAGES,
  ENQUIRY_NOTES_MAX,
  ENQUIRY_STATUSES,
  enquiryActionLabel,
  enquiryListQuerySchema,
  enquiryNotesSchema,
  enquiryTransitionRefusal,
  nextEnquiryStatuses,
} from './enquiry-management.js';

describe('enquiry status moves', () => {
  it.each([
    ['new', 'contacted'],
    ['new', 'closed'],
    ['contacted', 'closed'],
    ['closed', 'contacted'],
  ] as const)('allows %s → %s', (from, to) => {
    expect(canMoveEnquiry(from, to)).toBe(true);
  });

  it.each([
    ['contacted', 'new'],
    ['closed', 'new'],
    ...ENQUIRY_STATUSES.map((status) => [status, status] as const),
  ] as const)('refuses %s → %s', (from, to) => {
    expect(canMoveEnquiry(from, to)).toBe(false);
  });

  it('offers the moves each status allows', () => {
    expect(nextEnquiryStatuses('new')).toEqual(['contacted', 'closed']);
    expect(nextEnquiryStatuses('contacted')).toEqual(['closed']);
    expect(nextEnquiryStatuses('closed')).toEqual(['contacted']);
  });

  it('names the buttons after the move, and a closed enquiry reopens', () => {
    expect(enquiryActionLabel('new', 'contacted')).toBe('Mark contacted');
    expect(enquiryActionLabel('new', 'closed')).toBe('Close enquiry');
    expect(enquiryActionLabel('closed', 'contacted')).toBe('Reopen');
  });

  it('explains a refused move', () => {
    expect(enquiryTransitionRefusal('contacted', 'new')).toBe('A contacted enquiry cannot be marked new.');
    expect(enquiryTransitionRefusal('closed', 'closed')).toBe('This enquiry is already closed.');
  });
});

describe('enquiry notes', () => {
  it('trims notes and clears them when empty', () => {
    expect(enquiryNotesSchema.parse({ notes: '  Called, wants a site visit  ' })).toEqual({
      notes: 'Called, wants a site visit',
    });
    expect(enquiryNotesSchema.parse({ notes: '   ' })).toEqual({ notes: null });
  });

  it(`refuses notes over ${ENQUIRY_NOTES_MAX} characters`, () => {
    const result = enquiryNotesSchema.safeParse({ notes: 'x'.repeat(ENQUIRY_NOTES_MAX + 1) });
    expect(result.error?.issues[0]?.message).toBe(ENQUIRY_MANAGEMENT_MESSAGES.notesTooLong);
    expect(enquiryNotesSchema.safeParse({ notes: 'x'.repeat(ENQUIRY_NOTES_MAX) }).success).toBe(true);
  });
});

describe('the enquiry list query', () => {
  it('reads comma lists of statuses and kinds, newest first by default', () => {
    expect(enquiryListQuerySchema.parse({ status: 'new,contacted,new', kind: 'construction' })).toEqual({
      status: ['new', 'contacted'],
      kind: ['construction'],
      sort: 'created-desc',
    });
    expect(enquiryListQuerySchema.parse({ status: '', kind: ' , ' })).toEqual({ sort: 'created-desc' });
  });

  it.each([
    [{ status: 'new,open' }, 'status', ENQUIRY_MANAGEMENT_MESSAGES.statusList],
    [{ kind: 'complaint' }, 'kind', ENQUIRY_MANAGEMENT_MESSAGES.kindList],
    [{ from: '2026-02-30' }, 'from', ENQUIRY_MANAGEMENT_MESSAGES.day],
    [{ from: '2026-03-10', to: '2026-03-09' }, 'to', ENQUIRY_MANAGEMENT_MESSAGES.dayRange],
    [{ q: 'x'.repeat(101) }, 'q', ENQUIRY_MANAGEMENT_MESSAGES.search],
    [{ sort: 'price-asc' }, 'sort', ENQUIRY_MANAGEMENT_MESSAGES.sort],
  ])('refuses %o with a message on %s', (query, field, message) => {
    const issue = enquiryListQuerySchema.safeParse(query).error?.issues[0];
    expect(issue).toMatchObject({ path: [field], message });
  });

  it('accepts a one-day range', () => {
    expect(enquiryListQuerySchema.parse({ from: '2026-03-10', to: '2026-03-10' })).toMatchObject({
      from: '2026-03-10',
      to: '2026-03-10',
    });
  });
});

describe('construction details in words', () => {
  it('reads the plot, budget and timeline a visitor chose', () => {
    expect(
      constructionDetailsOf({
        plotArea: 2400,
        plotAreaUnit: 'sq-ft',
        budgetRange: '1cr-2cr',
        timeline: 'exploring',
      }),
    ).toEqual({
      plotArea: 2400,
      plotUnit: 'sq. ft',
      plotSize: '2,400 sq. ft',
      budget: '₹1 crore to ₹2 crore',
      timeline: 'Just exploring for now',
    });
  });

  it('leaves out what is missing or not understood', () => {
    expect(
      constructionDetailsOf({ plotArea: '2400', plotAreaUnit: 'bigha', budgetRange: 'toString' }),
    ).toEqual({
      plotArea: null,
      plotUnit: null,
      plotSize: null,
      budget: null,
      timeline: null,
    });
  });
});
