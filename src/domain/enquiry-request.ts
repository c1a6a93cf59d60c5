/**
 * Enquiries visitors send: about one listing, a general question from /contact-us, or a villa to build on their
 * plot (/villas-on-demand). One schema per kind, joined on `kind`; the forms and the server share them.
 */
import { z } from 'zod';
import {
  indianMobile,
  optionalEmail,
  optionalIndianMobile,
  optionalMessage,
  personName,
  requiredEmail,
  requiredMessage,
} from './contact-fields.js';
import { selectedOption } from './form-input.js';
import { visitorLocaleSchema } from './visitor-locale.js';

export const ENQUIRY_MESSAGE_MAX = 2000;

// Units plots are sold in across India, with how many square feet each holds: the land rules' own.
import {
  LAND_AREA_UNITS as PLOT_AREA_UNITS,
  LAND_AREA_UNIT_LABELS as PLOT_AREA_UNIT_LABELS,
  SQUARE_FEET_PER_UNIT,
  type LandAreaUnit as PlotAreaUnit,
} from './land-area.js';

export { PLOT_AREA_UNITS, PLOT_AREA_UNIT_LABELS, SQUARE_FEET_PER_UNIT, type PlotAreaUnit };
/** A compact villa needs about 600 sq. ft of land (a 20 × 30 site); beyond 25 acres is an estate, not a villa. */
export const PLOT_SQUARE_FEET = { min: 600, max: 25 * 43_560 } as const;

/** What building the villa may cost, land excluded, in the lakh and crore people budget in. */
export const CONSTRUCTION_BUDGETS = ['under-50l', '50l-1cr', '1cr-2cr', '2cr-5cr', 'above-5cr'] as const;
export type ConstructionBudget = (typeof CONSTRUCTION_BUDGETS)[number];
export const CONSTRUCTION_BUDGET_LABELS: Record<ConstructionBudget, string> = {
  'under-50l': 'Under ₹50 lakh',
  '50l-1cr': '₹50 lakh to ₹1 crore',
  '1cr-2cr': '₹1 crore to ₹2 crore',
  '2cr-5cr': '₹2 crore to ₹5 crore',
  'above-5cr': 'Above ₹5 crore',
};

export const CONSTRUCTION_TIMELINES = [
  'within-3-months',
  '3-6-months',
  '6-12-months',
  'after-a-year',
  'exploring',
] as const;
export type ConstructionTimeline = (typeof CONSTRUCTION_TIMELINES)[number];
export const CONSTRUCTION_TIMELINE_LABELS: Record<ConstructionTimeline, string> = {
  'within-3-months': 'As soon as possible (within 3 months)',
  '3-6-months': 'In 3 to 6 months',
  '6-12-months': 'In 6 to 12 months',
  'after-a-year': 'After a year',
  exploring: 'Just exploring for now',
};

export const ENQUIRY_MESSAGES = {
  kind: 'kind must be property, contact or construction.',
  propertyId: 'Please choose the property you are asking about.',
  contactMessage: 'Please write your question so we know how to help.',
  cityRequired: 'Please tell us the city or town where your plot is.',
  cityTooLong: 'Please shorten the city name to 60 characters or fewer.',
  plotAreaRequired: 'Please tell us the size of your plot.',
  plotAreaNumber: 'Please give the plot size as a number, for example 2400.',
  plotAreaUnit: 'Please choose the unit your plot size is in.',
  plotTooSmall: `That plot looks too small for a villa: we need at least ${PLOT_SQUARE_FEET.min.toLocaleString('en-IN')} sq. ft (about 67 sq. yd).`,
  plotTooLarge: 'For land above 25 acres, please call us: that is a project we plan with you in person.',
  budget: 'Please choose a budget range for the construction.',
  timeline: 'Please choose when you would like construction to start.',
} as const;

