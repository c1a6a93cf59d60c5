import { describe, expect, it } from 'vitest';
import {
  constructionEnquirySchema,
  ENQUIRY_MESSAGES,
  enquiryRequestSchema,
  type ConstructionEnquiryInput,
} from './enquiry-request.js';

const fieldMessages = (input: unknown) => {
  const result = enquiryRequestSchema.safeParse(input);
  const messages: Record<string, string> = {};
  // The first message per field, as the API reports it.
  for (const issue of result.error?.issues ?? []) messages[String(issue.path[0])] ??= issue.message;
  return messages;
};

const aConstructionEnquiry = (
  overrides: Partial<ConstructionEnquiryInput> = {},
): ConstructionEnquiryInput => ({
  kind: 'construction',
  name: 'Arjun Rao',
  phone: '+91 90000 11111',
  email: 'arjun@example.in',
  city: 'Mysuru',
  plotArea: '2400',
  plotAreaUnit: 'sq-ft',
  budgetRange: '1cr-2cr',
  timeline: '3-6-months',
  message: 'East-facing corner plot.',
  ...overrides,
});

describe('enquiries', () => {
  it('accepts an enquiry about a listing, with only a name and a mobile number', () => {
    expect(
      enquiryRequestSchema.parse({
        kind: 'property',
        propertyId: '6f1c2b5e-8a4d-4f7e-9b1a-2c3d4e5f6a7b',
        name: 'Meera Iyer',
        phone: '9123456789',
        email: '',
      }),
    ).toEqual({
      kind: 'property',
      propertyId: '6f1c2b5e-8a4d-4f7e-9b1a-2c3d4e5f6a7b',
      name: 'Meera Iyer',
      phone: '+919123456789',
    });
  });

  it('needs to know which listing an enquiry is about', () => {
    expect(
      fieldMessages({ kind: 'property', propertyId: 'x', name: 'Meera Iyer', phone: '9123456789' }),
    ).toEqual({
      propertyId: ENQUIRY_MESSAGES.propertyId,
    });
  });

  it('answers a contact question by email: an address and a question are needed, a phone is optional', () => {
    expect(
      enquiryRequestSchema.parse({
        kind: 'contact',
        name: 'Meera Iyer',
        email: 'meera@example.in',
        message: 'Hi',
      }),
    ).toEqual({ kind: 'contact', name: 'Meera Iyer', email: 'meera@example.in', message: 'Hi' });
    expect(
      fieldMessages({ kind: 'contact', name: 'Meera Iyer', phone: '12', email: '', message: ' ' }),
    ).toEqual({
      phone: expect.stringContaining('10-digit Indian mobile number') as string,
      email: 'Please give us your email address.',
      message: ENQUIRY_MESSAGES.contactMessage,
    });
  });

  it('accepts a construction enquiry and keeps the plot size as a number in its unit', () => {
    expect(enquiryRequestSchema.parse(aConstructionEnquiry({ plotArea: '2,400.5' }))).toMatchObject({
      kind: 'construction',
      phone: '+919000011111',
      plotArea: 2400.5,
      plotAreaUnit: 'sq-ft',
      budgetRange: '1cr-2cr',
      timeline: '3-6-months',
    });
  });

  it('judges the plot size in its unit', () => {
    expect(
      enquiryRequestSchema.safeParse(aConstructionEnquiry({ plotArea: 100, plotAreaUnit: 'sq-yd' })).success,
    ).toBe(true);
    expect(fieldMessages(aConstructionEnquiry({ plotArea: 100, plotAreaUnit: 'sq-ft' }))).toEqual({
      plotArea: ENQUIRY_MESSAGES.plotTooSmall,
    });
    expect(fieldMessages(aConstructionEnquiry({ plotArea: 30, plotAreaUnit: 'acre' }))).toEqual({
      plotArea: ENQUIRY_MESSAGES.plotTooLarge,
    });
    expect(
      enquiryRequestSchema.safeParse(aConstructionEnquiry({ plotArea: 5, plotAreaUnit: 'cent' })).success,
    ).toBe(true);
  });

  it('names every missing construction answer', () => {
    expect(
      fieldMessages({
        kind: 'construction',
        name: 'Arjun Rao',
        phone: '9000011111',
        email: 'arjun@example.in',
      }),
    ).toEqual({
      city: ENQUIRY_MESSAGES.cityRequired,
      plotArea: ENQUIRY_MESSAGES.plotAreaRequired,
      plotAreaUnit: ENQUIRY_MESSAGES.plotAreaUnit,
      budgetRange: ENQUIRY_MESSAGES.budget,
      timeline: ENQUIRY_MESSAGES.timeline,
    });
    expect(fieldMessages(aConstructionEnquiry({ plotArea: '', budgetRange: 'lots' as never }))).toEqual({
      plotArea: ENQUIRY_MESSAGES.plotAreaRequired,
      budgetRange: ENQUIRY_MESSAGES.budget,
    });
    expect(fieldMessages(aConstructionEnquiry({ plotArea: 'big' }))).toEqual({
      plotArea: ENQUIRY_MESSAGES.plotAreaNumber,
    });
  });

  it.each([
    ['no body', undefined],
    ['null', null],
    ['text', 'build me a villa'],
  ])('refuses %s as a construction enquiry without throwing', (_case, input) => {
    expect(constructionEnquirySchema.safeParse(input).success).toBe(false);
  });

  it('refuses an unknown kind', () => {
    expect(fieldMessages({ kind: 'complaint', name: 'Arjun Rao' })).toEqual({ kind: ENQUIRY_MESSAGES.kind });
  });
});
