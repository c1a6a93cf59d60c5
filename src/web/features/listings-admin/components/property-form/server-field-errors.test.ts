import { describe, expect, it } from 'vitest';
import { sortServerFieldErrors } from './server-field-errors';

describe('sortServerFieldErrors', () => {
  it('puts form field messages on their fields, with or without the body key in front', () => {
    expect(
      sortServerFieldErrors({ title: 'Title is required', 'property.pincode': 'PIN code must be 6 digits' })
        .fields,
    ).toEqual([
      ['title', 'Title is required'],
      ['pincode', 'PIN code must be 6 digits'],
    ]);
  });

  it('sends photo messages to the photos section and keeps the rest for a general message', () => {
    expect(
      sortServerFieldErrors({
        imageIds: 'A listing can have at most 30 photos',
        version: 'The version is required',
      }),
    ).toEqual({
      fields: [],
      photos: 'A listing can have at most 30 photos',
      other: ['The version is required'],
    });
  });
});
