import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { reraNumberGuide } from '#domain/rera';
import { NO_LISTER_CHOICE, type ListerChoice } from '../utils/lister-choice';
import { ListerSection } from './lister-section';

function Harness({ state, error = null }: { state: string; error?: string | null }) {
  const form = useForm({ defaultValues: { state } });
  const [choice, setChoice] = useState<ListerChoice>(NO_LISTER_CHOICE);
  return (
    <FormProvider {...form}>
      <ListerSection choice={choice} onChange={setChoice} error={error} />
      <output data-testid="choice">{JSON.stringify(choice)}</output>
    </FormProvider>
  );
}

describe('Who is posting', () => {
  it('asks for the agent’s number only for an agent, with their state’s agent format', async () => {
    const user = userEvent.setup();
    render(<Harness state="Maharashtra" />);
    expect(screen.queryByLabelText('RERA agent registration number')).toBeNull();

    await user.click(screen.getByLabelText('I am an agent'));
    const number = screen.getByLabelText('RERA agent registration number');
    expect(screen.getByText(reraNumberGuide('Maharashtra', 'agent'))).toBeTruthy();
    await user.type(number, 'A51700000001');
    expect(JSON.parse(screen.getByTestId('choice').textContent)).toEqual({
      kind: 'agent',
      reraNumber: 'A51700000001',
    });

    await user.click(screen.getByLabelText('I am the owner'));
    expect(screen.queryByLabelText('RERA agent registration number')).toBeNull();
  });

  it('shows the problem it is given', () => {
    render(<Harness state="" error="Enter your RERA agent registration number" />);
    expect(screen.getByText('Enter your RERA agent registration number')).toBeTruthy();
  });
});
