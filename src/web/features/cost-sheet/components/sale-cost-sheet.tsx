import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { INITIAL_LOAN_TERMS, LOAN_TERM_BOUNDS } from '#domain/home-loan-emi';
import { usePlaceNames } from '#web/lib/place-names';
import { BUYERS, costSheet, type Buyer, type SaleFacts } from '#domain/purchase-costs';
import { AmountField, numberWithin } from './amount-field';
import { CostTable } from './cost-table';
import { formatINR, formatShort } from './money';
import { RatesSource } from './rates-source';
import { saleLineTexts } from './sale-line-texts';

const BUYER_NAMES = {
  woman: msg`Woman`,
  man: msg`Man`,
  joint: msg`Joint (woman and man)`,
} as const;

const DOWN_PAYMENT = LOAN_TERM_BOUNDS.downPaymentPercent;

type Extras = { brokeragePercent: string; societyTransferFee: string; maintenanceDeposit: string };

/**
 * The all-in cost of buying: the visitor says who buys and how much they put down, and may add the charges a
 * listing does not carry (brokerage, the society's transfer fee and maintenance deposit).
 */
export function SaleCostSheet({ facts }: { facts: Omit<SaleFacts, keyof Extras> }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const places = usePlaceNames();
  const buyerGroup = useId();
  const [buyer, setBuyer] = useState<Buyer>('woman');
  const [downPaymentText, setDownPaymentText] = useState(String(DOWN_PAYMENT.initial));
  const [extras, setExtras] = useState<Extras>({
    brokeragePercent: '',
    societyTransferFee: '',
    maintenanceDeposit: '',
  });
  const downPaymentPercent = numberWithin(
    downPaymentText,
    DOWN_PAYMENT.min,
    DOWN_PAYMENT.max,
    DOWN_PAYMENT.initial,
  );
  const terms = { ...INITIAL_LOAN_TERMS, downPaymentPercent };
  const sheet = costSheet(
    {
      ...facts,
      brokeragePercent: numberWithin(extras.brokeragePercent, 0, 5, 0),
      societyTransferFee: numberWithin(extras.societyTransferFee, 0, 1e8, 0),
      maintenanceDeposit: numberWithin(extras.maintenanceDeposit, 0, 1e8, 0),
    },
    buyer,
    terms,
  );
  const loan = sheet.loan!;
  const city = places.city(facts.city);
  const rows = sheet.lines.map((line) => {
    const texts = saleLineTexts(line, { state: facts.state, city }, i18n);
    const unpriced =
      line.kind === 'registrationUnknown' || line.kind === 'stampDutyUnknown' || line.kind === 'stateUnknown';
    return { key: line.kind, ...texts, amount: unpriced ? '—' : formatINR(line.amount) };
  });

  const downPayment = formatShort(loan.downPayment, locale);
  const principal = formatShort(loan.principal, locale);
  const rate = terms.annualRatePercent;
  const years = terms.tenureYears;
  const emi = formatINR(loan.monthlyEmi);
  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <fieldset>
          <legend className="text-sm font-medium text-stone-800 dark:text-stone-200">
            <Trans>Who is buying?</Trans>
          </legend>
          <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
            {BUYERS.map((option) => (
              <label key={option} className="inline-flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={buyerGroup}
                  value={option}
                  checked={buyer === option}
                  onChange={() => setBuyer(option)}
                  className="accent-brand-700"
                />
                {i18n._(BUYER_NAMES[option])}
              </label>
            ))}
          </div>
        </fieldset>
        <AmountField
          label={t`Down payment (%)`}
          value={downPaymentText}
          onChange={setDownPaymentText}
          min={DOWN_PAYMENT.min}
          max={DOWN_PAYMENT.max}
          hint={t`${downPayment} down; the bank lends ${principal}. Banks lend at most 75–90% of the price.`}
        />
      </div>
      <details className="rounded-xl border border-brand-100 p-4 dark:border-stone-800">
        <summary className="cursor-pointer text-sm font-medium text-brand-800 dark:text-amber-300">
          <Trans>Add brokerage and society charges, if any</Trans>
        </summary>
        <div className="mt-4 grid gap-4 sm:grid-cols-3">
          <AmountField
            label={t`Brokerage (% of the price)`}
            value={extras.brokeragePercent}
            onChange={(text) => setExtras((now) => ({ ...now, brokeragePercent: text }))}
            min={0}
            max={5}
            step={0.25}
          />
          <AmountField
            label={t`Society transfer fee (₹)`}
            value={extras.societyTransferFee}
            onChange={(text) => setExtras((now) => ({ ...now, societyTransferFee: text }))}
            min={0}
            max={1e8}
          />
          <AmountField
            label={t`Maintenance deposit (₹)`}
            value={extras.maintenanceDeposit}
            onChange={(text) => setExtras((now) => ({ ...now, maintenanceDeposit: text }))}
            min={0}
            max={1e8}
          />
        </div>
      </details>
      <CostTable
        caption={t`What buying this home costs`}
        rows={rows}
        total={{
          label: t`All-in cost`,
          amount: formatINR(sheet.total),
          note: formatShort(sheet.total, locale),
        }}
      />
      <dl className="grid gap-4 rounded-2xl bg-brand-50 p-5 sm:grid-cols-2 dark:bg-stone-800/60">
        <div>
          <dt className="text-sm text-stone-700 dark:text-stone-300">
            <Trans>Paid upfront (down payment and charges)</Trans>
          </dt>
          <dd className="text-xl font-bold tabular-nums" data-testid="cost-upfront">
            {formatINR(loan.paidUpfront)}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-stone-700 dark:text-stone-300">
            <Trans>Home-loan EMI</Trans>
          </dt>
          <dd className="text-xl font-bold tabular-nums" data-testid="cost-emi">
            <Trans>{emi} a month</Trans>
          </dd>
          <dd className="text-xs text-stone-600 dark:text-stone-400">
            <Trans>
              On a loan of {principal} at {rate}% a year for {years} years
            </Trans>
          </dd>
        </div>
      </dl>
      <RatesSource rule={sheet.rule} />
    </div>
  );
}
