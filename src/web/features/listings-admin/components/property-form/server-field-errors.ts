import { PROPERTY_FIELD_NAMES, type PropertyFieldName } from './property-form-values';

/** A save's field errors from the server, sorted by where the form shows them. */
export type ServerFieldErrors = {
  fields: Array<[PropertyFieldName, string]>;
  /** About imageIds: shown in the Property Images section. */
  photos: string | null;
  /** About anything the form has no place for. */
  other: string[];
};

/** Reads `{ fieldName: message }`, whether names are bare ("title") or under the body's key ("property.title"). */
export function sortServerFieldErrors(fields: Record<string, string>): ServerFieldErrors {
  const sorted: ServerFieldErrors = { fields: [], photos: null, other: [] };
  for (const [name, message] of Object.entries(fields)) {
    const field = name.replace(/^\/?property[./]/, '');
    if (field === 'imageIds' || field.startsWith('imageIds.') || field.startsWith('imageIds/')) {
      sorted.photos ??= message;
    } else if ((PROPERTY_FIELD_NAMES as string[]).includes(field)) {
      sorted.fields.push([field as PropertyFieldName, message]);
    } else {
      sorted.other.push(message);
    }
  }
  return sorted;
}
