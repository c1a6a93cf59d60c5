import { describe, expect, it } from 'vitest';
import { MY_LISTINGS_MESSAGES } from '#domain/my-listings';
import { NO_LISTER_CHOICE, listerChoiceProblem, listerFromChoice } from './lister-choice';

describe('the owner/agent choice on the posting form', () => {
  it('asks who is posting until it is answered', () => {
    expect(listerFromChoice(NO_LISTER_CHOICE)).toBeNull();
    expect(listerChoiceProblem(NO_LISTER_CHOICE, 'Karnataka')).toBe(MY_LISTINGS_MESSAGES.listerKind);
  });

  it('sends no agent number for an owner, even one typed before switching to owner', () => {
    const choice = { kind: 'owner', reraNumber: 'PRM/KA/RERA/1251/310/AG/171231/001234' } as const;
    expect(listerFromChoice(choice)).toEqual({ kind: 'owner', reraNumber: null });
    expect(listerChoiceProblem(choice, 'Karnataka')).toBeNull();
    expect(listerChoiceProblem(choice, '')).toBeNull();
  });

  it('requires an agent’s number, with or without a state chosen', () => {
    for (const state of ['', 'Karnataka']) {
      expect(listerChoiceProblem({ kind: 'agent', reraNumber: '   ' }, state)).toBe(
        MY_LISTINGS_MESSAGES.agentNumberRequired,
      );
    }
  });

  it('leaves the format to the save until the state is chosen, and judges it by the state then', () => {
    const choice = { kind: 'agent', reraNumber: 'not a number' } as const;
    expect(listerChoiceProblem(choice, '')).toBeNull();
    expect(listerChoiceProblem(choice, 'Not a state')).toBeNull();
    expect(listerChoiceProblem(choice, 'Maharashtra')).toEqual(expect.any(String));
  });

  it('trims the agent’s number it sends', () => {
    expect(listerFromChoice({ kind: 'agent', reraNumber: '  A51700000001 ' })).toEqual({
      kind: 'agent',
      reraNumber: 'A51700000001',
    });
  });
});
