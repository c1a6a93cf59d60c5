import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { speakHindi } from '#web/testing/languages';
import { MyLeadsPage } from './my-leads-page';

const LISTING = { id: '0c6f4a52-1d2e-4f3a-9b8c-7d6e5f4a3b2c', title: '2 BHK in Koramangala' };
const A_VISIT = {
  kind: 'visit',
  id: '6b1e2f3a-4c5d-4e6f-8a9b-0c1d2e3f4a5b',
  name: 'Priya Sharma',
  message: 'Can I bring my parents?',
  createdAt: '2026-11-20T04:30:00.000Z',
  firstRespondedAt: null,
  version: 2,
  listing: LISTING,
  status: 'pending',
  preferredDate: '2026-12-05',
  timeSlot: '11:00-13:00',
};
const AN_ENQUIRY = {
  kind: 'enquiry',
  id: '7c2f3a4b-5d6e-4f7a-9b0c-1d2e3f4a5b6c',
  name: 'Meera Iyer',
  message: 'Is the rent negotiable?',
  createdAt: '2026-11-19T04:30:00.000Z',
  firstRespondedAt: '2026-11-19T06:35:00.000Z',
  version: 1,
  listing: LISTING,
  status: 'new',
};
const ME = {
  id: '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  name: 'Asha',
  email: 'asha@example.com',
  role: 'user',
};

function renderLeads() {
  const sent: Array<{ method: string; path: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      sent.push({
        method,
        path: url,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      });
      const body = url.endsWith('/api/me')
        ? { user: ME, csrfToken: 'token' }
        : method === 'GET'
          ? { items: [A_VISIT, AN_ENQUIRY], total: 2, page: 1, pageSize: 20 }
          : url.includes('/visits/')
            ? { ...A_VISIT, status: 'confirmed' }
            : { ...AN_ENQUIRY, status: 'contacted' };
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <MyLeadsPage rescheduleForm={({ visit }) => <p>Moving {visit.name}’s visit</p>} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), sent };
}

afterEach(() => vi.unstubAllGlobals());

describe('My leads', () => {
  it('shows each lead with the visitor’s name and message, the listing, when, status and first response', async () => {
    renderLeads();
    const visit = await screen.findByRole('article', { name: 'Visit from Priya Sharma' });
    expect(within(visit).getByText('2 BHK in Koramangala')).toBeTruthy();
    expect(within(visit).getByText('Can I bring my parents?')).toBeTruthy();
    expect(within(visit).getByText('Pending')).toBeTruthy();
    expect(within(visit).getByText('Not answered yet')).toBeTruthy();
    expect(within(visit).getByText(/5 December 2026/)).toBeTruthy();
    const enquiry = screen.getByRole('article', { name: 'Enquiry from Meera Iyer' });
    expect(within(enquiry).getByText('Answered in 2 h 5 min')).toBeTruthy();
  });

  it('speaks Hindi on Hindi pages, dates and visit times included', async () => {
    // The catalogues My leads loads (PAGE_CATALOGUES.myLeads): the visit's time and status are shared labels.
    speakHindi('lister', 'forms', 'visits', 'errors');
    renderLeads();
    expect(screen.getByRole('heading', { name: 'मेरी लीड' })).toBeTruthy();
    const visit = await screen.findByRole('article', { name: 'Priya Sharma की साइट विज़िट' });
    expect(within(visit).getByText('पुष्टि बाकी')).toBeTruthy();
    expect(within(visit).getByText('अभी जवाब नहीं दिया')).toBeTruthy();
    expect(within(visit).getByText(/5 दिसंबर 2026, दोपहर से पहले, 11 से 1 बजे/)).toBeTruthy();
    expect(within(visit).getByRole('button', { name: 'पक्की करें' })).toBeTruthy();
    expect(within(visit).getByRole('button', { name: 'समय बदलें' })).toBeTruthy();
    const enquiry = screen.getByRole('article', { name: 'Meera Iyer की पूछताछ' });
    expect(within(enquiry).getByText('2 घंटे 5 मिनट में जवाब दिया')).toBeTruthy();
    expect(within(enquiry).getByRole('button', { name: 'संपर्क हो गया' })).toBeTruthy();
  });

  it('confirms a visit and marks an enquiry contacted, naming the version seen', async () => {
    const { user, sent } = renderLeads();
    const visit = await screen.findByRole('article', { name: 'Visit from Priya Sharma' });
    await user.click(within(visit).getByRole('button', { name: 'Confirm' }));
    const enquiry = screen.getByRole('article', { name: 'Enquiry from Meera Iyer' });
    await user.click(within(enquiry).getByRole('button', { name: 'Mark contacted' }));
    const posts = sent.filter((request) => request.method === 'POST');
    expect(posts).toEqual([
      {
        method: 'POST',
        path: `/api/me/leads/visits/${A_VISIT.id}/status`,
        body: { status: 'confirmed', version: 2 },
      },
      {
        method: 'POST',
        path: `/api/me/leads/enquiries/${AN_ENQUIRY.id}/status`,
        body: { status: 'contacted', version: 1 },
      },
    ]);
  });

  it('opens the reschedule form in place of the visit’s buttons', async () => {
    const { user } = renderLeads();
    const visit = await screen.findByRole('article', { name: 'Visit from Priya Sharma' });
    expect(within(visit).getByRole('button', { name: 'Decline' })).toBeTruthy();
    await user.click(within(visit).getByRole('button', { name: 'Reschedule' }));
    expect(within(visit).getByText('Moving Priya Sharma’s visit')).toBeTruthy();
    expect(within(visit).queryByRole('button', { name: 'Confirm' })).toBeNull();
  });
});
