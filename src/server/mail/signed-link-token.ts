/**
 * The signed tokens in links mails carry (an alert's unsubscribe, a visit's "Manage your visit") and in a shared
 * comparison's link: the fields the link stands for, joined by dots, and an HMAC of them under the link's purpose with
 * a configured secret.
 * Nothing is stored; whoever holds the link holds what it names, and nothing else.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** A field a token may carry: ids, dates; never a dot, which separates them. */
const FIELD = /^[0-9A-Za-z-]+$/;

const signature = (secret: string, purpose: string, fields: readonly string[]) =>
  createHmac('sha256', secret)
    .update(`${purpose}${fields.join('.')}`)
    .digest();

export function mintSignedToken(secret: string, purpose: string, fields: readonly string[]): string {
  if (!fields.every((field) => FIELD.test(field))) throw new Error(`A token field must match ${FIELD}`);
  return [...fields, signature(secret, purpose, fields).toString('base64url')].join('.');
}

/** The fields of a genuine token of `purpose` with `count` fields; null for anything else. */
export function readSignedToken(
  secret: string,
  purpose: string,
  token: string,
  count: number,
): string[] | null {
  const parts = token.split('.');
  if (parts.length !== count + 1) return null;
  const fields = parts.slice(0, count);
  const signed = parts[count]!;
  if (!fields.every((field) => FIELD.test(field))) return null;
  const sent = Buffer.from(signed, 'base64url');
  const expected = signature(secret, purpose, fields);
  const genuine =
    // Re-encoding catches a signature spelled differently that decodes to the same bytes.
    sent.toString('base64url') === signed &&
    sent.length === expected.length &&
    timingSafeEqual(sent, expected);
  return genuine ? fields : null;
}
