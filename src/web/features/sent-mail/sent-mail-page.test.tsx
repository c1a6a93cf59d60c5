import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SentMail } from '#domain/sent-mail';
import { renderAdmin } from '#web/testing/render-admin';
import { SentMailPage } from './sent-mail-page';

const ID = '3c1e9a52-7b8e-4f55-9a4e-0d6c4b1f3b71';

const aMail: SentMail = {
  id: ID,
  to: 'priya@example.in',
  subject: 'Visit requested: 3 BHK Apartment in Indiranagar',
  status: 'sent',
  createdAt: '2026-03-05T06:00:00.000Z',
  sentAt: '2026-03-05T06:00:02.000Z',
  template: 'visit-requested',
  html: '<!doctype html><p>Hello Priya, your reference is VRFVKM1H.</p><script>parent.alert(1)</script>',
  text: 'Hello Priya, your reference is VRFVKM1H.',
  headers: {},
  attachments: [
    { filename: 'visit.ics', contentType: 'text/calendar; method=REQUEST', content: 'BEGIN:VCALENDAR' },
  ],
  attempts: 1,
  lastError: null,
};

describe('the Sent mail page', () => {
  it('lists the mail and opens one with its HTML in a frame that runs no script, its text and attachments', async () => {
    const { user } = renderAdmin(<SentMailPage />, {
      'GET /admin/mails?page=1&pageSize=25': [
        {
          status: 200,
          body: {
            items: [
              {
                id: ID,
                to: aMail.to,
                subject: aMail.subject,
                status: 'sent',
                createdAt: aMail.createdAt,
                sentAt: aMail.sentAt,
              },
            ],
            total: 1,
            page: 1,
            pageSize: 25,
            delivered: false,
          },
        },
      ],
      [`GET /admin/mails/${ID}`]: [{ status: 200, body: aMail }],
    });
    expect(await screen.findByText(/mail is kept here and reaches nobody/)).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Mail' });
    expect(within(list).getByText('To priya@example.in')).toBeTruthy();
    expect(within(list).getByText('Sent')).toBeTruthy();

    await user.click(within(list).getByRole('button', { name: /Visit requested/ }));
    const frame = await screen.findByTitle(`The mail "${aMail.subject}"`);
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toBe(aMail.html);
    const invite = screen.getByRole('link', { name: 'visit.ics' });
    expect(invite.getAttribute('href')).toBe(`/api/admin/mails/${ID}/attachments/0`);
    expect(invite.getAttribute('download')).toBe('visit.ics');
    expect(screen.getByText('text/calendar')).toBeTruthy();
    expect(screen.getByText('Hello Priya, your reference is VRFVKM1H.')).toBeTruthy();
  });
});
