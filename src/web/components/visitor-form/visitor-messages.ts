/**
 * The domain's messages to a visitor, in the page's language. The schemas in src/domain word their refusals in
 * English (the server answers API clients with the same words); a visitor form, and a visit link's page, look the
 * English text up here and show the catalogue's message for it. A text not listed is shown as it is.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { msg } from '@lingui/core/macro';
import type { ListingDeparture } from '#domain/listing-departure';
import { BOOKING_MANAGEMENT_MESSAGES } from '#domain/booking-management';
import { CONTACT_MESSAGES } from '#domain/contact-fields';
import { ENQUIRY_MESSAGE_MAX, ENQUIRY_MESSAGES, PLOT_SQUARE_FEET } from '#domain/enquiry-request';
import { BOOKING_MESSAGE_MAX, BOOKING_MESSAGES, BOOKING_WINDOW_DAYS } from '#domain/visit-times';
import { VISIT_LINK_MESSAGES } from '#domain/visit-link';
import { VISIT_FEEDBACK_DAYS, VISIT_FEEDBACK_MESSAGES } from '#domain/visit-feedback';
import { departureNote } from '#web/components/listing/departure-note';

/** Every message of each domain table has its catalogue message: a new one fails the type check until added. */
type Translations<Messages> = Record<keyof Messages, MessageDescriptor>;

const contact: Translations<typeof CONTACT_MESSAGES> = {
  nameRequired: msg`Please tell us your name.`,
  nameTooLong: msg`Please shorten your name to 80 characters or fewer.`,
  nameLetters: msg`Please use letters for your name (spaces, dots, apostrophes and hyphens are fine).`,
  phoneRequired: msg`Please give us a mobile number so we can reach you.`,
  phoneInvalid: msg`Enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9, for example 98450 12345 or +91 98450 12345.`,
  emailRequired: msg`Please give us your email address.`,
  emailInvalid: msg`Enter an email address like name@example.com.`,
};

const windowDays = BOOKING_WINDOW_DAYS;
const booking: Translations<typeof BOOKING_MESSAGES> = {
  propertyId: msg`Please choose the property you would like to visit.`,
  dateRequired: msg`Please choose the day you would like to visit.`,
  dateInvalid: msg`Please choose a real calendar date, written as YYYY-MM-DD.`,
  datePast: msg`That day has already gone. Please choose today or a later date.`,
  dateTooFar: msg`Please choose a date within the next ${windowDays} days.`,
  slotRequired: msg`Please choose a time for your visit.`,
  slotPassed: msg`That time has already passed today. Please choose a later time or another day.`,
};

const minimumPlot = PLOT_SQUARE_FEET.min.toLocaleString('en-IN');
const enquiry: Translations<typeof ENQUIRY_MESSAGES> = {
  kind: msg`kind must be property, contact or construction.`,
  propertyId: msg`Please choose the property you are asking about.`,
  contactMessage: msg`Please write your question so we know how to help.`,
  cityRequired: msg`Please tell us the city or town where your plot is.`,
  cityTooLong: msg`Please shorten the city name to 60 characters or fewer.`,
  plotAreaRequired: msg`Please tell us the size of your plot.`,
  plotAreaNumber: msg`Please give the plot size as a number, for example 2400.`,
  plotAreaUnit: msg`Please choose the unit your plot size is in.`,
  plotTooSmall: msg`That plot looks too small for a villa: we need at least ${minimumPlot} sq. ft (about 67 sq. yd).`,
  plotTooLarge: msg`For land above 25 acres, please call us: that is a project we plan with you in person.`,
  budget: msg`Please choose a budget range for the construction.`,
  timeline: msg`Please choose when you would like construction to start.`,
};

const visitLink: Translations<typeof VISIT_LINK_MESSAGES> = {
  invalid: msg`This visit link is not valid. Open it again from the email about your visit, copying the whole link, or call us.`,
  expired: msg`This visit link has expired: the visit it was for has passed. To see the home again, book another visit.`,
  gone: msg`We could not find this visit any more. Please call or write to us.`,
  cancelled: msg`Your visit has been cancelled. We have sent you an email to confirm it.`,
  rescheduled: msg`Your visit has moved. We have sent you an email with the new time.`,
};

