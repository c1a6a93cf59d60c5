/**
 * How the team works through enquiries: the statuses an enquiry moves through, which moves are allowed, the
 * notes they keep, and the filters of the admin list. The server enforces these rules; the portal offers only
 * what they allow.
 */
import { z } from 'zod';
import {
  calendarDayFilter,
  commaListFilter,
  isForwardRange,
  searchTextFilter,
  sortFilter,
} from './list-filters.js';
import {
  CONSTRUCTION_BUDGET_LABELS,
  CONSTRUCTION_TIMELINE_LABELS,
  PLOT_AREA_UNIT_LABELS,
} from './enquiry-request.js';
import { recordVersionSchema } from './record-version.js';

export const ENQUIRY_KINDS = ['property', 'contact', 'construction'] as const;
export type EnquiryKind = (typeof ENQUIRY_KINDS)[number];
/** What the team calls each kind: a construction enquiry comes from the "villas on demand" page. */
export const ENQUIRY_KIND_LABELS: Record<EnquiryKind, string> = {
  construction: 'Villa on demand',
  property: 'Property',
  contact: 'Contact',
};

export const ENQUIRY_STATUSES = ['new', 'contacted', 'closed'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];
export const ENQUIRY_STATUS_LABELS: Record<EnquiryStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  closed: 'Closed',
};

/**
 * An enquiry can be closed without a call (spam, a duplicate), and a closed one reopens as contacted: by then
 * someone has talked to the visitor, so it never goes back to new.
 */
export const ENQUIRY_TRANSITIONS: Record<EnquiryStatus, readonly EnquiryStatus[]> = {
  new: ['contacted', 'closed'],
  contacted: ['closed'],
  closed: ['contacted'],
};

export function canMoveEnquiry(from: EnquiryStatus, to: EnquiryStatus): boolean {
  return ENQUIRY_TRANSITIONS[from].includes(to);
}

export function nextEnquiryStatuses(from: EnquiryStatus): readonly EnquiryStatus[] {
  return ENQUIRY_TRANSITIONS[from];
}

/** The button that makes a move, in the words of the move ("Reopen" rather than "Mark contacted"). */
export function enquiryActionLabel(from: EnquiryStatus, to: EnquiryStatus): string {
  if (from === 'closed' && to === 'contacted') return 'Reopen';
  // 'Close' alone would read as closing the panel it sits in.
  if (to === 'closed') return 'Close enquiry';
  return 'Mark contacted';
}

/** Why the server refused a move, for the admin who asked for it. */
export function enquiryTransitionRefusal(from: EnquiryStatus, to: EnquiryStatus): string {
  if (from === to) return `This enquiry is already ${ENQUIRY_STATUS_LABELS[to].toLowerCase()}.`;
  return `A ${ENQUIRY_STATUS_LABELS[from].toLowerCase()} enquiry cannot be marked ${ENQUIRY_STATUS_LABELS[to].toLowerCase()}.`;
}

export const ENQUIRY_NOTES_MAX = 2000;

export const ENQUIRY_MANAGEMENT_MESSAGES = {
  status: `status must be one of ${ENQUIRY_STATUSES.join(', ')}`,
  statusList: `status must be a comma-separated list of ${ENQUIRY_STATUSES.join(', ')}`,
  kindList: `kind must be a comma-separated list of ${ENQUIRY_KINDS.join(', ')}`,
  notes: 'notes must be text',
  notesTooLong: `Please keep the notes under ${ENQUIRY_NOTES_MAX.toLocaleString('en-IN')} characters.`,
  day: 'Please give a real calendar date, written as YYYY-MM-DD.',
  dayRange: 'The "from" date must be on or before the "to" date.',
  search: 'Search text can be at most 100 characters',
  sort: 'sort must be created-desc, created-asc or name-asc',
} as const;

