/**
 * The signed token in every alert's unsubscribe link: the saved search's id and an HMAC of it with the
 * configured secret (config.unsubscribeSecret). Nothing is stored, and it does not expire: a mail from a year ago
 * must still stop the alerts. Deleting the search is what ends a token.
 */
import { SAVED_SEARCH_MESSAGES } from '#domain/saved-search';
import { AppError } from '#server/errors';
import { mintSignedToken, readSignedToken } from '#server/mail/signed-link-token';

const PURPOSE = 'househunt-unsubscribe:v1:';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export class UnsubscribeTokenError extends AppError {
  constructor() {
    super(400, 'UNSUBSCRIBE_TOKEN_INVALID', SAVED_SEARCH_MESSAGES.unsubscribeInvalid);
  }
}

export function mintUnsubscribeToken(secret: string, savedSearchId: string): string {
  return mintSignedToken(secret, PURPOSE, [savedSearchId]);
}

/** The saved search a genuine token names; an UnsubscribeTokenError for anything else. */
export function savedSearchOfToken(secret: string, token: string): string {
  const [id] = readSignedToken(secret, PURPOSE, token, 1) ?? [];
  if (id === undefined || !UUID.test(id)) throw new UnsubscribeTokenError();
  return id;
}

/** The link an alert mail carries, and its List-Unsubscribe headers (RFC 2369, one-click RFC 8058). */
export function unsubscribeLinks(publicUrl: string, secret: string, savedSearchId: string) {
  const token = encodeURIComponent(mintUnsubscribeToken(secret, savedSearchId));
  const oneClick = `${publicUrl}/api/saved-searches/unsubscribe?token=${token}`;
  return {
    /** The page a person opens from the mail: it says what will stop and asks them to confirm. */
    page: `${publicUrl}/unsubscribe?token=${token}`,
    headers: {
      'List-Unsubscribe': `<${oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
