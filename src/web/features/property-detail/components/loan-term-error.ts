/** The EMI calculator's words for a term it cannot use ('Interest rate must be between 1% and 20%'). */
import { plural, t } from '@lingui/core/macro';
import { LOAN_TERM_BOUNDS, loanTermProblem, type LoanTerm } from '#domain/home-loan-emi';

const years = (count: number) => plural(count, { one: '# year', other: '# years' });

/** What is wrong with the typed term, in the page's language; null when it is usable. */
export function loanTermError(term: LoanTerm, text: string): string | null {
  const problem = loanTermProblem(term, text);
  if (problem === null) return null;
  const { min, max } = LOAN_TERM_BOUNDS[term];
  if (term === 'downPaymentPercent') {
    return problem === 'not-a-number'
      ? t`Enter the down payment as a number`
      : t`Down payment must be between ${min}% and ${max}%`;
  }
  if (term === 'annualRatePercent') {
    return problem === 'not-a-number'
      ? t`Enter the interest rate as a number`
      : t`Interest rate must be between ${min}% and ${max}%`;
  }
  if (problem === 'not-a-number') return t`Enter the loan tenure as a number`;
  if (problem === 'part-year') return t`Loan tenure is a whole number of years`;
  const [shortest, longest] = [years(min), years(max)];
  return t`Loan tenure must be between ${shortest} and ${longest}`;
}