const plotArea = z
  .union([z.number(), z.string()], { error: ENQUIRY_MESSAGES.plotAreaRequired })
  .transform((raw, context) => {
    // A number input gives text; people also write "2,400".
    const text = String(raw).trim().replaceAll(',', '');
    if (text === '') {
      context.addIssue({ code: 'custom', message: ENQUIRY_MESSAGES.plotAreaRequired });
      return z.NEVER;
    }
    const value = Number(text);
    if (!Number.isFinite(value) || value <= 0) {
      context.addIssue({ code: 'custom', message: ENQUIRY_MESSAGES.plotAreaNumber });
      return z.NEVER;
    }
    return Math.round(value * 100) / 100;
  });

export const propertyEnquirySchema = z.object({
  kind: z.literal('property'),
  propertyId: z.uuid({ error: ENQUIRY_MESSAGES.propertyId }),
  name: personName,
  phone: indianMobile,
  email: optionalEmail,
  message: optionalMessage(ENQUIRY_MESSAGE_MAX),
  // The language of the page it was sent from: a guest's acknowledgement is written in it.
  locale: visitorLocaleSchema.optional(),
});

// A general question gets a written answer, so email is required here; a phone number is welcome, not needed.
export const contactEnquirySchema = z.object({
  kind: z.literal('contact'),
  name: personName,
  phone: optionalIndianMobile,
  email: requiredEmail,
  message: requiredMessage(ENQUIRY_MESSAGE_MAX, ENQUIRY_MESSAGES.contactMessage),
  locale: visitorLocaleSchema.optional(),
});

// Email is required: the design team sends floor plans and an itemised estimate, which need an inbox.
export const constructionEnquirySchema = z
  .object({
    kind: z.literal('construction'),
    name: personName,
    phone: indianMobile,
    email: requiredEmail,
    city: z
      .string({ error: ENQUIRY_MESSAGES.cityRequired })
      .trim()
      .min(2, ENQUIRY_MESSAGES.cityRequired)
      .max(60, ENQUIRY_MESSAGES.cityTooLong),
    plotArea,
    plotAreaUnit: z.enum(PLOT_AREA_UNITS, { error: ENQUIRY_MESSAGES.plotAreaUnit }),
    budgetRange: selectedOption(CONSTRUCTION_BUDGETS, ENQUIRY_MESSAGES.budget),
    timeline: selectedOption(CONSTRUCTION_TIMELINES, ENQUIRY_MESSAGES.timeline),
    message: optionalMessage(ENQUIRY_MESSAGE_MAX),
    locale: visitorLocaleSchema.optional(),
  })
  .superRefine(
    (enquiry, context) => {
      const squareFeet = enquiry.plotArea * SQUARE_FEET_PER_UNIT[enquiry.plotAreaUnit];
      if (squareFeet < PLOT_SQUARE_FEET.min)
        context.addIssue({ code: 'custom', path: ['plotArea'], message: ENQUIRY_MESSAGES.plotTooSmall });
      else if (squareFeet > PLOT_SQUARE_FEET.max)
        context.addIssue({ code: 'custom', path: ['plotArea'], message: ENQUIRY_MESSAGES.plotTooLarge });
    },
    {
      // The size is judged in its unit, so only once both are valid (and the body was an object at all).
      when: (payload) =>
        !payload.issues.some(
          (issue) =>
            issue.path === undefined ||
            issue.path.length === 0 ||
            issue.path[0] === 'plotArea' ||
            issue.path[0] === 'plotAreaUnit',
        ),
    },
  );

export const ENQUIRY_SCHEMAS = {
  property: propertyEnquirySchema,
  contact: contactEnquirySchema,
  construction: constructionEnquirySchema,
} as const;

export const enquiryRequestSchema = z.discriminatedUnion(
  'kind',
  [propertyEnquirySchema, contactEnquirySchema, constructionEnquirySchema],
  { error: ENQUIRY_MESSAGES.kind },
);

export type EnquiryKind = keyof typeof ENQUIRY_SCHEMAS;
export type EnquiryRequestInput = z.input<typeof enquiryRequestSchema>;
export type EnquiryRequest = z.output<typeof enquiryRequestSchema>;
export type PropertyEnquiryInput = z.input<typeof propertyEnquirySchema>;
export type ContactEnquiryInput = z.input<typeof contactEnquirySchema>;
export type ConstructionEnquiryInput = z.input<typeof constructionEnquirySchema>;
