import { render, screen } from '@testing-library/react';
import { act, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { VisitorFormCard } from './visitor-form-card';
import { focusVisitorForm } from './visitor-form-focus';

/** A listing page's form whose code has not arrived yet: a place with its anchor, then the card. */
function LoadingForm({ loaded }: { loaded: boolean }) {
  return loaded ? (
    <VisitorFormCard
      id="book-a-visit"
      title="Book a site visit"
      intro="Pick a day"
      form={() => <input aria-label="Your name" />}
      received={() => null}
    />
  ) : (
    <div id="book-a-visit" />
  );
}

function Page() {
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setLoaded(true)}>
        load
      </button>
      <LoadingForm loaded={loaded} />
    </>
  );
}

describe('a link to a visitor form', () => {
  it('puts the cursor in its first field at once when the form is there', () => {
    render(<LoadingForm loaded />);
    focusVisitorForm('book-a-visit');
    expect(document.activeElement).toBe(screen.getByLabelText('Your name'));
  });

  it("puts the cursor there once the form's code has arrived, when it was tapped before", () => {
    render(<Page />);
    focusVisitorForm('book-a-visit');
    expect(document.activeElement).toBe(document.body);
    act(() => screen.getByRole('button', { name: 'load' }).click());
    expect(document.activeElement).toBe(screen.getByLabelText('Your name'));
  });
});
