import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import {
  homeLoanRepayment,
  INITIAL_LOAN_TERMS,
  LOAN_TERM_BOUNDS,
  loanTermProblem,
  type LoanTerm,
  type LoanTerms,
} from '#domain/home-loan-emi';
import { formatINR } from '#domain/price-format';
import { controlClass } from '#web/components/ui/control-class';
import { formatShortPrice } from '#web/features/property-detail/utils/page-money';
import { loanTermError } from './loan-term-error';

type TermTexts = Record<LoanTerm, string>;

const TERM_TEXTS: Record<LoanTerm, { label: MessageDescriptor; unit: MessageDescriptor }> = {
  downPaymentPercent: { label: msg`Down payment`, unit: msg`%` },
  annualRatePercent: { label: msg`Interest rate`, unit: msg`% a year` },
  tenureYears: { label: msg`Loan tenure`, unit: msg`years` },
};
// In the order the form asks for them.
const TERM_FIELDS = (Object.keys(TERM_TEXTS) as LoanTerm[]).map((term) => ({ term, ...TERM_TEXTS[term] }));

const asTexts = (terms: LoanTerms): TermTexts => ({
  downPaymentPercent: String(terms.downPaymentPercent),
  annualRatePercent: String(terms.annualRatePercent),
  tenureYears: String(terms.tenureYears),
});

/**
 * What a home loan for a sale listing would cost each month, worked out in the browser as the buyer types. The
 * figures follow the last usable value of each term, so a half-typed rate never blanks them.
 */
export function EmiCalculator({ price }: { price: number }) {
  const { t, i18n } = useLingui();
  const [texts, setTexts] = useState<TermTexts>(() => asTexts(INITIAL_LOAN_TERMS));
  const [terms, setTerms] = useState<LoanTerms>(INITIAL_LOAN_TERMS);
  const ids = { fields: useId(), emi: useId() };
  const errors = Object.fromEntries(
    TERM_FIELDS.map(({ term }) => [term, loanTermError(term, texts[term])]),
  ) as Record<LoanTerm, string | null>;
  const hasErrors = Object.values(errors).some(Boolean);
  const loan = homeLoanRepayment(price, terms);
  const interestShare = loan.totalPayable > 0 ? (loan.totalInterest / loan.totalPayable) * 100 : 0;

  const change = (term: LoanTerm, text: string) => {
    setTexts((current) => ({ ...current, [term]: text }));
    if (!loanTermProblem(term, text)) setTerms((current) => ({ ...current, [term]: Number(text) }));
  };

  const [downPayment, fullPrice] = [formatShortPrice(loan.downPayment), formatShortPrice(price)];
  const hints: Record<LoanTerm, string> = {
    downPaymentPercent: t`${downPayment} of ${fullPrice}. Banks lend at most 75–90% of the price.`,
    annualRatePercent: t`Home loans in India are mostly 8–10% a year.`,
    tenureYears: t`Up to 30 years.`,
  };
  const years = loan.months / 12;
  const loanAmount = formatShortPrice(loan.principal);
  const interestPercent = Math.round(interestShare);

  return (
    <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <fieldset className="space-y-4">
        <legend className="sr-only">
          <Trans>Loan terms</Trans>
        </legend>
        {TERM_FIELDS.map(({ term, label, unit }) => (
          <TermField
            key={term}
            id={`${ids.fields}-${term}`}
            term={term}
            label={i18n._(label)}
            unit={i18n._(unit)}
            text={texts[term]}
            hint={hints[term]}
            error={errors[term]}
            onChange={(text) => change(term, text)}
          />
        ))}
      </fieldset>
      <div className="space-y-4 rounded-2xl bg-brand-50 p-5 dark:bg-stone-800/60">
        <div>
          <p id={ids.emi} className="text-sm font-medium text-stone-700 dark:text-stone-300">
            <Trans>Monthly EMI</Trans>
          </p>
          <output
            htmlFor={TERM_FIELDS.map(({ term }) => `${ids.fields}-${term}`).join(' ')}
            aria-labelledby={ids.emi}
            data-testid="emi-amount"
            className="block text-3xl font-bold tracking-tight text-brand-800 dark:text-amber-300"
          >
            {formatINR(loan.monthlyEmi)}
          </output>
          <p className="text-sm text-stone-600 dark:text-stone-400">
            {loan.months === 12 ? (
              <Trans>
                for {years} year on a loan of {loanAmount}
              </Trans>
            ) : (
              <Trans>
                for {years} years on a loan of {loanAmount}
              </Trans>
            )}
          </p>
        </div>
        <div
          className="flex h-3 overflow-hidden rounded-full bg-brand-600 dark:bg-amber-400"
          role="img"
          aria-label={t`Interest is ${interestPercent}% of everything you repay`}
        >
          <div
            className="ml-auto h-full bg-stone-400 dark:bg-stone-500"
            style={{ width: `${interestShare}%` }}
          />
        </div>
        <dl className="grid grid-cols-2 gap-3 text-sm">
          <div>
            <dt className="flex items-center gap-1.5 text-stone-600 dark:text-stone-400">
              <span className="size-2.5 rounded-full bg-brand-600 dark:bg-amber-400" aria-hidden="true" />
              <Trans>Principal</Trans>
            </dt>
            <dd className="font-semibold text-stone-900 dark:text-stone-100">{loanAmount}</dd>
          </div>
          <div>
            <dt className="flex items-center gap-1.5 text-stone-600 dark:text-stone-400">
              <span className="size-2.5 rounded-full bg-stone-400 dark:bg-stone-500" aria-hidden="true" />
              <Trans>Total interest</Trans>
            </dt>
            <dd className="font-semibold text-stone-900 dark:text-stone-100" data-testid="emi-total-interest">
              {formatShortPrice(loan.totalInterest)}
            </dd>
          </div>
          <div className="col-span-2 border-t border-brand-100 pt-3 dark:border-stone-700">
            <dt className="text-stone-600 dark:text-stone-400">
              <Trans>Total payable</Trans>
            </dt>
            <dd className="font-semibold text-stone-900 dark:text-stone-100">
              {formatShortPrice(loan.totalPayable)}
            </dd>
          </div>
        </dl>
        {hasErrors ? (
          <p className="text-sm font-medium text-stone-800 dark:text-stone-200">
            <Trans>These figures use your last valid entries.</Trans>
          </p>
        ) : null}
        <p className="text-xs leading-5 text-stone-600 dark:text-stone-400">
          <Trans>
            An estimate at a fixed rate for the whole tenure. Your lender’s offer depends on your income,
            credit score, the rate on the day and its processing fees.
          </Trans>
        </p>
      </div>
    </div>
  );
}

type TermFieldProps = {
  id: string;
  term: LoanTerm;
  label: string;
  unit: string;
  text: string;
  hint: string;
  error: string | null;
  onChange: (text: string) => void;
};

function TermField({ id, term, label, unit, text, hint, error, onChange }: TermFieldProps) {
  const { min, max, step } = LOAN_TERM_BOUNDS[term];
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-stone-800 dark:text-stone-200">
        {label} <span className="font-normal text-stone-600 dark:text-stone-400">({unit})</span>
      </label>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        min={min}
        max={max}
        step={step}
        value={text}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error !== null}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        className={`${controlClass} mt-1.5`}
      />
      <p id={`${id}-hint`} className="mt-1.5 text-xs text-stone-600 dark:text-stone-400">
        {hint}
      </p>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}
