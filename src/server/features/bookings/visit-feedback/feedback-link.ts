/**
 * The signed link of the "How was your visit?" mail: the booking's id, signed with config.visitLinkSecret through
 * the mechanism of the "Manage your visit" link (mail/signed-link-token.ts) under a purpose of its own, so neither
 * link opens the other's page. It answers for that one booking only.
 */
import { VISIT_FEEDBACK_MESSAGES } from '#domain/visit-feedback';
import { AppError } from '#server/errors';
import { mintSignedToken, readSignedToken } from '#server/mail/signed-link-token';

const PURPOSE = 'househunt-visit-feedback:v1:';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export class VisitFeedbackLinkInvalidError extends AppError {
  constructor() {
    super(400, 'VISIT_FEEDBACK_LINK_INVALID', VISIT_FEEDBACK_MESSAGES.invalid);
  }
}

export function mintVisitFeedbackToken(secret: string, booking: { id: string }): string {
  return mintSignedToken(secret, PURPOSE, [booking.id]);
}

/** The booking a genuine token names; VisitFeedbackLinkInvalidError for anything else. */
export function bookingOfFeedbackLink(secret: string, token: string): string {
  const [id] = readSignedToken(secret, PURPOSE, token, 1) ?? [];
  if (id === undefined || !UUID.test(id)) throw new VisitFeedbackLinkInvalidError();
  return id;
}

/** The page the link opens: /visit/feedback on the site, with the token. */
export function visitFeedbackUrl(publicUrl: string, secret: string, booking: { id: string }) {
  return `${publicUrl}/visit/feedback?token=${encodeURIComponent(mintVisitFeedbackToken(secret, booking))}`;
}
