import { describe, expect, it } from 'vitest';
import { PURCHASE_COST_RULES_AS_OF, STATE_COST_RULES } from './stamp-duty-rates.js';

describe('the stamp duty table', () => {
  it('names a source, where it was checked and when, for every state it has a row for', () => {
    for (const [state, rule] of Object.entries(STATE_COST_RULES)) {
      if (!rule) continue;
      expect(rule.source, state).not.toBe('');
      for (const where of rule.checkedAgainst) expect(where, state).toMatch(/^https:\/\//);
      expect(rule.checkedOn, state).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('names the published tables behind every row added with the page', () => {
    for (const state of ['Rajasthan', 'Punjab', 'Madhya Pradesh', 'Odisha', 'Goa'] as const) {
      expect(STATE_COST_RULES[state]?.checkedAgainst.length, state).toBeGreaterThan(0);
    }
  });

  it('names the published tables behind every row, the first ten included', () => {
    for (const [state, rule] of Object.entries(STATE_COST_RULES)) {
      if (rule) expect(rule.checkedAgainst.length, state).toBeGreaterThan(0);
    }
  });

  it('has rows for Andhra Pradesh, Bihar and Chandigarh; Chandigarh names no stamp duty, its rates disagreeing', () => {
    expect(STATE_COST_RULES['Andhra Pradesh']?.stampDuty).not.toBeNull();
    expect(STATE_COST_RULES.Bihar?.stampDuty).not.toBeNull();
    expect(STATE_COST_RULES.Chandigarh).not.toBeNull();
    expect(STATE_COST_RULES.Chandigarh?.stampDuty).toBeNull();
    expect(STATE_COST_RULES.Chandigarh?.source).toMatch(/5% or 6%/);
  });

  it('covers the big markets the brief lists', () => {
    const covered = Object.entries(STATE_COST_RULES).filter(([, rule]) => rule !== null).length;
    expect(covered).toBeGreaterThanOrEqual(18);
  });

  it('gives its rates as of the oldest check', () => {
    expect(PURCHASE_COST_RULES_AS_OF).toBe('2026-11-28');
  });
});
