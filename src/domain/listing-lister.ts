/**
 * Who put a listing on HouseHunt (decision 027): its owner, an agent acting for the owner, or the HouseHunt team.
 * Cards and pages say so ("Posted by owner"), and the search filters on it.
 */
export const LISTER_KINDS = ['owner', 'agent', 'team'] as const;
export type ListerKind = (typeof LISTER_KINDS)[number];

/** The badge on cards and pages. */
export const LISTER_KIND_BADGES: Record<ListerKind, string> = {
  owner: 'Posted by owner',
  agent: 'Posted by agent',
  team: 'HouseHunt team',
};

/** The search filter's choices, under "Posted by". */
export const LISTER_KIND_LABELS: Record<ListerKind, string> = {
  owner: 'Owner',
  agent: 'Agent',
  team: 'HouseHunt team',
};

/** The kinds a signed-in user may post as: the team's listings come from the admin only. */
export const SELF_LISTER_KINDS = ['owner', 'agent'] as const satisfies readonly ListerKind[];
export type SelfListerKind = (typeof SELF_LISTER_KINDS)[number];
