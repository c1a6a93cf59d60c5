import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '#web/lib/api-client';
import { speakHindi } from '#web/testing/languages';
import { useVisitorForm } from './use-visitor-form';

const schema = z.object({ name: z.string().min(1) });

/** A visitor form whose sending is refused with `error`, submitted once. */
async function refusedWith(error: ApiError) {
  const { result } = renderHook(() =>
    useVisitorForm({
      schema,
      defaultValues: { name: 'Asha' },
      submission: { mutateAsync: () => Promise.reject(error) },
      onSent: vi.fn(),
    }),
  );
  await act(() => result.current.onSubmit());
  return result.current.formError;
}

const soldOn = (day: string) =>
  new ApiError(
    409,
    'LISTING_NOT_AVAILABLE',
    `Sold on ${day}: this home is no longer available on HouseHunt.`,
    {},
    undefined,
    {
      departure: { kind: 'sold', on: '2026-12-03' },
    },
  );

describe('a visitor form whose listing left while it was open', () => {
  it('says what became of the home in English on an English page', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-20T06:30:00Z'));
    expect(await refusedWith(soldOn('3 Dec'))).toBe(
      'Sold on 3 Dec: this home is no longer available on HouseHunt.',
    );
    vi.useRealTimers();
  });

  it('says it in Hindi on a Hindi page, though the server wrote English', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-20T06:30:00Z'));
    speakHindi('errors');
    expect(await refusedWith(soldOn('3 Dec'))).toBe('3 दिसंबर को बिक गया: यह घर अब HouseHunt पर उपलब्ध नहीं है।');
    const archived = new ApiError(
      409,
      'LISTING_NOT_AVAILABLE',
      'This home is no longer available on HouseHunt.',
      {},
      undefined,
      {
        departure: { kind: 'unavailable', on: null },
      },
    );
    expect(await refusedWith(archived)).toBe('यह घर अब HouseHunt पर उपलब्ध नहीं है।');
    vi.useRealTimers();
  });

  it('shows any other refusal as before', async () => {
    expect(
      await refusedWith(new ApiError(429, 'RATE_LIMITED', 'Too many requests. Please wait a minute.')),
    ).toBe('Too many requests. Please wait a minute.');
  });
});
