/**
 * The hint under a RERA number field (the domain's reraNumberGuide) in the page's language. English pages show the
 * domain's words as they are; other languages say the same from the same regulator table, the regulator's name and
 * the example number as the regulator writes them.
 */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { RERA_REGULATORS, reraNumberGuide, type ReraRegistrationKind } from '#domain/rera';
import type { IndianState } from '#domain/taxonomy';
import { INDIAN_STATE_MESSAGES } from '#web/lib/labels/indian-states';

export function useReraNumberGuide(): (state: IndianState, kind?: ReraRegistrationKind) => string {
  const { i18n } = useLingui();
  return (state, kind = 'project') => {
    if (i18n.locale === 'en') return reraNumberGuide(state, kind);
    const entry = RERA_REGULATORS[state];
    const name = i18n._(INDIAN_STATE_MESSAGES[state]);
    if (entry === null) {
      return i18n._(
        msg`${name} has no real estate regulatory authority under the RERA Act yet, so there is no RERA number to give`,
      );
    }
    const issuer = entry.regulator ?? i18n._(msg`${name}'s real estate regulator`);
    const format = entry[kind];
    if (format.format === 'confirmed') {
      const example = format.example;
      return i18n._(msg`Issued by ${issuer}, e.g. ${example}`);
    }
    return i18n._(msg`Issued by ${issuer}: 6 to 60 letters and digits, which may be separated by / or -`);
  };
}
