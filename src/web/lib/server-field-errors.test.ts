import { activateEnglish } from '#web/testing/languages';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { showServerErrors } from './server-field-errors';

// The messages are the English catalogue's, as on an English page.
activateEnglish();

type Values = { name: string; phone: string; propertyId: string };

const aForm = () => ({ setError: vi.fn() });

describe('showing a refused submission', () => {
  it('puts the server’s messages on the fields it names, focusing the first', () => {
    const form = aForm();
    const error = new ApiError(400, 'VALIDATION_FAILED', 'Some of the values sent are not valid: title.', {
      phone: 'Enter a 10-digit Indian mobile number',
      name: 'Please tell us your name.',
    });
    showServerErrors<Values>(form, error, ['name', 'phone']);
    expect(form.setError.mock.calls).toEqual([
      ['phone', { type: 'server', message: 'Enter a 10-digit Indian mobile number' }, { shouldFocus: true }],
      ['name', { type: 'server', message: 'Please tell us your name.' }, { shouldFocus: false }],
    ]);
  });

  it('says a message about a field the form does not show above the button', () => {
    const form = aForm();
    const error = new ApiError(400, 'VALIDATION_FAILED', 'Some of the values sent are not valid: title.', {
      propertyId: 'Please choose the property you would like to visit.',
    });
    showServerErrors<Values>(form, error, ['name', 'phone']);
    expect(form.setError).toHaveBeenCalledWith('root.server', {
      type: 'server',
      message: 'Please choose the property you would like to visit.',
    });
  });

  it('says a refusal without fields (rate limit, gone listing) in the server’s words', () => {
    const form = aForm();
    showServerErrors<Values>(form, new ApiError(429, 'RATE_LIMITED', 'Please wait 15 minutes.'), ['name']);
    expect(form.setError.mock.calls).toEqual([
      ['root.server', { type: 'server', message: 'Please wait 15 minutes.' }],
    ]);
  });

  it('says something went wrong for a failure that is not the server’s answer', () => {
    const form = aForm();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    showServerErrors<Values>(form, new TypeError('boom'), ['name']);
    expect(form.setError).toHaveBeenCalledWith('root.server', {
      type: 'server',
      message: 'Something went wrong while sending. Please try again.',
    });
    consoleError.mockRestore();
  });
});

describe('showing a refused listing save', () => {
  type Listing = { title: string; pincode: string; amenities: string[] };
  const LISTING_FIELDS = ['title', 'pincode', 'amenities'] as const;
  const placement = { bodyKey: 'property', sections: { imageIds: 'root.imageIds' } } as const;
  const refusal = (fields: Record<string, string>) =>
    new ApiError(400, 'VALIDATION_FAILED', 'Some of the values sent are not valid: title.', fields);

  it('puts form field messages on their fields, with or without the body key in front', () => {
    const form = aForm();
    const error = refusal({
      title: 'Title is required',
      'property.pincode': 'PIN code must be 6 digits',
      '/property/amenities/1': 'Amenities must be a list of names',
    });
    showServerErrors<Listing>(form, error, LISTING_FIELDS, placement);
    expect(form.setError.mock.calls).toEqual([
      ['title', { type: 'server', message: 'Title is required' }, { shouldFocus: true }],
      ['pincode', { type: 'server', message: 'PIN code must be 6 digits' }, { shouldFocus: false }],
      ['amenities', { type: 'server', message: 'Amenities must be a list of names' }, { shouldFocus: false }],
    ]);
  });

  it('sends the first photo message to the photos section and says the rest above the buttons', () => {
    const form = aForm();
    const error = refusal({
      imageIds: 'A listing can have at most 30 photos',
      'imageIds.3': 'Not a photo HouseHunt knows',
      version: 'The version is required',
    });
    showServerErrors<Listing>(form, error, LISTING_FIELDS, placement);
    expect(form.setError.mock.calls).toEqual([
      ['root.imageIds', { type: 'server', message: 'A listing can have at most 30 photos' }],
      ['root.server', { type: 'server', message: 'The version is required' }],
    ]);
  });

  it('says nothing more when every message has its place', () => {
    const form = aForm();
    showServerErrors<Listing>(
      form,
      refusal({ imageIds: 'A listing can have at most 30 photos' }),
      LISTING_FIELDS,
      placement,
    );
    expect(form.setError.mock.calls).toEqual([
      ['root.imageIds', { type: 'server', message: 'A listing can have at most 30 photos' }],
    ]);
  });
});
