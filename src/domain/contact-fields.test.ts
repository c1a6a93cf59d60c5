import { describe, expect, it } from 'vitest';
import {
  CONTACT_MESSAGES,
  formatIndianMobile,
  indianMobile,
  nationalIndianMobile,
  normaliseIndianMobile,
  optionalEmail,
  optionalIndianMobile,
  personName,
  requiredEmail,
} from './contact-fields.js';

const messageOf = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message;

describe('Indian mobile numbers', () => {
  it.each([
    ['9845012345', '+919845012345'],
    ['98450 12345', '+919845012345'],
    ['98450-12345', '+919845012345'],
    ['+91 98450 12345', '+919845012345'],
    ['+91-98450-12345', '+919845012345'],
    ['919845012345', '+919845012345'],
    ['098450 12345', '+919845012345'],
    ['  6000000000 ', '+916000000000'],
  ])('reads %j as %s', (typed, normalised) => {
    expect(normaliseIndianMobile(typed)).toBe(normalised);
    expect(indianMobile.parse(typed)).toBe(normalised);
  });

  it.each([
    ['5845012345', 'starts with 5'],
    ['984501234', 'nine digits'],
    ['98450123456', 'eleven digits'],
    ['+1 415 555 0100', 'a US number'],
    ['+92 98450 12345', 'another country code'],
    ['022 2345 6789', 'a Mumbai landline'],
    ['98450.12345', 'dots'],
    ['(98450) 12345', 'brackets'],
    ['call me', 'words'],
  ])('refuses %j (%s) with a message saying what a mobile number looks like', (typed) => {
    expect(normaliseIndianMobile(typed)).toBeNull();
    expect(messageOf(indianMobile.safeParse(typed))).toBe(CONTACT_MESSAGES.phoneInvalid);
  });

  it('asks for a number when none is given', () => {
    expect(messageOf(indianMobile.safeParse(''))).toBe(CONTACT_MESSAGES.phoneRequired);
    expect(messageOf(indianMobile.safeParse(undefined))).toBe(CONTACT_MESSAGES.phoneRequired);
  });

  it('lets an optional number be left empty but still checks one that is typed', () => {
    expect(optionalIndianMobile.parse('')).toBeUndefined();
    expect(optionalIndianMobile.parse(null)).toBeUndefined();
    expect(optionalIndianMobile.parse(undefined)).toBeUndefined();
    expect(optionalIndianMobile.parse('98450 12345')).toBe('+919845012345');
    expect(messageOf(optionalIndianMobile.safeParse('12345'))).toBe(CONTACT_MESSAGES.phoneInvalid);
  });

  it('writes a stored number the way Indians read it', () => {
    expect(formatIndianMobile('+919845012345')).toBe('+91 98450 12345');
  });

  it('writes a stored number as dialled within India, and leaves anything else as it is', () => {
    expect(nationalIndianMobile('+919845012345')).toBe('98450 12345');
    expect(nationalIndianMobile('+44 20 7946 0000')).toBe('+44 20 7946 0000');
  });
});

describe('names', () => {
  it.each(['Priya Sharma', 'S. Ramesh', "Anne D'Souza", 'मीरा शर्मा', 'கார்த்திக்', 'Jean-Luc'])(
    'accepts %j',
    (name) => expect(personName.parse(name)).toBe(name),
  );

  it('trims and collapses spaces', () => {
    expect(personName.parse('  Priya   Sharma ')).toBe('Priya Sharma');
  });

  it.each([
    ['', CONTACT_MESSAGES.nameRequired],
    [' a ', CONTACT_MESSAGES.nameRequired],
    ['x'.repeat(81), CONTACT_MESSAGES.nameTooLong],
    ['Buy now http://spam.example', CONTACT_MESSAGES.nameLetters],
    ['Agent 007', CONTACT_MESSAGES.nameLetters],
  ])('refuses %j', (name, message) => {
    expect(messageOf(personName.safeParse(name))).toBe(message);
  });
});

describe('email addresses', () => {
  it('lower-cases and trims an address', () => {
    expect(requiredEmail.parse('  Priya.Sharma@Example.IN ')).toBe('priya.sharma@example.in');
  });

  it('asks for a required address, and explains a malformed one', () => {
    expect(messageOf(requiredEmail.safeParse(''))).toBe(CONTACT_MESSAGES.emailRequired);
    expect(messageOf(requiredEmail.safeParse('priya@'))).toBe(CONTACT_MESSAGES.emailInvalid);
  });

  it('lets an optional address be blank but checks one that is typed', () => {
    expect(optionalEmail.parse('')).toBeUndefined();
    expect(optionalEmail.parse(null)).toBeUndefined();
    expect(optionalEmail.parse('priya@example.in')).toBe('priya@example.in');
    expect(messageOf(optionalEmail.safeParse('priya at example.in'))).toBe(CONTACT_MESSAGES.emailInvalid);
  });
});
