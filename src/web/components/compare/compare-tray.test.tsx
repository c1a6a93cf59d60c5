import { i18n } from '@lingui/core';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { compareSelection } from '#web/lib/compare-selection';
import { messages as hindiMessages } from '#web/locales/hi/common.po';
import { activateEnglish } from '#web/testing/languages';
import { CompareTray } from './compare-tray';

const FLAT_A = '5f0c1d9e-0000-4000-8000-00000000000a';
const FLAT_B = '5f0c1d9e-0000-4000-8000-00000000000b';

function renderTray() {
  const router = createMemoryRouter([{ path: '*', element: <CompareTray /> }], {
    initialEntries: ['/properties'],
  });
  render(<RouterProvider router={router} />);
}

afterEach(() => {
  compareSelection.clear();
  activateEnglish();
});

describe('the compare tray', () => {
  it('asks for one more listing, in English', () => {
    compareSelection.pick(FLAT_A);
    renderTray();
    const tray = screen.getByRole('region', { name: 'Listings to compare' });
    expect(tray.textContent).toContain(
      '1 of 4 listings picked to compare. Pick one more to compare them side by side.',
    );
    expect(screen.getByRole('button', { name: 'Clear' })).toBeTruthy();
  });

  it('speaks Hindi on Hindi pages and leads to the comparison once two are picked', () => {
    i18n.loadAndActivate({ locale: 'hi', messages: hindiMessages });
    compareSelection.pick(FLAT_A);
    compareSelection.pick(FLAT_B);
    renderTray();
    const tray = screen.getByRole('region', { name: 'तुलना के लिए लिस्टिंग' });
    expect(tray.textContent).toContain('तुलना के लिए 4 में से 2 लिस्टिंग चुनी गई हैं।');
    expect(screen.getByRole('link', { name: '2 लिस्टिंग की तुलना करें' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'हटाएँ' })).toBeTruthy();
  });
});
