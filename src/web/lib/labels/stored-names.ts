/** Amenities, features and states are stored by their English names: this shows one in the page's language. */
import type { I18n, MessageDescriptor } from '@lingui/core';

/** A stored name in the page's language; a name `messages` lacks (one added to the domain since) as it is. */
export function storedNameIn(
  i18n: I18n,
  messages: Readonly<Record<string, MessageDescriptor>>,
  name: string,
): string {
  const message = Object.hasOwn(messages, name) ? messages[name] : undefined;
  return message ? i18n._(message) : name;
}
