/**
 * A construction enquiry's choices (plot unit, budget, timeline) in the page's language: the domain's label tables
 * (PLOT_AREA_UNIT_LABELS, CONSTRUCTION_BUDGET_LABELS, CONSTRUCTION_TIMELINE_LABELS) say them in English only. The
 * plot's units are the listings' land-area units (#web/lib/labels/land-area-units).
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  CONSTRUCTION_BUDGETS,
  CONSTRUCTION_TIMELINES,
  PLOT_AREA_UNITS,
  type ConstructionBudget,
  type ConstructionTimeline,
} from '#domain/enquiry-request';
import { isOneOf } from '#domain/taxonomy';
import { intlLocaleOf } from '#web/lib/i18n';
import { LAND_AREA_UNIT_MESSAGES } from '#web/lib/labels/land-area-units';

export const CONSTRUCTION_BUDGET_TEXTS: Record<ConstructionBudget, MessageDescriptor> = {
  'under-50l': msg`Under ₹50 lakh`,
  '50l-1cr': msg`₹50 lakh to ₹1 crore`,
  '1cr-2cr': msg`₹1 crore to ₹2 crore`,
  '2cr-5cr': msg`₹2 crore to ₹5 crore`,
  'above-5cr': msg`Above ₹5 crore`,
};

export const CONSTRUCTION_TIMELINE_TEXTS: Record<ConstructionTimeline, MessageDescriptor> = {
  'within-3-months': msg`As soon as possible (within 3 months)`,
  '3-6-months': msg`In 3 to 6 months`,
  '6-12-months': msg`In 6 to 12 months`,
  'after-a-year': msg`After a year`,
  exploring: msg`Just exploring for now`,
};

/** A select's options, each said in the page's language. */
export function choiceOptions<Value extends string>(
  values: readonly Value[],
  texts: Record<Value, MessageDescriptor>,
  i18n: I18n,
) {
  return values.map((value) => ({ value, label: i18n._(texts[value]) }));
}

/** "2,400 sq. ft": the number as Indians group it, and its unit. */
function plotSize(area: number, unit: MessageDescriptor, i18n: I18n): MessageDescriptor {
  const amount = area.toLocaleString(intlLocaleOf(i18n.locale));
  const unitName = i18n._(unit);
  return msg`${amount} ${unitName}`;
}

/**
 * The stored answers in words ("2,400 sq. ft", "₹1 crore to ₹2 crore"), read defensively as the domain's
 * constructionDetailsOf reads them: an answer missing or not understood is null rather than a wrong word.
 */
export function constructionChoicesIn(details: Record<string, unknown>, i18n: I18n) {
  const { plotArea, plotAreaUnit, budgetRange, timeline } = details;
  const unit = isOneOf(PLOT_AREA_UNITS, plotAreaUnit) ? plotAreaUnit : null;
  return {
    plotSize:
      typeof plotArea === 'number' && unit
        ? i18n._(plotSize(plotArea, LAND_AREA_UNIT_MESSAGES[unit], i18n))
        : null,
    budget: isOneOf(CONSTRUCTION_BUDGETS, budgetRange)
      ? i18n._(CONSTRUCTION_BUDGET_TEXTS[budgetRange])
      : null,
    timeline: isOneOf(CONSTRUCTION_TIMELINES, timeline)
      ? i18n._(CONSTRUCTION_TIMELINE_TEXTS[timeline])
      : null,
  };
}
