/**
 * The home-loan EMI a buyer would pay on a sale listing: the standard reducing-balance formula banks in India
 * quote, EMI = P·r·(1+r)^n / ((1+r)^n − 1), with r the monthly rate and n the number of months.
 */

type Bound = { min: number; max: number; step: number; initial: number };

/**
 * What the calculator accepts and starts from. A down payment below 10% is not offered because RBI caps a
 * home loan at 90% of the property's value (less above ₹30 L); rates and tenures span what Indian lenders offer.
 */
export const LOAN_TERM_BOUNDS = {
  downPaymentPercent: { min: 10, max: 90, step: 1, initial: 20 },
  annualRatePercent: { min: 1, max: 20, step: 0.05, initial: 8.5 },
  tenureYears: { min: 1, max: 30, step: 1, initial: 20 },
} as const satisfies Record<string, Bound>;

export type LoanTerm = keyof typeof LOAN_TERM_BOUNDS;
export type LoanTerms = Record<LoanTerm, number>;

export type LoanRepayment = {
  downPayment: number;
  /** The amount borrowed: the price less the down payment. */
  principal: number;
  months: number;
  monthlyEmi: number;
  totalInterest: number;
  /** Everything paid to the lender over the tenure: principal plus interest. */
  totalPayable: number;
};

export const INITIAL_LOAN_TERMS: LoanTerms = {
  downPaymentPercent: LOAN_TERM_BOUNDS.downPaymentPercent.initial,
  annualRatePercent: LOAN_TERM_BOUNDS.annualRatePercent.initial,
  tenureYears: LOAN_TERM_BOUNDS.tenureYears.initial,
};

/** Exact figures (not rounded): the display rounds to whole rupees. */
export function homeLoanRepayment(price: number, terms: LoanTerms): LoanRepayment {
  const downPayment = (price * terms.downPaymentPercent) / 100;
  const principal = price - downPayment;
  const months = Math.round(terms.tenureYears * 12);
  const monthlyRate = terms.annualRatePercent / 12 / 100;
  const growth = (1 + monthlyRate) ** months;
  // At 0% the formula divides 0 by 0; the loan is then repaid in equal parts.
  const monthlyEmi =
    monthlyRate === 0 ? principal / months : (principal * monthlyRate * growth) / (growth - 1);
  const totalPayable = monthlyEmi * months;
  return {
    downPayment,
    principal,
    months,
    monthlyEmi,
    totalInterest: totalPayable - principal,
    totalPayable,
  };
}

/** What can be wrong with a typed term: not a number, outside its bounds, or a tenure with a part year. */
export type LoanTermProblem = 'not-a-number' | 'out-of-bounds' | 'part-year';

/** What is wrong with a typed term, or null when it is usable; the page words it in its own language. */
export function loanTermProblem(term: LoanTerm, text: string): LoanTermProblem | null {
  const { min, max } = LOAN_TERM_BOUNDS[term];
  const value = text.trim() === '' ? Number.NaN : Number(text);
  if (!Number.isFinite(value)) return 'not-a-number';
  if (value < min || value > max) return 'out-of-bounds';
  if (term === 'tenureYears' && !Number.isInteger(value)) return 'part-year';
  return null;
}
