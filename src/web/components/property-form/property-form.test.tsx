import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { speakHindi } from '#web/testing/languages';
import { PropertyForm } from './property-form';
import { EMPTY_PROPERTY_FORM } from './property-form-values';

function renderForm() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onSubmit = vi.fn(async () => {});
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <PropertyForm
            defaultValues={EMPTY_PROPERTY_FORM}
            storedPhotos={[]}
            submitLabel="Add Property"
            submittingLabel="Adding..."
            onSubmit={onSubmit}
            onSaved={() => {}}
          />
        ),
      },
    ],
    { initialEntries: ['/admin/add-property'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), onSubmit };
}

describe('the listing form', () => {
  it('reads as the admin portal’s Add Property form in English', async () => {
    const { user, onSubmit } = renderForm();
    expect(screen.getByRole('heading', { name: 'Basic Information' })).toBeTruthy();
    expect(screen.getByLabelText(/^Property Title/)).toBeTruthy();
    const state = screen.getByLabelText(/^State/);
    expect(within(state).getByRole('option', { name: 'Select state' })).toBeTruthy();
    expect(within(state).getByRole('option', { name: 'Karnataka' })).toBeTruthy();
    expect(screen.getByText('Click to upload or drag and drop')).toBeTruthy();
    expect(screen.getByText('PNG, JPG or JPEG (MAX. 800x400px)')).toBeTruthy();
    expect(
      screen.getByText('Accepted: JPEG, PNG or WebP · up to 15 MB each · at most 30 photos'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cancel' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Add Property' }));
    expect(await screen.findByText('Enter the title')).toBeTruthy();
    expect(screen.getByText('Choose the state')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('speaks Hindi on Hindi pages, with the domain’s choices and its validation messages in Hindi', async () => {
    speakHindi('lister');
    const { user } = renderForm();
    expect(screen.getByRole('heading', { name: 'बुनियादी जानकारी' })).toBeTruthy();
    expect(screen.getByLabelText(/^प्रॉपर्टी का टाइटल/)).toBeTruthy();
    const mainCategory = screen.getByLabelText(/^मुख्य कैटेगरी/);
    await user.selectOptions(mainCategory, within(mainCategory).getByRole('option', { name: 'रिहायशी' }));
    const subCategory = screen.getByLabelText(/^सब कैटेगरी/);
    await user.selectOptions(subCategory, within(subCategory).getByRole('option', { name: 'फ़्लैट/अपार्टमेंट' }));
    // The value sent stays the domain's code.
    expect((subCategory as HTMLSelectElement).value).toBe('flat');
    expect(screen.getByRole('checkbox', { name: 'वास्तु के अनुसार' })).toBeTruthy();
    expect(screen.getByLabelText(/^कारपेट एरिया/)).toBeTruthy();
    const facing = screen.getByLabelText(/^दिशा/);
    expect(within(facing).getByRole('option', { name: 'पूर्व' })).toBeTruthy();
    const state = screen.getByLabelText(/^राज्य/);
    expect(within(state).getByRole('option', { name: 'कर्नाटक' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'रद्द करें' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Add Property' }));
    expect(await screen.findByText('टाइटल दर्ज करें')).toBeTruthy();
    expect(screen.getByText('राज्य चुनें', { selector: 'p' })).toBeTruthy();
    expect(screen.getByText('फ़्लैट के लिए अविभाजित हिस्सा (यूडीएस) देना ज़रूरी है')).toBeTruthy();
  });
});
