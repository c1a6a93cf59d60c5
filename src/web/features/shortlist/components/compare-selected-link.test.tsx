import { i18n } from '@lingui/core';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { messages as hindiMessages } from '#web/locales/hi/account.po';
import { CompareSelectedLink } from './compare-selected-link';

afterEach(() => i18n.activate('en'));

describe('Compare selected, over the shortlist', () => {
  it('says how to pick listings, in English and in Hindi', () => {
    const { unmount } = render(<CompareSelectedLink />, { wrapper: MemoryRouter });
    expect(screen.getByText('Tick “Compare” on 2 to 4 listings to see them side by side.')).toBeTruthy();
    unmount();
    i18n.loadAndActivate({ locale: 'hi', messages: hindiMessages });
    render(<CompareSelectedLink />, { wrapper: MemoryRouter });
    expect(screen.getByText('2 से 4 लिस्टिंग पर “तुलना” पर टिक करें, ताकि वे आमने-सामने दिखें।')).toBeTruthy();
  });
});
