/** The lister's "I am the owner" / "I am an agent" answer on the posting form, and what is wrong with it. */
import { MY_LISTINGS_MESSAGES, storedLister, type Lister } from '#domain/my-listings';
import type { SelfListerKind } from '#domain/listing-lister';
import { INDIAN_STATES, isOneOf } from '#domain/taxonomy';

export type ListerChoice = { kind: SelfListerKind | null; reraNumber: string };

export const NO_LISTER_CHOICE: ListerChoice = { kind: null, reraNumber: '' };

/** The answer as the request sends it; null until the owner/agent question is answered. */
export function listerFromChoice(choice: ListerChoice): Lister | null {
  if (choice.kind === null) return null;
  return choice.kind === 'owner'
    ? { kind: 'owner', reraNumber: null }
    : { kind: 'agent', reraNumber: choice.reraNumber.trim() };
}

/**
 * What to fix before saving, as the server would say it, or null. `state` is the form's state field: until one is
 * chosen an agent's number is only required, and the server judges its format on the save.
 */
export function listerChoiceProblem(choice: ListerChoice, state: string): string | null {
  const lister = listerFromChoice(choice);
  if (lister === null) return MY_LISTINGS_MESSAGES.listerKind;
  if (!isOneOf(INDIAN_STATES, state)) {
    return lister.kind === 'agent' && !lister.reraNumber ? MY_LISTINGS_MESSAGES.agentNumberRequired : null;
  }
  const stored = storedLister(lister, state);
  return 'problem' in stored ? stored.problem : null;
}
