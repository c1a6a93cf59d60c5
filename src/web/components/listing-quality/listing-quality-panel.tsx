/**
 * The listing quality score with what to do next (decision 027), for the lister while editing and on My
 * listings, and for the team reviewing. The score is the domain's (listingQuality); this only shows it.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { CircleCheck, CircleDashed } from 'lucide-react';
import type { ListingQuality } from '#domain/listing-quality';
import { QUALITY_CHECK_MESSAGES, qualityHint } from './quality-messages';

const tone = (score: number) =>
  score >= 80
    ? 'text-emerald-800 dark:text-emerald-300'
    : score >= 50
      ? 'text-amber-800 dark:text-amber-300'
      : 'text-rose-800 dark:text-rose-300';

/** "Quality 72/100": the score alone, for a row of a list. */
export function QualityScoreBadge({ score }: { score: number }) {
  return (
    <span className={`text-sm font-semibold ${tone(score)}`} data-testid="quality-score">
      <Trans>Quality {score}/100</Trans>
    </span>
  );
}

export function ListingQualityPanel({ quality }: { quality: ListingQuality }) {
  const missed = quality.checks.filter((check) => !check.met);
  const { i18n, t } = useLingui();
  return (
    <section
      aria-label={t`Listing quality`}
      className="space-y-3 rounded-2xl border border-stone-200 bg-white p-5 dark:border-stone-800 dark:bg-stone-900"
    >
      <div className="flex items-baseline justify-between gap-3">
        <h3 className="font-semibold text-stone-900 dark:text-stone-50">
          <Trans>Listing quality</Trans>
        </h3>
        <QualityScoreBadge score={quality.score} />
      </div>
      <p className="text-sm text-stone-600 dark:text-stone-300">
        {missed.length === 0
          ? t`Everything house hunters look for is here. Listings like this come first among equals in search.`
          : t`House hunters trust complete listings more, and among equals they come first in search.`}
      </p>
      <ul className="space-y-2 text-sm">
        {quality.checks.map((check) => (
          <li key={check.check} className="flex items-start gap-2">
            {check.met ? (
              <CircleCheck className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-label={t`Done`} />
            ) : (
              <CircleDashed className="mt-0.5 size-4 shrink-0 text-stone-400" aria-label={t`To do`} />
            )}
            <span>
              <span className="font-medium text-stone-900 dark:text-stone-100">
                {i18n._(QUALITY_CHECK_MESSAGES[check.check])}
              </span>
              {check.hint ? (
                <span className="block text-stone-600 dark:text-stone-300">{qualityHint(i18n, check)}</span>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
