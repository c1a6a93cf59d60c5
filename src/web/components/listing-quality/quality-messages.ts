/**
 * The quality checks' names and hints (src/domain/listing-quality.ts) in the page's language. The domain words the
 * hints in English for every reader (the team's review, the API); English pages show them as they are, other
 * languages say each check's hint from its code, with the counts taken from the English hint.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import {
  QUALITY_DESCRIPTION_LENGTH,
  QUALITY_MIN_PHOTOS,
  type QualityCheck,
  type QualityCheckResult,
} from '#domain/listing-quality';

const minPhotos = QUALITY_MIN_PHOTOS;
const minLength = QUALITY_DESCRIPTION_LENGTH.min.toLocaleString('en-IN');
const maxLength = QUALITY_DESCRIPTION_LENGTH.max.toLocaleString('en-IN');

/** QUALITY_CHECK_LABELS, word for word in English. */
export const QUALITY_CHECK_MESSAGES: Record<QualityCheck, MessageDescriptor> = {
  photos: msg`At least ${minPhotos} photos`,
  description: msg`A description of ${minLength} to ${maxLength} characters`,
  carpetArea: msg`The carpet area`,
  reraNumber: msg`The RERA registration number`,
  mapPin: msg`A pin on the map`,
  floorAndFacing: msg`The floor and the facing`,
  freshness: msg`Availability confirmed in the last 45 days`,
};

/** The number a hint holds at `index` of its match, as digits without grouping. */
const numberIn = (match: RegExpMatchArray | null, index: number) =>
  match?.[index] === undefined ? null : Number(match[index].replace(/,/g, ''));

function hintFor(i18n: I18n, { check, hint }: QualityCheckResult & { hint: string }): string | null {
  switch (check) {
    case 'photos': {
      const missing = numberIn(hint.match(/^Add (\d+) more photo/), 1);
      if (missing === null) return null;
      return i18n._(
        msg`${plural(missing, {
          one: 'Add # more photo: every room, the kitchen, the view and the building.',
          other: 'Add # more photos: every room, the kitchen, the view and the building.',
        })}`,
      );
    }
    case 'description': {
      const short = hint.match(/^Write at least ([\d,]+) characters \(now ([\d,]+)\)/);
      if (short) {
        const [, least = '', now = ''] = short;
        return i18n._(
          msg`Write at least ${least} characters (now ${now}): the layout, light, water supply, power backup, parking and the neighbourhood.`,
        );
      }
      const long = hint.match(/^Shorten the description to ([\d,]+) characters \(now ([\d,]+)\)/);
      if (!long) return null;
      const [, most = '', now = ''] = long;
      return i18n._(msg`Shorten the description to ${most} characters (now ${now}): buyers stop reading.`);
    }
    case 'carpetArea':
      return i18n._(msg`Give the carpet area: buyers compare it, and RERA makes builders quote it.`);
    case 'reraNumber':
      return i18n._(
        msg`Give the project's RERA registration number: a new project must be registered to be sold.`,
      );
    case 'mapPin':
      return i18n._(msg`Place the pin on the map at the building, not just its PIN code.`);
    case 'floorAndFacing': {
      const floor = hint.includes('the floor');
      const facing = hint.includes('the facing');
      if (floor && facing) return i18n._(msg`Give the floor and the facing (Vastu matters to many buyers).`);
      if (facing) return i18n._(msg`Give the facing (Vastu matters to many buyers).`);
      return floor ? i18n._(msg`Give the floor.`) : null;
    }
    case 'freshness':
      return i18n._(
        msg`Confirm that it is still available: listings unconfirmed for 60 days leave the search.`,
      );
  }
}

/** A check's hint in the page's language; null when it is met. An English hint no rule here reads stays as it is. */
export function qualityHint(i18n: I18n, result: QualityCheckResult): string | null {
  if (result.hint === null) return null;
  if (i18n.locale === 'en') return result.hint;
  return hintFor(i18n, { ...result, hint: result.hint }) ?? result.hint;
}
