import type { MessageDescriptor, Messages } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { BOOKING_STATUS_LABELS } from '#domain/booking-management';
import { ENQUIRY_STATUS_LABELS } from '#domain/enquiry-management';
import { LAND_AREA_UNIT_LABELS } from '#domain/land-area';
import { LISTER_KIND_BADGES, LISTER_KIND_LABELS } from '#domain/listing-lister';
import { FLOOR_BAND_LABELS } from '#domain/listing-search';
import { VERIFICATION_CHECK_LABELS } from '#domain/listing-verification';
import {
  AGE_OF_PROPERTY_LABELS,
  ALL_SUB_CATEGORIES,
  AMENITIES,
  FACING_LABELS,
  featuresFor,
  FURNISHING_STATUS_LABELS,
  INDIAN_STATES,
  MAIN_CATEGORY_LABELS,
  PROPERTY_STATUS_LABELS,
  RENTAL_FREQUENCY_LABELS,
  SUB_CATEGORY_LABELS,
} from '#domain/taxonomy';
import { VISIT_TIME_SLOT_LABELS, VISIT_TIME_SLOTS } from '#domain/visit-times';
import { i18nSpeaking } from '#web/testing/languages';
import { AMENITY_MESSAGES } from './amenities';
import { ENQUIRY_STATUS_MESSAGES } from './enquiry-statuses';
import { FACING_MESSAGES } from './facing';
import { FEATURE_MESSAGES } from './features';
import { FLOOR_BAND_MESSAGES } from './floor-bands';
import { FURNISHING_STATUS_MESSAGES } from './furnishing';
import { INDIAN_STATE_MESSAGES } from './indian-states';
import { LAND_AREA_UNIT_MESSAGES } from './land-area-units';
import { LISTER_KIND_BADGE_MESSAGES, LISTER_KIND_MESSAGES } from './lister-kinds';
import { MAIN_CATEGORY_MESSAGES } from './main-categories';
import { AGE_OF_PROPERTY_MESSAGES } from './property-ages';
import { PROPERTY_STATUS_MESSAGES } from './property-statuses';
import { RENTAL_FREQUENCY_MESSAGES } from './rental-frequencies';
import { storedNameIn } from './stored-names';
import { SUB_CATEGORY_MESSAGES } from './sub-categories';
import { VERIFICATION_CHECK_MESSAGES } from './verification-checks';
import { VISIT_TIME_SLOT_MESSAGES, visitSlotText } from './visit-slots';
import { BOOKING_STATUS_MESSAGES } from './visit-statuses';

type Table = Readonly<Record<string, MessageDescriptor>>;

const english = i18nSpeaking('en');
const hindi = i18nSpeaking('hi');
const said = (messages: Table) =>
  Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, english._(message)]));
const namesOf = (names: readonly string[]) => Object.fromEntries(names.map((name) => [name, name]));

const TABLES: Record<string, Table> = {
  MAIN_CATEGORY_MESSAGES,
  SUB_CATEGORY_MESSAGES,
  PROPERTY_STATUS_MESSAGES,
  RENTAL_FREQUENCY_MESSAGES,
  FURNISHING_STATUS_MESSAGES,
  FACING_MESSAGES,
  AGE_OF_PROPERTY_MESSAGES,
  FLOOR_BAND_MESSAGES,
  LISTER_KIND_BADGE_MESSAGES,
  LISTER_KIND_MESSAGES,
  AMENITY_MESSAGES,
  FEATURE_MESSAGES,
  LAND_AREA_UNIT_MESSAGES,
  INDIAN_STATE_MESSAGES,
  VERIFICATION_CHECK_MESSAGES,
  VISIT_TIME_SLOT_MESSAGES,
  BOOKING_STATUS_MESSAGES,
  ENQUIRY_STATUS_MESSAGES,
};

// Each compiled Hindi catalogue on its own, to see what a label reads in each of them.
const hindiCatalogues = Object.entries(
  import.meta.glob<Messages>('../../locales/hi/*.po', { eager: true, import: 'messages' }),
);

