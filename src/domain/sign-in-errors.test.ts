import { describe, expect, it } from 'vitest';
import { signInErrorMessage } from './sign-in-errors.js';

describe('sign-in error messages', () => {
  it('turns a known code into our words', () => {
    expect(signInErrorMessage('cancelled')).toBe('Sign-in was cancelled.');
  });

  it('never repeats text it does not know', () => {
    expect(signInErrorMessage('Account locked, call us')).toBe('Sign-in did not work. Please try again.');
    expect(signInErrorMessage('toString')).toBe('Sign-in did not work. Please try again.');
    expect(signInErrorMessage(null)).toBe('Sign-in did not work. Please try again.');
  });
});
