import { describe, expect, it } from 'vitest';
import { homeLoanRepayment, INITIAL_LOAN_TERMS, loanTermProblem } from './home-loan-emi.js';

describe('homeLoanRepayment', () => {
  it('starts from 20% down, 8.5% a year over 20 years', () => {
    expect(INITIAL_LOAN_TERMS).toEqual({ downPaymentPercent: 20, annualRatePercent: 8.5, tenureYears: 20 });
  });

  it('borrows the price less the down payment and repays it in equal monthly instalments', () => {
    // ₹1 Cr flat, 20% down: an ₹80 L loan at 8.5% for 20 years is ₹69,426 a month, as bank calculators show.
    const loan = homeLoanRepayment(10_000_000, INITIAL_LOAN_TERMS);
    expect(loan.downPayment).toBe(2_000_000);
    expect(loan.principal).toBe(8_000_000);
    expect(loan.months).toBe(240);
    expect(Math.round(loan.monthlyEmi)).toBe(69_426);
    expect(Math.round(loan.totalPayable)).toBe(Math.round(loan.monthlyEmi * 240));
    expect(Math.round(loan.totalInterest)).toBe(Math.round(loan.totalPayable - 8_000_000));
  });

  it('charges more each month at a higher rate and less over a longer tenure', () => {
    const base = homeLoanRepayment(5_000_000, INITIAL_LOAN_TERMS);
    const dearer = homeLoanRepayment(5_000_000, { ...INITIAL_LOAN_TERMS, annualRatePercent: 9.5 });
    const longer = homeLoanRepayment(5_000_000, { ...INITIAL_LOAN_TERMS, tenureYears: 30 });
    expect(dearer.monthlyEmi).toBeGreaterThan(base.monthlyEmi);
    expect(longer.monthlyEmi).toBeLessThan(base.monthlyEmi);
    expect(longer.totalInterest).toBeGreaterThan(base.totalInterest);
  });

  it('splits an interest-free loan into equal parts', () => {
    const loan = homeLoanRepayment(1_200_000, {
      downPaymentPercent: 50,
      annualRatePercent: 0,
      tenureYears: 1,
    });
    expect(loan.monthlyEmi).toBe(50_000);
    expect(loan.totalInterest).toBe(0);
  });
});

describe('loanTermProblem', () => {
  it.each([
    ['annualRatePercent', '8.75', null],
    ['annualRatePercent', '0.5', 'out-of-bounds'],
    ['annualRatePercent', '21', 'out-of-bounds'],
    ['annualRatePercent', '', 'not-a-number'],
    ['annualRatePercent', 'abc', 'not-a-number'],
    ['downPaymentPercent', '5', 'out-of-bounds'],
    ['downPaymentPercent', '90', null],
    ['tenureYears', '31', 'out-of-bounds'],
    ['tenureYears', '12.5', 'part-year'],
    ['tenureYears', '15', null],
  ] as const)('%s of "%s" → %s', (term, text, expected) => {
    expect(loanTermProblem(term, text)).toBe(expected);
  });
});
