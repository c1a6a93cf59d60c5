import { describe, expect, it } from 'vitest';
import { telHref, whatsAppChatUrl } from './phone-links';

describe('links to the site phone number', () => {
  it('dials the number without its spaces and dashes', () => {
    expect(telHref('+91 80 4567-8900')).toBe('tel:+918045678900');
  });

  it.each([
    ['+91 80 4567 8900', '918045678900'],
    ['080 4567 8900', '918045678900'],
    ['98450 12345', '919845012345'],
    ['0091 98450 12345', '919845012345'],
    ['+44 20 7946 0958', '442079460958'],
  ])('opens a WhatsApp chat with %s as %s', (phone, number) => {
    expect(whatsAppChatUrl(phone, 'Hi')).toBe(`https://wa.me/${number}?text=Hi`);
  });

  it('sends the message as typed, and offers no chat for a number that cannot be one', () => {
    expect(whatsAppChatUrl('+91 98450 12345', 'Flat & garden?\nhttps://x/1')).toBe(
      'https://wa.me/919845012345?text=Flat%20%26%20garden%3F%0Ahttps%3A%2F%2Fx%2F1',
    );
    expect(whatsAppChatUrl('4567 8900', 'Hi')).toBeNull();
    expect(whatsAppChatUrl('Call us', 'Hi')).toBeNull();
  });
});
