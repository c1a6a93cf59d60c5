import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ManagedVisit } from '#domain/visit-link';
import { VISIT_LINK_MESSAGES } from '#domain/visit-link';
import { renderAdmin } from '#web/testing/render-admin';
import { speak, speakHindi } from '#web/testing/languages';
import { BookingConfirmation } from './components/booking-confirmation';
import { ManageVisitPage } from './manage-visit-page';
import { VisitFeedbackPage } from './visit-feedback-page';

afterEach(() => speak('en'));

const aVisit = (overrides: Partial<ManagedVisit> = {}): ManagedVisit => ({
  reference: 'GKSWSNWF',
  status: 'pending',
  name: 'Priya Sharma',
  preferredDate: '2026-03-14',
  timeSlot: '09:00-11:00',
  listing: { id: '5b1e8a52-7c1f-4d0a-9f5e-2d3c4b5a6978', title: '3 BHK Apartment in Indiranagar' },
  version: 1,
  canReschedule: true,
  canCancel: true,
  ...overrides,
});

describe('the Manage your visit page in Hindi', () => {
  it('shows the visit, its day and status in Hindi', async () => {
    speakHindi('forms', 'visits', 'errors');
    renderAdmin(
      <ManageVisitPage />,
      { 'GET /bookings/manage?token=abc': [{ status: 200, body: { visit: aVisit() } }] },
      { at: '/visit?token=abc' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'आपकी विज़िट' })).toBeTruthy();
    expect(await screen.findByText('शनिवार, 14 मार्च 2026, सुबह, 9 से 11 बजे')).toBeTruthy();
    expect(screen.getByText('पुष्टि बाकी')).toBeTruthy();
    expect(screen.getByText('समय पक्का करने के लिए हम आपको कॉल करेंगे। तब तक कुछ भी तय नहीं है।')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'दिन या समय बदलें' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'विज़िट रद्द करें' })).toBeTruthy();
  });

  it('says in Hindi what the server says of an expired link', async () => {
    speakHindi('forms', 'visits', 'errors');
    renderAdmin(
      <ManageVisitPage />,
      {
        'GET /bookings/manage?token=old': [
          {
            status: 410,
            body: { error: { code: 'VISIT_LINK_EXPIRED', message: VISIT_LINK_MESSAGES.expired } },
          },
        ],
      },
      { at: '/visit?token=old' },
    );
    expect(
      await screen.findByText(
        'विज़िट का यह लिंक पुराना हो गया है: जिस विज़िट के लिए था, वह बीत चुकी है। घर दोबारा देखने के लिए एक और विज़िट बुक करें।',
      ),
    ).toBeTruthy();
  });

  it('keeps English on an English page', async () => {
    renderAdmin(
      <ManageVisitPage />,
      { 'GET /bookings/manage?token=abc': [{ status: 200, body: { visit: aVisit() } }] },
      { at: '/visit?token=abc' },
    );
    expect(await screen.findByText('Saturday, 14 March 2026, morning, 9 to 11 am')).toBeTruthy();
    expect(screen.getByText('Pending')).toBeTruthy();
  });
});

describe('the visit feedback page in Hindi', () => {
  it('asks the three questions in Hindi and wants all three answered', async () => {
    speakHindi('forms', 'visits', 'errors');
    const { user } = renderAdmin(
      <VisitFeedbackPage />,
      {
        'GET /bookings/feedback?token=abc': [
          {
            status: 200,
            body: {
              visit: {
                reference: 'GKSWSNWF',
                preferredDate: '2026-03-14',
                listing: { id: null, title: '3 BHK Apartment in Indiranagar' },
                answeredAt: null,
                canAnswer: true,
              },
            },
          },
        ],
      },
      { at: '/visit/feedback?token=abc' },
    );
    expect(await screen.findByRole('group', { name: 'क्या घर अपनी फ़ोटो जैसा ही था?' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'मेरे जवाब भेजें' }));
    expect(screen.getByRole('alert').textContent).toBe('तीनों सवालों का जवाब हाँ या नहीं में दें।');
  });
});

describe('the booking confirmation in Hindi', () => {
  it('says when the visit is asked for, in Hindi', () => {
    speakHindi('forms', 'visits', 'errors');
    renderAdmin(
      <BookingConfirmation
        booking={{
          id: 'b1',
          reference: 'GKSWSNWF',
          propertyId: null,
          propertyTitle: '3 BHK Apartment in Indiranagar',
          name: 'Priya',
          phone: '+919845012345',
          email: null,
          preferredDate: '2026-03-14',
          timeSlot: '17:00-19:00',
          message: null,
          status: 'pending',
          createdAt: '2026-03-01T10:00:00.000Z',
        }}
        onBookAnother={() => {}}
      />,
      {},
    );
    expect(screen.getByRole('heading', { name: 'विज़िट का अनुरोध भेज दिया गया' })).toBeTruthy();
    expect(screen.getByTestId('booking-when').textContent).toBe('शनिवार, 14 मार्च 2026शाम, 5 से 7 बजे');
    expect(screen.getByRole('button', { name: 'एक और विज़िट बुक करें' })).toBeTruthy();
  });
});
