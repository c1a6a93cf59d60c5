import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AdminBooking } from '#domain/admin-booking';
import { addDays, indiaToday } from '#domain/india-calendar';
import { recordChanged, renderAdmin, type ApiScript } from '#web/testing/render-admin';
import { BookingDetailPanel } from './booking-detail-panel';

const ID = '5b1e8a52-7c1f-4d0a-9f5e-2d3c4b5a6978';
const path = `/admin/bookings/${ID}`;

const aBooking = (overrides: Partial<AdminBooking> = {}): AdminBooking => ({
  id: ID,
  reference: 'GKSWSNWF',
  status: 'pending',
  name: 'Priya Sharma',
  phone: '+919845012345',
  email: 'priya@example.in',
  preferredDate: addDays(indiaToday(new Date()), 7),
  timeSlot: '11:00-13:00',
  message: null,
  notes: null,
  userId: null,
  version: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  assignedAgentId: null,
  firstRespondedAt: null,
  rescheduledFrom: null,
  listing: {
    id: null,
    title: '3 BHK Apartment in Indiranagar',
    city: 'Bengaluru',
    locality: 'Indiranagar',
    thumbnail: null,
    deleted: true,
  },
  ...overrides,
});

function renderPanel(script: ApiScript) {
  const onClose = vi.fn();
  const rendered = renderAdmin(
    <BookingDetailPanel bookingId={ID} onClose={onClose} onShowListingBookings={() => {}} />,
    { [`GET ${path}`]: [{ status: 200, body: aBooking() }], ...script },
  );
  return { ...rendered, onClose };
}

describe('the booking detail panel', () => {
  it('confirms a pending booking, sending the version it showed', async () => {
    const confirmed = aBooking({ status: 'confirmed', version: 2 });
    const { user, writes } = renderPanel({
      [`POST ${path}/status`]: [{ status: 200, body: confirmed }],
      // The panel reads the booking again after a write, as the server now has it.
      [`GET ${path}`]: [
        { status: 200, body: aBooking() },
        { status: 200, body: confirmed },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('This booking is confirmed.')).toBeTruthy();
    expect(writes()).toEqual([
      { method: 'POST', path: `${path}/status`, body: { status: 'confirmed', version: 1 } },
    ]);
  });

  it('asks before cancelling, and keeps the booking when the admin says no', async () => {
    const { user, writes } = renderPanel({});
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const question = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    await user.click(within(question).getByRole('button', { name: 'Keep booking' }));
    expect(screen.getByText('This booking is pending.')).toBeTruthy();
    expect(writes()).toEqual([]);
  });

  it('shows the booking as someone else left it when its move is refused with RECORD_CHANGED', async () => {
    const cancelled = aBooking({ status: 'cancelled', version: 2 });
    const { user } = renderPanel({
      [`POST ${path}/status`]: [recordChanged(cancelled)],
      [`GET ${path}`]: [
        { status: 200, body: aBooking() },
        { status: 200, body: cancelled },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText("Cancelled is final: this booking's status cannot change.")).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
  });

  it('asks "Discard your changes?" before closing over unsaved notes', async () => {
    const { user, onClose } = renderPanel({});
    await user.type(await screen.findByLabelText(/Team notes/), 'Call back on Monday');
    await user.click(screen.getByRole('button', { name: 'Close booking details' }));
    const question = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await user.click(within(question).getByRole('button', { name: 'Keep editing' }));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText<HTMLTextAreaElement>(/Team notes/).value).toBe('Call back on Monday');

    await user.click(screen.getByRole('button', { name: 'Close booking details' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Discard your changes?' })).getByRole('button', {
        name: 'Discard changes',
      }),
    );
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("shows another admin's notes beside the edits after RECORD_CHANGED, and saves over them once kept", async () => {
    const theirs = aBooking({ notes: 'B: wants to see the parking first.', version: 2 });
    const ours = aBooking({ notes: 'A: coming with parents.', version: 3 });
    const { user, writes } = renderPanel({
      [`PUT ${path}/notes`]: [recordChanged(theirs), { status: 200, body: ours }],
      [`GET ${path}`]: [
        { status: 200, body: aBooking() },
        { status: 200, body: theirs },
        { status: 200, body: ours },
      ],
    });
    const notes = await screen.findByLabelText<HTMLTextAreaElement>(/Team notes/);
    await user.type(notes, 'A: coming with parents.');
    await user.click(screen.getByRole('button', { name: 'Save notes' }));
    const meanwhile = await screen.findByRole('alert');
    expect(meanwhile.textContent).toContain('Someone else saved these notes while you were editing:');
    expect(meanwhile.textContent).toContain('B: wants to see the parking first.');
    expect(notes.value).toBe('A: coming with parents.');

    await user.click(within(meanwhile).getByRole('button', { name: 'Keep my edits' }));
    await user.click(screen.getByRole('button', { name: 'Save notes' }));
    await waitFor(() => expect(writes()).toHaveLength(2));
    expect(writes().map((write) => write.body)).toEqual([
      { notes: 'A: coming with parents.', version: 1 },
      { notes: 'A: coming with parents.', version: 2 },
    ]);
  });
});