describe('the one table per vocabulary', () => {
  it('reads in English exactly as the domain’s labels', () => {
    expect(said(MAIN_CATEGORY_MESSAGES)).toEqual(MAIN_CATEGORY_LABELS);
    expect(said(SUB_CATEGORY_MESSAGES)).toEqual(SUB_CATEGORY_LABELS);
    expect(said(PROPERTY_STATUS_MESSAGES)).toEqual(PROPERTY_STATUS_LABELS);
    expect(said(RENTAL_FREQUENCY_MESSAGES)).toEqual(RENTAL_FREQUENCY_LABELS);
    expect(said(FURNISHING_STATUS_MESSAGES)).toEqual(FURNISHING_STATUS_LABELS);
    expect(said(FACING_MESSAGES)).toEqual(FACING_LABELS);
    expect(said(AGE_OF_PROPERTY_MESSAGES)).toEqual(AGE_OF_PROPERTY_LABELS);
    expect(said(FLOOR_BAND_MESSAGES)).toEqual(FLOOR_BAND_LABELS);
    expect(said(LISTER_KIND_BADGE_MESSAGES)).toEqual(LISTER_KIND_BADGES);
    expect(said(LISTER_KIND_MESSAGES)).toEqual(LISTER_KIND_LABELS);
    expect(said(LAND_AREA_UNIT_MESSAGES)).toEqual(LAND_AREA_UNIT_LABELS);
    expect(said(AMENITY_MESSAGES)).toEqual(namesOf(AMENITIES));
    expect(said(INDIAN_STATE_MESSAGES)).toEqual(namesOf(INDIAN_STATES));
    const features = new Set(ALL_SUB_CATEGORIES.flatMap((type) => featuresFor(type)));
    expect(said(FEATURE_MESSAGES)).toEqual(namesOf([...features].sort()));
    expect(said(VERIFICATION_CHECK_MESSAGES)).toEqual(VERIFICATION_CHECK_LABELS);
    expect(said(BOOKING_STATUS_MESSAGES)).toEqual(BOOKING_STATUS_LABELS);
    expect(said(ENQUIRY_STATUS_MESSAGES)).toEqual(ENQUIRY_STATUS_LABELS);
    for (const slot of VISIT_TIME_SLOTS)
      expect(visitSlotText(english, slot)).toBe(VISIT_TIME_SLOT_LABELS[slot]);
  });

  it('reads in Hindi as Hindi property sites write it', () => {
    expect(hindi._(SUB_CATEGORY_MESSAGES.flat)).toBe('फ़्लैट/अपार्टमेंट');
    expect(hindi._(FURNISHING_STATUS_MESSAGES['semi-furnished'])).toBe('सेमी-फ़र्निश्ड');
    expect(hindi._(FACING_MESSAGES.east)).toBe('पूर्व');
    expect(hindi._(AMENITY_MESSAGES['Power Backup'])).toBe('पावर बैकअप');
    expect(hindi._(INDIAN_STATE_MESSAGES.Maharashtra)).toBe('महाराष्ट्र');
    expect(hindi._(BOOKING_STATUS_MESSAGES.pending)).toBe('पुष्टि बाकी');
    expect(visitSlotText(hindi, '09:00-11:00')).toBe('सुबह, 9 से 11 बजे');
  });

  it('shows a stored name it has no message for, or a slot no longer offered, as stored', () => {
    expect(storedNameIn(hindi, AMENITY_MESSAGES, 'Helipad')).toBe('Helipad');
    expect(storedNameIn(hindi, AMENITY_MESSAGES, 'constructor')).toBe('constructor');
    expect(visitSlotText(hindi, '08:00-09:00')).toBe('08:00-09:00');
  });

  it('says each label in the same Hindi in every catalogue that holds it', () => {
    for (const [table, messages] of Object.entries(TABLES)) {
      for (const [key, message] of Object.entries(messages)) {
        const readings = new Set(
          hindiCatalogues
            .filter(([, catalogue]) => Object.hasOwn(catalogue, message.id))
            .map(([, catalogue]) => JSON.stringify(catalogue[message.id])),
        );
        expect(readings.size, `${table}.${key}`).toBe(1);
      }
    }
  });
});
