import { render, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reraIssuer } from '#domain/rera';
import type { IndianState } from '#domain/taxonomy';
import { ReraRegistrationPanel } from './rera-registration-panel';

const id = '5f0c3a52-3b8e-4f55-9a4e-0d6c4b1f3b71';
// As the API answers the page: the issuer comes from the listing's state.
const listing = (state: IndianState, reraNumber: string | null) => ({
  id,
  state,
  reraNumber,
  reraIssuer: reraIssuer(state, reraNumber),
});

describe('the RERA registration panel', () => {
  it('shows the number, the regulator, a link to its portal and the QR code that opens it', () => {
    const { container } = render(<ReraRegistrationPanel listing={listing('Maharashtra', 'P51800012345')} />);
    const panel = within(container).getByRole('region', { name: 'RERA registration no.' });
    expect(panel.textContent).toContain('P51800012345');
    expect(panel.textContent).toContain('Maharashtra Real Estate Regulatory Authority (MahaRERA)');
    const link = within(panel).getByRole('link', { name: /Look it up on maharera\.maharashtra\.gov\.in/ });
    expect(link.getAttribute('href')).toBe('https://maharera.maharashtra.gov.in');
    expect(link.getAttribute('target')).toBe('_blank');
    const code = within(panel).getByRole('img', { name: 'QR code that opens maharera.maharashtra.gov.in' });
    expect(code.getAttribute('src')).toBe(`/api/properties/${id}/rera-qr.svg`);
  });

  it('shows the number without a link or code where the portal is not known', () => {
    const { container } = render(
      <ReraRegistrationPanel listing={listing('Andhra Pradesh', 'P02/2020/123')} />,
    );
    const panel = within(container).getByRole('region');
    expect(panel.textContent).toContain('Andhra Pradesh Real Estate Regulatory Authority (APRERA)');
    expect(within(panel).queryByRole('link')).toBeNull();
    expect(within(panel).queryByRole('img')).toBeNull();
  });

  it('shows nothing for a listing without a number', () => {
    const { container } = render(<ReraRegistrationPanel listing={listing('Maharashtra', null)} />);
    expect(container.innerHTML).toBe('');
  });
});
