/** Who the admin shell shows in its profile menu; sign-in supplies it, and any gap falls back to a default. */
export type AdminUser = {
  displayName?: string | null;
  email?: string | null;
  photoURL?: string | null;
};

export const DEFAULT_ADMIN_NAME = 'Admin User';
export const DEFAULT_ADMIN_EMAIL = 'admin@househunt.in';

/** The signed-in admin for the shell's profile menu, and how to sign out. */
export type AdminProfile = {
  user?: AdminUser;
  onSignOut: () => void;
  /** The sign-out request is on its way. */
  signingOut?: boolean;
};
