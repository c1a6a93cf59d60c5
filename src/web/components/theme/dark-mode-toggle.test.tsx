import { i18n } from '@lingui/core';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { messages as hindiMessages } from '#web/locales/hi/common.po';
import { activateEnglish } from '#web/testing/languages';
import { DarkModeToggle } from './dark-mode-toggle';

afterEach(activateEnglish);

describe('the dark mode toggle', () => {
  it('is named in English on English pages', () => {
    render(<DarkModeToggle />);
    const toggle = screen.getByRole('button', { name: 'Toggle dark mode' });
    expect(toggle.getAttribute('title')).toMatch(/^Switch to (dark|light) mode$/);
  });

  it('is named in Hindi on Hindi pages', () => {
    i18n.loadAndActivate({ locale: 'hi', messages: hindiMessages });
    render(<DarkModeToggle />);
    const toggle = screen.getByRole('button', { name: 'डार्क मोड बदलें' });
    expect(toggle.getAttribute('title')).toMatch(/^(डार्क|लाइट) मोड चालू करें$/);
  });
});
