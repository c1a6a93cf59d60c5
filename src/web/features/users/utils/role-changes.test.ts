import { describe, expect, it } from 'vitest';
import { roleChangesFor } from './role-changes';

describe('the role changes offered for a user', () => {
  it('offers a user admin or agent access', () => {
    expect(roleChangesFor('user').map((change) => change.to)).toEqual(['admin', 'agent']);
  });

  it('offers an agent admin access, or back to user', () => {
    expect(roleChangesFor('agent').map((change) => [change.to, change.label])).toEqual([
      ['admin', 'Make admin'],
      ['user', 'Remove agent'],
    ]);
  });

  it('offers an admin only the removal, worded as taking access away', () => {
    const [removal] = roleChangesFor('admin');
    expect(removal).toMatchObject({ to: 'user', label: 'Remove admin', removes: true });
    expect(removal!.done('a@example.in')).toBe('a@example.in is no longer an admin');
  });
});
