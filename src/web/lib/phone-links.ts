/** Links that call or message a phone number as the site settings write it ('+91 80 4567 8900'). */

/** 'tel:+918045678900': the number as a phone dials it, spaces and dashes left out. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/**
 * The number as WhatsApp's click-to-chat wants it, country code first and digits only: '+91 80 4567 8900' →
 * '918045678900'. A number written the Indian way without it ('080 4567 8900', '98450 12345') is India's; anything
 * that cannot be a full international number is null.
 */
function whatsAppNumber(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  const international = phone.trim().startsWith('+')
    ? digits
    : digits.startsWith('00')
      ? digits.slice(2)
      : digits.startsWith('0')
        ? `91${digits.slice(1)}`
        : digits.length === 10
          ? `91${digits}`
          : digits;
  return /^[1-9]\d{9,14}$/.test(international) ? international : null;
}

/** A WhatsApp chat with this number, the message typed in for the visitor to send; null for an unusable number. */
export function whatsAppChatUrl(phone: string, message: string): string | null {
  const number = whatsAppNumber(phone);
  return number ? `https://wa.me/${number}?text=${encodeURIComponent(message)}` : null;
}
