import { describe, expect, it } from 'vitest';
import {
  listingContactSchema,
  MASKED_PHONE,
  maskPhoneNumbers,
  PHONE_REVEAL_MESSAGES,
} from './contact-privacy.js';

describe('phone numbers typed into a listing', () => {
  it.each([
    'Call 9845012345 today',
    'Call +91 98450 12345 today',
    'Call +91-98450-12345 today',
    'Call 91 98450 12345 today',
    'Call 098450 12345 today',
    'Call 98.45.01.23.45 today',
    'Call 080-4567-8900 today',
    'Call 080 45678900 today',
    'Call 0120 4567890 today',
  ])('are masked: %s', (text) => {
    expect(maskPhoneNumbers(text)).toBe(`Call ${MASKED_PHONE} today`);
  });

  it('masks every number in a text', () => {
    expect(maskPhoneNumbers('Owner 9845012345, or my brother 7012345678.')).toBe(
      `Owner ${MASKED_PHONE}, or my brother ${MASKED_PHONE}.`,
    );
  });

  it.each([
    'Price ₹85,00,000 negotiable',
    '1450 sq ft, 3 BHK on the 4th floor',
    'PIN 560038, near the metro',
    'Built in 2019, renovated 2024',
    'RERA P51800012345',
    'RERA PRM/KA/RERA/1251/309/PR/180921/002024',
    'Plot 40x60, Survey No. 123/4',
    'Rent ₹25000 a month, deposit ₹150000',
    'Call 12345 or 1234567890123',
  ])('leaves other figures alone: %s', (text) => {
    expect(maskPhoneNumbers(text)).toBe(text);
  });
});

describe("a lister's choice of number", () => {
  it('keeps a mobile in one form, and an empty number as none', () => {
    expect(listingContactSchema.parse({ phone: '98450 12345', phoneShown: true })).toEqual({
      phone: '+919845012345',
      phoneShown: true,
    });
    expect(listingContactSchema.parse({ phone: ' ', phoneShown: false })).toEqual({
      phone: null,
      phoneShown: false,
    });
  });

  it.each([
    [{ phone: '12345', phoneShown: false }, 'phone', PHONE_REVEAL_MESSAGES.phoneInvalid],
    [{ phone: '+1 415 555 0100', phoneShown: false }, 'phone', PHONE_REVEAL_MESSAGES.phoneInvalid],
    [{ phone: '९८४५०१२३४५', phoneShown: false }, 'phone', PHONE_REVEAL_MESSAGES.phoneInvalid],
    [{ phone: '9'.repeat(5000), phoneShown: false }, 'phone', PHONE_REVEAL_MESSAGES.phoneInvalid],
    [{ phone: 9845012345, phoneShown: false }, 'phone', PHONE_REVEAL_MESSAGES.phoneInvalid],
    [{ phone: '', phoneShown: true }, 'phoneShown', PHONE_REVEAL_MESSAGES.phoneNeededToShow],
    [{ phone: '9845012345', phoneShown: 'yes' }, 'phoneShown', 'phoneShown must be true or false'],
  ])('refuses %j on %s', (input, field, message) => {
    const result = listingContactSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toContainEqual([
      field,
      message,
    ]);
  });
});
