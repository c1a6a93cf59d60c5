import { Building2, HardHat, MessageSquare, type LucideIcon } from 'lucide-react';
import {
  ENQUIRY_KIND_LABELS,
  ENQUIRY_STATUS_LABELS,
  type EnquiryKind,
  type EnquiryStatus,
} from '#domain/enquiry-management';

const pill =
  'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1';

const statusColours: Record<EnquiryStatus, string> = {
  new: 'bg-amber-50 text-amber-900 ring-amber-200 dark:bg-amber-950 dark:text-amber-200 dark:ring-amber-800',
  contacted: 'bg-sky-50 text-sky-900 ring-sky-200 dark:bg-sky-950 dark:text-sky-200 dark:ring-sky-800',
  closed:
    'bg-stone-100 text-stone-700 ring-stone-300 dark:bg-stone-800 dark:text-stone-200 dark:ring-stone-600',
};

/** An enquiry's status as a coloured pill: New, Contacted or Closed. */
export function EnquiryStatusBadge({ status }: { status: EnquiryStatus }) {
  return <span className={`${pill} ${statusColours[status]}`}>{ENQUIRY_STATUS_LABELS[status]}</span>;
}

const kindLooks: Record<EnquiryKind, { icon: LucideIcon; colours: string }> = {
  construction: {
    icon: HardHat,
    colours:
      'bg-violet-50 text-violet-900 ring-violet-200 dark:bg-violet-950 dark:text-violet-200 dark:ring-violet-800',
  },
  property: {
    icon: Building2,
    colours:
      'bg-emerald-50 text-emerald-900 ring-emerald-200 dark:bg-emerald-950 dark:text-emerald-200 dark:ring-emerald-800',
  },
  contact: {
    icon: MessageSquare,
    colours:
      'bg-brand-50 text-brand-900 ring-brand-200 dark:bg-stone-800 dark:text-stone-100 dark:ring-stone-600',
  },
};

/** Where an enquiry came from: Villa on demand, Property or Contact. */
export function EnquiryKindBadge({ kind }: { kind: EnquiryKind }) {
  const { icon: Icon, colours } = kindLooks[kind];
  return (
    <span className={`${pill} ${colours}`}>
      <Icon className="size-3.5" aria-hidden="true" />
      {ENQUIRY_KIND_LABELS[kind]}
    </span>
  );
}
