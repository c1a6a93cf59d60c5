import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AdminEnquiry } from '#domain/admin-enquiry';
import { recordChanged, renderAdmin, type ApiScript } from '#web/testing/render-admin';
import { EnquiryDetailPanel } from './enquiry-detail-panel';

const ID = '0f6c2b1e-3a4d-4e5f-8a9b-1c2d3e4f5a6b';
const path = `/admin/enquiries/${ID}`;

const anEnquiry = (overrides: Partial<AdminEnquiry> = {}): AdminEnquiry => ({
  id: ID,
  kind: 'contact',
  status: 'new',
  propertyId: null,
  name: 'Farhan Qureshi',
  phone: null,
  email: 'farhan@example.in',
  city: null,
  message: 'Do you help NRIs buy property in Hyderabad?',
  details: {},
  notes: null,
  userId: null,
  version: 1,
  createdAt: '2026-03-05T06:00:00.000Z',
  updatedAt: '2026-03-05T06:00:00.000Z',
  assignedAgentId: null,
  firstRespondedAt: null,
  listing: null,
  ...overrides,
});

function renderPanel(script: ApiScript) {
  const onClose = vi.fn();
  const rendered = renderAdmin(<EnquiryDetailPanel enquiryId={ID} onClose={onClose} />, {
    [`GET ${path}`]: [{ status: 200, body: anEnquiry() }],
    ...script,
  });
  return { ...rendered, onClose };
}

describe('the enquiry detail panel', () => {
  it('marks a new enquiry contacted, sending the version it showed', async () => {
    const contacted = anEnquiry({ status: 'contacted', version: 2 });
    const { user, writes } = renderPanel({
      [`POST ${path}/status`]: [{ status: 200, body: contacted }],
      [`GET ${path}`]: [
        { status: 200, body: anEnquiry() },
        { status: 200, body: contacted },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Mark contacted' }));
    expect(await screen.findByText('This enquiry is contacted.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close enquiry' })).toBeTruthy();
    expect(writes()).toEqual([
      { method: 'POST', path: `${path}/status`, body: { status: 'contacted', version: 1 } },
    ]);
  });

  it('shows the enquiry as someone else left it when its move is refused with RECORD_CHANGED', async () => {
    const closed = anEnquiry({ status: 'closed', version: 2 });
    const { user } = renderPanel({
      [`POST ${path}/status`]: [recordChanged(closed)],
      [`GET ${path}`]: [
        { status: 200, body: anEnquiry() },
        { status: 200, body: closed },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Mark contacted' }));
    expect(await screen.findByText('This enquiry is closed.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reopen' })).toBeTruthy();
  });

  it('asks "Discard your changes?" before closing over unsaved notes', async () => {
    const { user, onClose } = renderPanel({});
    await user.type(
      await screen.findByLabelText(/Team notes/, { selector: 'textarea' }),
      'Called; no answer',
    );
    await user.click(screen.getByRole('button', { name: 'Close enquiry details' }));
    const question = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    expect(question.textContent).toContain('Your changes to the team notes have not been saved');
    await user.click(within(question).getByRole('button', { name: 'Discard changes' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("takes another admin's notes when the admin chooses them after RECORD_CHANGED", async () => {
    const theirs = anEnquiry({ notes: 'B: wants a call on Sunday', version: 2 });
    const { user, writes } = renderPanel({
      [`PUT ${path}/notes`]: [recordChanged(theirs)],
      [`GET ${path}`]: [
        { status: 200, body: anEnquiry() },
        { status: 200, body: theirs },
      ],
    });
    const notes = await screen.findByLabelText<HTMLTextAreaElement>(/Team notes/, { selector: 'textarea' });
    await user.type(notes, 'A: no answer');
    await user.click(screen.getByRole('button', { name: 'Save notes' }));
    const meanwhile = await screen.findByRole('alert');
    await user.click(within(meanwhile).getByRole('button', { name: 'Use their notes' }));
    await waitFor(() => expect(notes.value).toBe('B: wants a call on Sunday'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(writes()).toHaveLength(1);
  });
});
