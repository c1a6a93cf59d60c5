import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { PlaceFilters } from '#domain/place-filters';
import { speakHindi } from '#web/testing/languages';
import { renderAdmin } from '#web/testing/render-admin';
import { PlaceBox } from './place-box';

const places = {
  items: [
    {
      kind: 'locality',
      label: 'Whitefield, Bengaluru',
      city: 'Bengaluru',
      locality: 'Whitefield',
      count: 1250,
    },
    { kind: 'city', label: 'Bengaluru', city: 'Bengaluru', count: 1 },
    {
      kind: 'pincode',
      label: '560066 · Whitefield, Bengaluru',
      city: 'Bengaluru',
      locality: 'Whitefield',
      pincode: '560066',
      count: 3,
    },
  ],
};

function Box({ onPick }: { onPick: (filters: PlaceFilters, label: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <PlaceBox
      aria-label="place"
      value={value}
      onChange={(event) => setValue(event.target.value)}
      onPick={(filters, label) => {
        setValue(label);
        onPick(filters, label);
      }}
    />
  );
}

describe('the place box’s suggestions', () => {
  it('names the places in Devanagari on a Hindi page, and puts the Devanagari name in the box when picked', async () => {
    speakHindi();
    const onPick = vi.fn();
    const { user } = renderAdmin(<Box onPick={onPick} />, {
      'GET /places?q=wh': [{ status: 200, body: places }],
    });
    await user.type(screen.getByRole('combobox'), 'wh');
    const options = await screen.findAllByRole('option', {}, { timeout: 5000 });
    expect(options.map((option) => option.textContent)).toEqual([
      'व्हाइटफ़ील्ड, बेंगलुरुइलाका · 1,250 प्रॉपर्टी',
      'बेंगलुरुशहर · 1 प्रॉपर्टी',
      '560066 · व्हाइटफ़ील्ड, बेंगलुरुपिन कोड · 3 प्रॉपर्टी',
    ]);
    await user.click(options[0]!);
    expect(onPick).toHaveBeenCalledWith({ city: 'Bengaluru', locality: 'Whitefield' }, 'व्हाइटफ़ील्ड, बेंगलुरु');
    expect(screen.getByRole('combobox')).toHaveProperty('value', 'व्हाइटफ़ील्ड, बेंगलुरु');
  });

  it('keeps the names as stored on an English page', async () => {
    const { user } = renderAdmin(<Box onPick={vi.fn()} />, {
      'GET /places?q=wh': [{ status: 200, body: places }],
    });
    await user.type(screen.getByRole('combobox'), 'wh');
    const options = await screen.findAllByRole('option', {}, { timeout: 5000 });
    expect(options[0]!.textContent).toBe('Whitefield, BengaluruLocality · 1,250 properties');
    expect(options[2]!.textContent).toBe('560066 · Whitefield, BengaluruPIN code · 3 properties');
  });
});
