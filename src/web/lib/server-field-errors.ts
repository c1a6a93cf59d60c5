// The one way a form shows what the server refused: every form with server-side checks goes through it.
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { msg } from '@lingui/core/macro';
import { i18n } from '@lingui/core';
import { ApiError } from './api-client';

const UNEXPECTED = msg`Something went wrong while sending. Please try again.`;

type Placement = {
  /**
   * The key the form's values are sent under, when the body carries more than the form (a listing is sent as
   * `{ property, imageIds }`): the server may name `property.title` for the form's `title`.
   */
  bodyKey?: string;
  /** Server names the form shows outside its fields, and where: `{ imageIds: 'root.imageIds' }`. */
  sections?: Record<string, `root.${string}`>;
};

/** The field a server name is about: `title`, `property.title`, `/property/title` and `amenities.2` alike. */
function fieldOf(name: string, bodyKey: string | undefined): string {
  const segments = name.split(/[./]/).filter(Boolean);
  if (segments.length > 1 && segments[0] === bodyKey) segments.shift();
  return segments[0] ?? name;
}

/**
 * Puts a refused submission's messages where the user will look: on the fields the server named (the first one
 * focused), in the sections named in `placement`, and anything else as the form's `root.server` error. A refusal
 * with nothing to point at (rate limit, gone listing, network) is said there in the server's words.
 */
export function showServerErrors<Values extends FieldValues>(
  form: { setError: UseFormSetError<Values> },
  error: unknown,
  fieldNames: readonly Path<Values>[],
  { bodyKey, sections = {} }: Placement = {},
): void {
  if (!(error instanceof ApiError)) {
    console.error(error);
    form.setError('root.server', { type: 'server', message: i18n._(UNEXPECTED) });
    return;
  }
  const unplaced: string[] = [];
  const sectionsShown = new Set<string>();
  let focused = false;
  for (const [name, message] of Object.entries(error.fields ?? {})) {
    const field = fieldOf(name, bodyKey);
    const section = sections[field];
    if ((fieldNames as readonly string[]).includes(field)) {
      form.setError(field as Path<Values>, { type: 'server', message }, { shouldFocus: !focused });
      focused = true;
    } else if (section) {
      // A section shows one message: the first one it is given.
      if (!sectionsShown.has(section)) form.setError(section, { type: 'server', message });
      sectionsShown.add(section);
    } else {
      unplaced.push(message);
    }
  }
  if ((!focused && sectionsShown.size === 0) || unplaced.length > 0) {
    form.setError('root.server', {
      type: 'server',
      message: unplaced.length > 0 ? unplaced.join(' ') : error.message,
    });
  }
}
