import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { reraNumberGuide } from '#domain/rera';
import { speakHindi } from '#web/testing/languages';
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

  it('says where to choose the state before it can show the agent format', async () => {
    const user = userEvent.setup();
    render(<Harness state="" />);
    await user.click(screen.getByLabelText('I am an agent'));
    expect(screen.getByText(/Choose the state under Location Details/)).toBeTruthy();
  });

  it('speaks Hindi on Hindi pages, the regulator’s name and example as the regulator writes them', async () => {
    speakHindi('lister');
    const user = userEvent.setup();
    render(<Harness state="Tamil Nadu" error="Please say whether you are the owner or an agent" />);
    expect(screen.getByText('कृपया बताएँ कि आप मालिक हैं या एजेंट')).toBeTruthy();
    await user.click(screen.getByLabelText('मैं एजेंट हूँ'));
    expect(screen.getByLabelText('रेरा एजेंट रजिस्ट्रेशन नंबर')).toBeTruthy();
    expect(
      screen.getByText(
        'Tamil Nadu Real Estate Regulatory Authority (TNRERA) द्वारा जारी: 6 से 60 अक्षर और अंक, जिनके बीच / या - हो सकता है',
      ),
    ).toBeTruthy();
  });

  it('shows the problem it is given', () => {
    render(<Harness state="" error="Enter your RERA agent registration number" />);
    expect(screen.getByText('Enter your RERA agent registration number')).toBeTruthy();
  });
});
