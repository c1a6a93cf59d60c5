/** The role changes the users page offers for a user's current role, and how each is worded. */
import type { UserRole } from '#domain/user-profile';

export type RoleChange = {
  to: UserRole;
  label: string;
  title: string;
  pendingLabel: string;
  /** Taking access away is the dangerous kind. */
  removes: boolean;
  done: (email: string) => string;
  consequence: (email: string) => string;
};

const MAKE_ADMIN: RoleChange = {
  to: 'admin',
  label: 'Make admin',
  title: 'Make this person an admin?',
  pendingLabel: 'Making admin…',
  removes: false,
  done: (email) => `${email} is now an admin`,
  consequence: (email) =>
    `${email} will be able to manage listings, bookings, enquiries, settings and other users.`,
};

const MAKE_AGENT: RoleChange = {
  to: 'agent',
  label: 'Make agent',
  title: 'Make this person an agent?',
  pendingLabel: 'Making agent…',
  removes: false,
  done: (email) => `${email} is now an agent`,
  consequence: (email) =>
    `${email} will be able to open the admin portal and work on the listings and leads assigned to them only.`,
};

const removal = (from: 'admin' | 'agent'): RoleChange => ({
  to: 'user',
  label: from === 'admin' ? 'Remove admin' : 'Remove agent',
  title: from === 'admin' ? 'Remove admin access?' : 'Remove agent access?',
  pendingLabel: 'Removing…',
  removes: true,
  done: (email) => `${email} is no longer an ${from}`,
  consequence: (email) => `${email} will no longer be able to open the admin portal.`,
});

export function roleChangesFor(role: UserRole): RoleChange[] {
  switch (role) {
    case 'user':
      return [MAKE_ADMIN, MAKE_AGENT];
    case 'agent':
      return [MAKE_ADMIN, removal('agent')];
    case 'admin':
      return [removal('admin')];
  }
}
