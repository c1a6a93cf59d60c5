import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import '#domain/validation-messages';
import { MY_LISTINGS_MESSAGES } from '#domain/my-listings';
import { PHOTO_MESSAGES } from '#domain/photo-limits';
import { fieldErrors, propertyInputSchema } from '#domain/property-schema';
import { validateReraNumber } from '#domain/rera';
import { messages as englishMessages } from '#web/locales/en/lister.po';
import { messages as hindiMessages } from '#web/locales/hi/lister.po';
import { listingMessage } from './listing-validation-messages';

const english = setupI18n({ locale: 'en', messages: { en: englishMessages } });
const hindi = setupI18n({ locale: 'hi', messages: { hi: hindiMessages } });
const DEVANAGARI = /[\u0900-\u097F]/;

/** The schema's messages for a listing, as the form and the server's `fields` carry them. */
function messagesFor(listing: Record<string, unknown>): string[] {
  const parsed = propertyInputSchema.safeParse(listing);
  return parsed.success ? [] : Object.values(fieldErrors(parsed.error));
}

const A_FLAT = {
  title: 'Sunny 2 BHK',
  mainCategory: 'residential',
  subCategory: 'flat',
  propertyStatus: 'rent',
  price: '45000',
  availableFrom: '2026-12-01',
  address: '12 Main Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560034',
  squareFeet: '1200',
};

describe('the listing form’s validation messages', () => {
  it('are shown exactly as they came on English pages', () => {
    for (const message of messagesFor({})) expect(listingMessage(english, message)).toBe(message);
  });

  it('are all said in Hindi on Hindi pages, for an empty form and for wrong values', () => {
    const messages = [
      ...messagesFor({}),
      ...messagesFor({
        ...A_FLAT,
        title: 'Flat',
        price: '-5',
        carpetArea: '1500',
        bedrooms: '2.5',
        floorNumber: '9',
        totalFloors: '4',
        latitude: '12.9',
      }),
      ...messagesFor({ ...A_FLAT, pincode: '400001' }),
      ...messagesFor({ ...A_FLAT, city: 'Mumbai' }),
      ...messagesFor({ ...A_FLAT, city: 'Banglore' }),
      validateReraNumber('Maharashtra', 'X1')!,
      validateReraNumber('Ladakh', 'P1')!,
      MY_LISTINGS_MESSAGES.listerKind,
      MY_LISTINGS_MESSAGES.tooManyPending,
      PHOTO_MESSAGES.tooLarge,
      PHOTO_MESSAGES.notAPhoto,
    ];
    expect(messages.length).toBeGreaterThan(15);
    const untranslated = messages.filter((message) => !DEVANAGARI.test(listingMessage(hindi, message)));
    expect(untranslated).toEqual([]);
  });

  it('keeps the values a message names', () => {
    expect(listingMessage(hindi, 'Enter the PIN code')).toBe('पिन कोड दर्ज करें');
    expect(listingMessage(hindi, 'Number of bedrooms must be a whole number from 0 to 20')).toBe(
      'बेडरूम की संख्या 0 से 20 तक की पूरी संख्या होनी चाहिए',
    );
    expect(listingMessage(hindi, 'PIN code 400001 is in Maharashtra, not Karnataka')).toBe(
      'पिन कोड 400001 महाराष्ट्र में है, कर्नाटक में नहीं',
    );
  });

  it('shows a message it does not know as it came', () => {
    expect(listingMessage(hindi, 'Something new the server says')).toBe('Something new the server says');
  });
});