const feedbackDays = VISIT_FEEDBACK_DAYS;
const visitFeedback: Translations<typeof VISIT_FEEDBACK_MESSAGES> = {
  invalid: msg`This link is not valid. Open it again from the email about your visit, copying the whole link, or call us.`,
  expired: msg`We take answers for ${feedbackDays} days after a visit, and this visit was longer ago. Thank you all the same.`,
  alreadyGiven: msg`You have already answered for this visit. We take one answer per visit. Thank you!`,
  notCompleted: msg`We can take your answers once the visit has taken place.`,
  gone: msg`We could not find this visit any more. Please call or write to us.`,
  thanks: msg`Thank you! Your answers help other house hunters.`,
};

/** The length limits of the message boxes, worded as contact-fields.ts words them ("2,000"). */
function messageTooLong(max: number): [string, MessageDescriptor] {
  const limit = max.toLocaleString('en-IN');
  return [
    // The domain's English text, the key this table is looked up by.
    // eslint-disable-next-line lingui/no-unlocalized-strings
    `Please keep your message under ${limit} characters.`,
    msg`Please keep your message under ${limit} characters.`,
  ];
}

function pairs<Messages extends Record<string, string>>(
  english: Messages,
  translated: Translations<Messages>,
): Array<[string, MessageDescriptor]> {
  return (Object.keys(english) as Array<keyof Messages>).map((key) => [english[key], translated[key]]);
}

const BY_ENGLISH = new Map<string, MessageDescriptor>([
  ...pairs(CONTACT_MESSAGES, contact),
  ...pairs(BOOKING_MESSAGES, booking),
  ...pairs(ENQUIRY_MESSAGES, enquiry),
  ...pairs(VISIT_LINK_MESSAGES, visitLink),
  ...pairs(VISIT_FEEDBACK_MESSAGES, visitFeedback),
  [
    BOOKING_MANAGEMENT_MESSAGES.rescheduleUnchanged,
    msg`The visit is already on that day and time. Choose another day or time to reschedule.`,
  ],
  messageTooLong(BOOKING_MESSAGE_MAX),
  messageTooLong(ENQUIRY_MESSAGE_MAX),
]);

/** A domain message in the page's language; a message this table does not know is returned as it came. */
export function visitorMessage(i18n: I18n, english: string): string {
  const descriptor = BY_ENGLISH.get(english);
  return descriptor ? i18n._(descriptor) : english;
}

/**
 * A booking or question refused because its listing left while the form was open (409 LISTING_NOT_AVAILABLE):
 * the server's message is English, its details the departure, said here in the page's language.
 */
export function listingNotAvailableMessage(
  i18n: I18n,
  details: Readonly<Record<string, unknown>> | undefined,
): string {
  const departure = details?.departure as ListingDeparture | undefined;
  if (!departure || departure.kind === 'unavailable') {
    return i18n._(msg`This home is no longer available on HouseHunt.`);
  }
  const note = departureNote(i18n, departure);
  return i18n._(msg`${note}: this home is no longer available on HouseHunt.`);
}

/** Whether the table has this English text (tests check that every refusal a visitor can meet is listed). */
export const knowsVisitorMessage = (english: string) => BY_ENGLISH.has(english);

/**
 * A visitor form's field errors in the page's language. Visitor forms are flat (one error per field, and the
 * form's own under `root`), so only that level is looked at.
 */
export function translatedErrors<Values extends FieldValues>(
  errors: FieldErrors<Values>,
  i18n: I18n,
): FieldErrors<Values> {
  return Object.fromEntries(
    Object.entries(errors).map(([name, error]) => [
      name,
      error && typeof error.message === 'string'
        ? { ...error, message: visitorMessage(i18n, error.message) }
        : error,
    ]),
  ) as FieldErrors<Values>;
}
