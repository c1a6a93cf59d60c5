import { Trans, useLingui } from '@lingui/react/macro';
import { PURCHASE_COST_RULES_AS_OF, type STATE_COST_RULES } from '#domain/purchase-costs';
import type { IndianState } from '#domain/taxonomy';
import { formatCheckedOn } from './money';

type Rule = (typeof STATE_COST_RULES)[IndianState];

/** Where the state's rates come from and when they were checked: the visitor confirms them before paying. */
export function RatesSource({ rule }: { rule: Rule }) {
  const { i18n } = useLingui();
  const source = rule?.source;
  const asOf = formatCheckedOn(rule?.checkedOn ?? PURCHASE_COST_RULES_AS_OF, i18n.locale);
  return (
    <div className="space-y-1 text-xs text-stone-600 dark:text-stone-400">
      <p className="font-medium text-stone-800 dark:text-stone-200">
        <Trans>Rates as of {asOf}, confirm with the sub-registrar.</Trans>
      </p>
      {rule ? (
        <>
          <p>
            <Trans>Source: {source}</Trans>
          </p>
          <p>
            <Trans>Checked against these published tables</Trans>
            {rule.checkedAgainst.map((where, index) => (
              <span key={where}>
                {index === 0 ? ': ' : '; '}
                <a href={where} rel="noreferrer nofollow" target="_blank" className="underline">
                  {new URL(where).hostname}
                </a>
              </span>
            ))}
          </p>
        </>
      ) : null}
    </div>
  );
}
