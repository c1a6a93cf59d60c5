import { i18n } from '@lingui/core';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { messages as hindiMessages } from '#web/locales/hi/common.po';
import { activateEnglish } from '#web/testing/languages';
import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { DiscardChangesDialog } from './discard-changes-dialog';
import { TextField } from './form-fields';
import { PageButtons } from './page-buttons';

afterEach(activateEnglish);

const speakHindi = () => i18n.loadAndActivate({ locale: 'hi', messages: hindiMessages });
const noop = () => {};

function InForm({ children }: { children: ReactNode }) {
  const form = useForm<{ note: string }>({ defaultValues: { note: '' } });
  return <FormProvider {...form}>{children}</FormProvider>;
}

describe('shared UI pieces on Hindi pages', () => {
  it('page buttons name the pages in Hindi', () => {
    speakHindi();
    render(<PageButtons page={2} pages={3} onPageChange={noop} />);
    expect(screen.getByRole('navigation', { name: 'पेज नेविगेशन' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'पिछला पेज' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'पेज 3' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'अगला पेज' })).toBeTruthy();
  });

  it('the discard question joins what is unsaved with the Hindi "और"', () => {
    speakHindi();
    render(<DiscardChangesDialog unsaved={['नोट्स', 'लिस्टिंग']} onDiscard={noop} onKeepEditing={noop} />);
    expect(screen.getByRole('heading', { name: 'क्या आप अपने बदलाव छोड़ना चाहते हैं?' })).toBeTruthy();
    expect(screen.getByText('नोट्स और लिस्टिंग में आपके बदलाव सेव नहीं हुए हैं और खो जाएँगे।')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'बदलाव जारी रखें' })).toBeTruthy();
  });

  it('keeps the English words on English pages (the admin portal too)', () => {
    render(
      <DiscardChangesDialog unsaved={['the notes', 'this listing']} onDiscard={noop} onKeepEditing={noop} />,
    );
    expect(
      screen.getByText('Your changes to the notes and this listing have not been saved and will be lost.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Keep editing' })).toBeTruthy();
  });

  it('marks a field that may be left empty as optional in the page’s language', () => {
    speakHindi();
    const { unmount } = render(
      <InForm>
        <TextField<{ note: string }> name="note" label="नोट" />
      </InForm>,
    );
    expect(screen.getByText('(वैकल्पिक)')).toBeTruthy();
    unmount();
    activateEnglish();
    render(
      <InForm>
        <TextField<{ note: string }> name="note" label="Note" />
      </InForm>,
    );
    expect(screen.getByText('(optional)')).toBeTruthy();
  });
});