export const enquiryStatusChangeSchema = z.object({
  status: z.enum(ENQUIRY_STATUSES, { error: ENQUIRY_MANAGEMENT_MESSAGES.status }),
  /**
   * The version of the enquiry the admin chose on (record-version.ts): if someone else has changed it since,
   * the move is refused (409 RECORD_CHANGED) rather than applied to an enquiry the admin has not seen.
   */
  version: recordVersionSchema.optional(),
});
export type EnquiryStatusChange = z.infer<typeof enquiryStatusChangeSchema>;

/** The team's own notes on an enquiry; saving empty text clears them. */
export const enquiryNotesSchema = z.object({
  notes: z
    .string({ error: ENQUIRY_MANAGEMENT_MESSAGES.notes })
    .trim()
    .max(ENQUIRY_NOTES_MAX, ENQUIRY_MANAGEMENT_MESSAGES.notesTooLong)
    .transform((notes) => notes || null),
  /**
   * The version of the enquiry the admin started editing on: if another admin has saved since, the save is
   * refused (409 RECORD_CHANGED) rather than erasing their words.
   */
  version: recordVersionSchema.optional(),
});
export type EnquiryNotes = z.output<typeof enquiryNotesSchema>;
export type EnquiryNotesInput = z.input<typeof enquiryNotesSchema>;

export const ENQUIRY_SORTS = ['created-desc', 'created-asc', 'name-asc'] as const;
export type EnquirySort = (typeof ENQUIRY_SORTS)[number];
export const ENQUIRY_SORT_LABELS: Record<EnquirySort, string> = {
  'created-desc': 'Newest first',
  'created-asc': 'Oldest first',
  'name-asc': 'Name (A to Z)',
};

export const ENQUIRY_SEARCH_MAX = 100;

const calendarDay = calendarDayFilter(ENQUIRY_MANAGEMENT_MESSAGES.day);

/**
 * The admin list's filters and order, as the address bar and the query string carry them: `from`/`to` are days
 * the enquiry was sent on, in India. The list adds its page to these; the CSV export takes them as they are.
 */
export const enquiryListQuerySchema = z
  .object({
    q: searchTextFilter(ENQUIRY_SEARCH_MAX, ENQUIRY_MANAGEMENT_MESSAGES.search),
    status: commaListFilter(ENQUIRY_STATUSES, ENQUIRY_MANAGEMENT_MESSAGES.statusList),
    kind: commaListFilter(ENQUIRY_KINDS, ENQUIRY_MANAGEMENT_MESSAGES.kindList),
    from: calendarDay,
    to: calendarDay,
    sort: sortFilter(ENQUIRY_SORTS, 'created-desc', ENQUIRY_MANAGEMENT_MESSAGES.sort),
  })
  .refine(isForwardRange, {
    path: ['to'],
    message: ENQUIRY_MANAGEMENT_MESSAGES.dayRange,
  });
export type EnquiryListQuery = z.output<typeof enquiryListQuerySchema>;

const labelFrom = (labels: Record<string, string>, value: unknown) =>
  typeof value === 'string' && Object.hasOwn(labels, value) ? (labels[value] ?? null) : null;

/**
 * A construction enquiry's answers in words ("2,400 sq. ft", "₹1 crore to ₹2 crore"), read defensively from the
 * stored details: an answer missing or not understood is null rather than a wrong word.
 */
export function constructionDetailsOf(details: Record<string, unknown>) {
  const plotArea = typeof details.plotArea === 'number' ? details.plotArea : null;
  const plotUnit = labelFrom(PLOT_AREA_UNIT_LABELS, details.plotAreaUnit);
  return {
    plotArea,
    plotUnit,
    plotSize: plotArea !== null && plotUnit ? `${plotArea.toLocaleString('en-IN')} ${plotUnit}` : null,
    budget: labelFrom(CONSTRUCTION_BUDGET_LABELS, details.budgetRange),
    timeline: labelFrom(CONSTRUCTION_TIMELINE_LABELS, details.timeline),
  };
}
