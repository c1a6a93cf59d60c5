/**
 * The signed "Manage your visit" link of every visit mail: the booking's id and the day of the visit it was
 * mailed for, signed with config.visitLinkSecret through the mechanism of the unsubscribe links. It works for
 * that one booking, and ends once that day (India time) is over.
 */
import { indiaToday } from '#domain/india-calendar';
import { VISIT_LINK_MESSAGES } from '#domain/visit-link';
import { AppError } from '#server/errors';
import { mintSignedToken, readSignedToken } from '#server/mail/signed-link-token';

const PURPOSE = 'househunt-visit:v1:';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export class VisitLinkInvalidError extends AppError {
  constructor() {
    super(400, 'VISIT_LINK_INVALID', VISIT_LINK_MESSAGES.invalid);
  }
}

export class VisitLinkExpiredError extends AppError {
  constructor() {
    super(410, 'VISIT_LINK_EXPIRED', VISIT_LINK_MESSAGES.expired);
  }
}

export function mintVisitLinkToken(secret: string, booking: { id: string; preferredDate: string }): string {
  return mintSignedToken(secret, PURPOSE, [booking.id, booking.preferredDate]);
}

/** The booking a genuine, unexpired token names; VisitLinkInvalidError or VisitLinkExpiredError otherwise. */
export function bookingOfVisitLink(secret: string, token: string, now = new Date()): string {
  const [id, visitDay] = readSignedToken(secret, PURPOSE, token, 2) ?? [];
  if (id === undefined || visitDay === undefined || !UUID.test(id) || !DAY.test(visitDay)) {
    throw new VisitLinkInvalidError();
  }
  if (indiaToday(now) > visitDay) throw new VisitLinkExpiredError();
  return id;
}

/** The page the link opens: /visit on the site, with the token. */
export function visitLinkUrl(
  publicUrl: string,
  secret: string,
  booking: { id: string; preferredDate: string },
) {
  return `${publicUrl}/visit?token=${encodeURIComponent(mintVisitLinkToken(secret, booking))}`;
}
