/** Each sale cost line's name and the rule it follows, worded from the line's facts in the page's language. */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SaleCostLine } from '#domain/purchase-costs';
import type { IndianState } from '#domain/taxonomy';
import { formatINR } from './money';
import { INDIAN_STATE_MESSAGES as STATE_NAMES } from '#web/lib/labels/indian-states';

type Place = { state: IndianState; city: string };
export type LineTexts = { label: string; rule: string };

export function saleLineTexts(line: SaleCostLine, place: Place, i18n: I18n): LineTexts {
  const state = i18n._(STATE_NAMES[place.state]);
  switch (line.kind) {
    case 'price':
      return { label: i18n._(msg`Price`), rule: i18n._(msg`The asking price`) };
    case 'stampDuty': {
      const { percent } = line;
      const rule = i18n._(msg`${percent}% of the price in ${state}`);
      if (!line.byBuyer) return { label: i18n._(msg`Stamp duty`), rule };
      const { woman, man, joint } = line.byBuyer;
      const rates = i18n._(msg`${woman}% for a woman, ${man}% for a man, ${joint}% joint`);
      return { label: i18n._(msg`Stamp duty`), rule: `${rule} (${rates})` };
    }
    case 'metroCess': {
      const { percent } = line;
      const city = place.city;
      return { label: i18n._(msg`Metro cess`), rule: i18n._(msg`${percent}% metro cess in ${city}`) };
    }
    case 'registration': {
      const { percent } = line;
      const cap = line.cap === undefined ? undefined : formatINR(line.cap);
      return {
        label: i18n._(msg`Registration fee`),
        rule:
          cap === undefined
            ? i18n._(msg`${percent}% of the price`)
            : i18n._(msg`${percent}% of the price, at most ${cap}`),
      };
    }
    case 'registrationWaivedForWoman':
      return {
        label: i18n._(msg`Registration fee`),
        rule: i18n._(msg`No registration fee for a woman buyer in ${state}`),
      };
    case 'registrationUnknown':
      return {
        label: i18n._(msg`Registration fee`),
        rule: i18n._(msg`Published fees for ${state} disagree: ask the sub-registrar (not in the total)`),
      };
    case 'stampDutyUnknown':
      return {
        label: i18n._(msg`Stamp duty`),
        rule: i18n._(msg`Published rates for ${state} disagree: ask the sub-registrar (not in the total)`),
      };
    case 'stateUnknown':
      return {
        label: i18n._(msg`Stamp duty and registration`),
        rule: i18n._(
          msg`We have no checked rates for ${state} yet: ask the sub-registrar (not in the total)`,
        ),
      };
    case 'gst': {
      if (line.affordableCapSqm === undefined) {
        return {
          label: i18n._(msg`GST`),
          rule: i18n._(
            msg`5% on an under-construction home, none on a ready one (CGST rate notification 03/2019)`,
          ),
        };
      }
      const cap = line.affordableCapSqm;
      return {
        label: i18n._(msg`GST`),
        rule: i18n._(
          msg`1% on an affordable home: carpet up to ${cap} m² and price up to ₹45 L (CGST rate notification 03/2019)`,
        ),
      };
    }
    case 'brokerage': {
      const { percent } = line;
      return {
        label: i18n._(msg`Brokerage`),
        rule: i18n._(msg`${percent}% of the price, as you entered it`),
      };
    }
    case 'societyTransferFee':
      return { label: i18n._(msg`Society transfer fee`), rule: i18n._(msg`As you entered it`) };
    case 'maintenanceDeposit':
      return { label: i18n._(msg`Maintenance deposit`), rule: i18n._(msg`As you entered it`) };
  }
}
