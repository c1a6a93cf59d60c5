/** Who the admin shell shows in its profile menu; sign-in supplies it, and any gap falls back to a default. */
export type AdminUser = {
  displayName?: string | null;
  email?: string | null;
  photoURL?: string | null;
};

export const DEFAULT_ADMIN_NAME = 'Admin User';
export const DEFAULT_ADMIN_EMAIL = 'admin@househunt.in';
