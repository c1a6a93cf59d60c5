import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { showSubmissionError } from './server-field-errors';

type Values = { name: string; phone: string; propertyId: string };

const aForm = () => ({ setError: vi.fn() });

describe('showing a refused submission', () => {
  it('puts the server’s messages on the fields it names, focusing the first', () => {
    const form = aForm();
    const error = new ApiError(400, 'VALIDATION_FAILED', 'Some body are not valid', {
      phone: 'Enter a 10-digit Indian mobile number',
      name: 'Please tell us your name.',
    });
    showSubmissionError<Values>(form, error, ['name', 'phone']);
    expect(form.setError.mock.calls).toEqual([
      ['phone', { type: 'server', message: 'Enter a 10-digit Indian mobile number' }, { shouldFocus: true }],
      ['name', { type: 'server', message: 'Please tell us your name.' }, { shouldFocus: false }],
    ]);
  });

  it('says a message about a field the form does not show above the button', () => {
    const form = aForm();
    const error = new ApiError(400, 'VALIDATION_FAILED', 'Some body are not valid', {
      propertyId: 'Please choose the property you would like to visit.',
    });
    showSubmissionError<Values>(form, error, ['name', 'phone']);
    expect(form.setError).toHaveBeenCalledWith('root.server', {
      type: 'server',
      message: 'Please choose the property you would like to visit.',
    });
  });

  it('says a refusal without fields (rate limit, gone listing) in the server’s words', () => {
    const form = aForm();
    showSubmissionError<Values>(form, new ApiError(429, 'RATE_LIMITED', 'Please wait 15 minutes.'), ['name']);
    expect(form.setError.mock.calls).toEqual([
      ['root.server', { type: 'server', message: 'Please wait 15 minutes.' }],
    ]);
  });

  it('says something went wrong for a failure that is not the server’s answer', () => {
    const form = aForm();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    showSubmissionError<Values>(form, new TypeError('boom'), ['name']);
    expect(form.setError).toHaveBeenCalledWith('root.server', {
      type: 'server',
      message: 'Something went wrong while sending. Please try again.',
    });
    consoleError.mockRestore();
  });
});
