import { describe, expect, it } from 'vitest';
import '#domain/validation-messages';
import { bookingRescheduleSchema } from '#domain/booking-management';
import { bookingRequestSchema } from '#domain/booking-request';
import { ENQUIRY_SCHEMAS } from '#domain/enquiry-request';
import { knowsVisitorMessage } from './visitor-messages';

/** The messages a schema gives for these attempts, as a visitor form would show them. */
function messagesFor(
  schema: { safeParse: (value: unknown) => { error?: { issues: { message: string }[] } } },
  attempts: unknown[],
) {
  return attempts.flatMap(
    (attempt) => schema.safeParse(attempt).error?.issues.map((issue) => issue.message) ?? [],
  );
}

const longText = 'x'.repeat(2100);
const wrongContact = { name: '9', phone: '12345', email: 'not-an-email', message: longText };
const blankContact = { name: '', phone: '', email: '', message: '' };

describe('the visitor messages in the page’s language', () => {
  it('know every refusal the visitor forms can show', () => {
    const seen = [
      ...messagesFor(bookingRequestSchema, [
        { propertyId: 'x', ...blankContact, preferredDate: '', timeSlot: '' },
        { propertyId: 'x', ...wrongContact, preferredDate: '2020-01-01', timeSlot: 'noon' },
        { propertyId: 'x', ...wrongContact, preferredDate: '2999-01-01', timeSlot: '09:00-11:00' },
        { propertyId: 'x', ...wrongContact, preferredDate: '14/03/2026', timeSlot: '09:00-11:00' },
      ]),
      ...messagesFor(ENQUIRY_SCHEMAS.contact, [
        { kind: 'contact', ...blankContact },
        { kind: 'contact', ...wrongContact },
      ]),
      ...messagesFor(ENQUIRY_SCHEMAS.property, [{ kind: 'property', propertyId: 'x', ...blankContact }]),
      ...messagesFor(ENQUIRY_SCHEMAS.construction, [
        {
          kind: 'construction',
          ...blankContact,
          city: '',
          plotArea: '',
          plotAreaUnit: '',
          budgetRange: '',
          timeline: '',
        },
        {
          kind: 'construction',
          ...wrongContact,
          city: 'x'.repeat(61),
          plotArea: 'big',
          plotAreaUnit: 'sq-ft',
          budgetRange: 'lots',
          timeline: 'soon',
        },
        {
          kind: 'construction',
          ...wrongContact,
          city: 'Mysuru',
          plotArea: '10',
          plotAreaUnit: 'sq-ft',
          budgetRange: 'under-50l',
          timeline: 'exploring',
        },
        {
          kind: 'construction',
          ...wrongContact,
          city: 'Mysuru',
          plotArea: '30',
          plotAreaUnit: 'acre',
          budgetRange: 'under-50l',
          timeline: 'exploring',
        },
      ]),
      ...messagesFor(bookingRescheduleSchema, [{ preferredDate: '', timeSlot: '' }]),
    ];
    expect(seen.length).toBeGreaterThan(20);
    expect(seen.filter((message) => !knowsVisitorMessage(message))).toEqual([]);
  });
});
