import { describe, expect, it } from 'vitest';
import { checkFormToken, FORM_TOKEN_MAX_AGE_MS, mintFormToken } from './form-token.js';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';
const ISSUED = new Date('2026-03-01T10:00:00Z');
const after = (ms: number) => new Date(ISSUED.getTime() + ms);
const check = (token: string | undefined, now: Date) =>
  checkFormToken(token, { secret: SECRET, minFillMs: 3000, now });

describe('form tokens', () => {
  it('accepts a genuine token from the minimum fill time until a day has passed', () => {
    const token = mintFormToken(SECRET, ISSUED);
    expect(() => check(token, after(3000))).not.toThrow();
    expect(() => check(token, after(FORM_TOKEN_MAX_AGE_MS))).not.toThrow();
  });

  it('refuses a token used sooner than the minimum fill time', () => {
    expect(() => check(mintFormToken(SECRET, ISSUED), after(2999))).toThrow(
      expect.objectContaining({ status: 400, code: 'FORM_TOO_FAST' }),
    );
  });

  it('refuses a token older than a day', () => {
    expect(() => check(mintFormToken(SECRET, ISSUED), after(FORM_TOKEN_MAX_AGE_MS + 1))).toThrow(
      expect.objectContaining({ code: 'FORM_EXPIRED' }),
    );
  });

  it.each([
    ['no token', undefined],
    ['an empty token', ''],
    ['another secret’s token', mintFormToken('another-secret-of-thirty-two-characters!', ISSUED)],
    [
      'a token with its time changed',
      mintFormToken(SECRET, ISSUED).replace(/\.[^.]+\./, `.${(ISSUED.getTime() - 60_000).toString(36)}.`),
    ],
    ['a token with extra parts', `${mintFormToken(SECRET, ISSUED)}.x`],
    ['a token from the future', mintFormToken(SECRET, after(10 * 60_000))],
    ['a token of another version', mintFormToken(SECRET, ISSUED).replace(/^v1/, 'v2')],
    ['garbage', 'v1.zzzzzzzzzzzzzzzzzzzzzz.AAAA'],
  ])('refuses %s as not genuine', (_case, token) => {
    expect(() => check(token, after(60_000))).toThrow(
      expect.objectContaining({ code: 'FORM_TOKEN_INVALID' }),
    );
  });
});
