import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_SETTINGS, SITE_SETTINGS_MESSAGES, siteSettingsSchema } from './site-settings.js';

const withPhone = (contactPhone: unknown) => ({ ...DEFAULT_SITE_SETTINGS, contactPhone });

const phoneMessages = (contactPhone: unknown) =>
  siteSettingsSchema
    .safeParse(withPhone(contactPhone))
    .error?.issues.filter((issue) => issue.path[0] === 'contactPhone')
    .map((issue) => issue.message);

describe('the site contact phone', () => {
  it.each([
    ['+91 80 4567 8900', 'a Bengaluru landline with +91'],
    ['080 4567 8900', 'a landline with the trunk 0'],
    ['011-2345-6789', 'a Delhi landline with hyphens'],
    ['0471 234 5678', 'a landline with a four-digit STD code'],
    ['98450 12345', 'a mobile'],
    ['+91 98450 12345', 'a mobile with +91'],
    ['919845012345', 'a mobile with 91'],
    ['1800 123 4567', 'a toll-free number'],
    ['1800 22 1234', 'a short toll-free number'],
  ])('takes %j (%s) as the admin wrote it', (phone) => {
    expect(siteSettingsSchema.parse(withPhone(` ${phone} `)).contactPhone).toBe(phone);
  });

  it.each([
    ['12345', 'five digits'],
    ['8045678900 1', 'eleven digits'],
    ['456 7890', 'a landline without its STD code'],
    ['+1 415 555 0100', 'a US number'],
    ['+44 20 7946 0000', 'a UK number'],
    ['0000000000', 'zeros'],
    ['call us', 'words'],
    [`98450${' '.repeat(30)}12345`, 'padded past 30 characters'],
  ])('refuses %j (%s) saying what a phone number looks like', (phone) => {
    expect(phoneMessages(phone)).toEqual([SITE_SETTINGS_MESSAGES.contactPhoneInvalid]);
  });

  it('names the number formats it takes', () => {
    expect(SITE_SETTINGS_MESSAGES.contactPhoneInvalid).toMatch(/10-digit mobile/);
    expect(SITE_SETTINGS_MESSAGES.contactPhoneInvalid).toMatch(/STD code/);
    expect(SITE_SETTINGS_MESSAGES.contactPhoneInvalid).not.toMatch(/required/);
  });

  it.each(['', '   ', undefined])('says a missing number (%j) is required', (phone) => {
    expect(phoneMessages(phone)).toEqual([SITE_SETTINGS_MESSAGES.contactPhoneRequired]);
  });
});
