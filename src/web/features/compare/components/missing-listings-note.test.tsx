import { i18n } from '@lingui/core';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { messages as hindiMessages } from '#web/locales/hi/account.po';
import { MissingListingsNote } from './missing-listings-note';

afterEach(() => i18n.activate('en'));

describe('the note of listings left out of a comparison', () => {
  it('counts them in English', () => {
    render(<MissingListingsNote count={2} />);
    expect(
      screen.getByText('2 listings in this comparison are not on HouseHunt, so they are left out.'),
    ).toBeTruthy();
  });

  it('counts them in Hindi', () => {
    i18n.loadAndActivate({ locale: 'hi', messages: hindiMessages });
    render(<MissingListingsNote count={1} />);
    expect(
      screen.getByText('इस तुलना की 1 लिस्टिंग अब HouseHunt पर नहीं है, इसलिए उसे छोड़ दिया गया है।'),
    ).toBeTruthy();
  });
});
