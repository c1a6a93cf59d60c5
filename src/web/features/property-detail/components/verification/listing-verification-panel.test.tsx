import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VERIFICATION_CHECKS } from '#domain/listing-verification';
import { type PublicVerificationRecord } from '#domain/verification-record';
import { VerificationRecord } from './listing-verification-panel';

const record = (overrides: Partial<PublicVerificationRecord> = {}): PublicVerificationRecord => ({
  checks: VERIFICATION_CHECKS.map((check) => ({
    check,
    checkedOn: check === 'site-visited' ? '2026-03-14' : null,
  })),
  badge: { verified: false, until: null },
  visitorAnswers: null,
  ...overrides,
});

describe('the property page’s verification record', () => {
  it('lists the checks done with their day and the others as not checked, with no badge unearned', () => {
    render(<VerificationRecord record={record()} />);
    const checks = screen.getByRole('list', { name: 'Checks by our staff' });
    expect(checks.textContent).toContain('Site visited by our staffChecked on 14 March 2026');
    expect(checks.textContent).toContain('Title documents seenNot checked yet');
    expect(screen.queryByText('Verified')).toBeNull();
    expect(screen.queryByText(/visitors? said it matched/)).toBeNull();
  });

  it('shows the Verified badge, what it means and until when, only when the record earns it', () => {
    render(<VerificationRecord record={record({ badge: { verified: true, until: '2026-06-11' } })} />);
    expect(screen.getByText('Verified')).toBeDefined();
    expect(screen.getByText(/within the last 90 days\. Valid until 11 June 2026\./)).toBeDefined();
  });

  it('says how many visitors said it matched, with the day of the last answer', () => {
    const { container } = render(
      <VerificationRecord
        record={record({ visitorAnswers: { matched: 3, answered: 4, lastAnsweredOn: '2026-03-20' } })}
      />,
    );
    expect(screen.getByText('3 of 4 visitors said it matched')).toBeDefined();
    expect(container.textContent).toContain('Last answer on 20 March 2026.');
  });
});
