import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAdmin } from '#web/testing/render-admin';
import { speak } from '#web/testing/languages';
import { ConstructionEnquiryForm } from './construction-enquiry-form';
import { ContactForm } from './contact-form';

afterEach(() => speak('en'));

const signedOut = {
  'GET /me': [{ status: 200, body: { user: null, csrfToken: null } }],
  'GET /forms/token': [{ status: 200, body: { token: 'form-token', minFillSeconds: 0 } }],
};

describe('the contact form', () => {
  it('asks and refuses in Hindi on a Hindi page', async () => {
    speak('hi');
    const { user } = renderAdmin(<ContactForm />, signedOut);
    const form = screen.getByRole('form', { name: 'हमें संदेश भेजें' });
    expect(within(form).getByLabelText(/आपका नाम/)).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'संदेश भेजें' }));
    expect(await within(form).findByText('कृपया अपना नाम बताएँ।')).toBeTruthy();
    expect(within(form).getByText('कृपया अपना ईमेल पता दें।')).toBeTruthy();
    expect(within(form).getByText('कृपया अपना सवाल लिखें, ताकि हम जान सकें कि आपकी मदद कैसे करें।')).toBeTruthy();
  });

  it('says a wrong mobile number in Hindi', async () => {
    speak('hi');
    const { user } = renderAdmin(<ContactForm />, signedOut);
    await user.type(screen.getByLabelText(/मोबाइल नंबर/), '12345');
    await user.click(screen.getByRole('button', { name: 'संदेश भेजें' }));
    expect(
      await screen.findByText(
        '6, 7, 8 या 9 से शुरू होने वाला 10 अंकों का भारतीय मोबाइल नंबर लिखें, जैसे 98450 12345 या +91 98450 12345।',
      ),
    ).toBeTruthy();
  });

  it('keeps the domain’s English refusals on an English page', async () => {
    const { user } = renderAdmin(<ContactForm />, signedOut);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Please tell us your name.')).toBeTruthy();
    expect(screen.getByText('Please give us your email address.')).toBeTruthy();
  });
});

describe('the villa construction form in Hindi', () => {
  it('offers the budgets and timelines in Hindi and refuses a missing plot in Hindi', async () => {
    speak('hi');
    const { user } = renderAdmin(<ConstructionEnquiryForm />, signedOut);
    expect(screen.getByRole('option', { name: '₹50 लाख से ₹1 करोड़' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'एक साल बाद' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'वर्ग गज़' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'कॉल बैक माँगें' }));
    expect(await screen.findByText('कृपया अपने प्लॉट का आकार बताएँ।')).toBeTruthy();
    expect(screen.getByText('कृपया निर्माण के लिए बजट चुनें।')).toBeTruthy();
  });
});
