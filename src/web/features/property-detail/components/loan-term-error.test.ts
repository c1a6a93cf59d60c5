import { describe, expect, it } from 'vitest';
import { speak } from '#web/testing/languages';
import { loanTermError } from './loan-term-error';

describe('loanTermError', () => {
  it.each([
    ['annualRatePercent', '8.75', null],
    ['annualRatePercent', '0.5', 'Interest rate must be between 1% and 20%'],
    ['annualRatePercent', '21', 'Interest rate must be between 1% and 20%'],
    ['annualRatePercent', '', 'Enter the interest rate as a number'],
    ['annualRatePercent', 'abc', 'Enter the interest rate as a number'],
    ['downPaymentPercent', '5', 'Down payment must be between 10% and 90%'],
    ['downPaymentPercent', '90', null],
    ['tenureYears', '31', 'Loan tenure must be between 1 year and 30 years'],
    ['tenureYears', '12.5', 'Loan tenure is a whole number of years'],
    ['tenureYears', '15', null],
  ] as const)('%s of "%s" → %s', (term, text, expected) => {
    speak('en');
    expect(loanTermError(term, text)).toBe(expected);
  });

  it('says it in Hindi on a Hindi page', () => {
    speak('hi');
    expect(loanTermError('tenureYears', '31')).toBe('लोन की अवधि 1 साल से 30 साल के बीच होनी चाहिए');
  });
});
