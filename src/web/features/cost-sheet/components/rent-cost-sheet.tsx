import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { rentSheet, type RentCostLine, type RentFacts } from '#domain/purchase-costs';
import { controlClass } from '#web/components/ui/control-class';
import { CostTable } from './cost-table';
import { formatINR } from './money';

// In most Indian cities a broker asks half a month's rent or one month's, from the tenant.
const BROKERAGE_CHOICES = [
  { months: 0, name: msg`No brokerage` },
  { months: 0.5, name: msg`Half a month's rent` },
  { months: 1, name: msg`One month's rent` },
] as const;

const LINE_TEXTS = {
  deposit: { label: msg`Security deposit`, rule: msg`Refundable, as the listing gives it` },
  firstMonth: { label: msg`First month's rent`, rule: msg`Paid in advance` },
  brokerage: { label: msg`Brokerage`, rule: msg`As you chose above` },
} as const satisfies Record<RentCostLine['kind'], unknown>;

/** What renting costs to move in, and every month after: the visitor says what brokerage the broker asks. */
export function RentCostSheet({ facts }: { facts: Omit<RentFacts, 'brokerageMonths'> }) {
  const { t, i18n } = useLingui();
  const brokerageId = useId();
  const [brokerageMonths, setBrokerageMonths] = useState(0);
  const sheet = rentSheet({ ...facts, brokerageMonths });
  const rows = sheet.lines.map((line) => ({
    key: line.kind,
    label: i18n._(LINE_TEXTS[line.kind].label),
    rule:
      line.kind === 'deposit' && facts.deposit === undefined
        ? t`The listing gives no deposit: ask the owner`
        : i18n._(LINE_TEXTS[line.kind].rule),
    amount: formatINR(line.amount),
  }));
  const rent = formatINR(facts.rent);
  const maintenance = formatINR(sheet.maintenance);
  return (
    <div className="space-y-6">
      <div className="max-w-xs">
        <label htmlFor={brokerageId} className="block text-sm font-medium text-stone-800 dark:text-stone-200">
          <Trans>Brokerage</Trans>
        </label>
        <select
          id={brokerageId}
          value={brokerageMonths}
          onChange={(event) => setBrokerageMonths(Number(event.target.value))}
          className={`${controlClass} mt-1`}
        >
          {BROKERAGE_CHOICES.map((choice) => (
            <option key={choice.months} value={choice.months}>
              {i18n._(choice.name)}
            </option>
          ))}
        </select>
      </div>
      <CostTable
        caption={t`What renting this home costs to move in`}
        rows={rows}
        total={{ label: t`To move in`, amount: formatINR(sheet.moveIn) }}
      />
      <div className="rounded-2xl bg-brand-50 p-5 dark:bg-stone-800/60" data-line="monthly">
        <p className="text-sm text-stone-700 dark:text-stone-300">
          <Trans>Every month</Trans>
        </p>
        <p className="text-xl font-bold tabular-nums" data-testid="cost-monthly">
          {formatINR(sheet.monthly)}
        </p>
        <p className="text-xs text-stone-600 dark:text-stone-400">
          <Trans>
            Rent {rent} + maintenance {maintenance}
          </Trans>
        </p>
      </div>
    </div>
  );
}
