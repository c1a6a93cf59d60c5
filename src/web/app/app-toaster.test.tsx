import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

// Counts the library's loads: the factory runs when something first imports it.
const libraryLoads = vi.hoisted(() => ({ count: 0, failNext: false }));
vi.mock('react-hot-toast', async (importOriginal) => {
  libraryLoads.count += 1;
  if (libraryLoads.failNext) {
    libraryLoads.failNext = false;
    throw new Error('Failed to fetch dynamically imported module');
  }
  return importOriginal();
});

// The library asks whether motion is reduced; the test window has no media queries.
vi.stubGlobal('matchMedia', (media: string) => ({
  matches: false,
  media,
  addEventListener: () => {},
  removeEventListener: () => {},
}));

describe('toasts', () => {
  it('leave their library out of the start-up code and the first render', async () => {
    await import('./providers');
    await import('./query-client');
    await import('#web/components/listing/listing-card');
    const { AppToaster } = await import('./app-toaster');
    render(<AppToaster />);
    expect(libraryLoads.count).toBe(0);
  });

  it('show nothing, and break nothing, while the library cannot load', async () => {
    const { AppToaster } = await import('./app-toaster');
    const { toast } = await import('#web/lib/toast');
    libraryLoads.failNext = true;
    render(<AppToaster />);
    act(() => toast.error('Offline'));
    await waitFor(() => expect(libraryLoads.count).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Offline')).toBeNull();
  });

  it('load it with the first toast, show it, and keep the order of what was asked meanwhile', async () => {
    const { AppToaster } = await import('./app-toaster');
    const { toast } = await import('#web/lib/toast');
    render(<AppToaster />);
    act(() => {
      toast.error('Could not save', { id: 'save' });
      toast.dismiss('save');
      toast.success('Saved', { id: 'saved' });
    });
    expect(await screen.findByText('Saved')).toBeTruthy();
    // Dismissed after it was shown (it would stay 4 s otherwise), and gone once it has faded out.
    await waitFor(() => expect(screen.queryByText('Could not save')).toBeNull(), { timeout: 3000 });
    // Tried again after the failure above, and loaded once since.
    expect(libraryLoads.count).toBe(2);
  });
});
