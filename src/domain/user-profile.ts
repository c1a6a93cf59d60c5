/** A person's HouseHunt account as the API answers it: the session's user and the admin's list of users. */
import { z } from 'zod';

/**
 * `agent`: a member of the team who sees and acts on the listings and leads assigned to them only (decision 027);
 * `admin` sees everything. Every /api/admin route states which of the two may call it.
 */
export const USER_ROLES = ['user', 'agent', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const USER_ROLE_LABELS: Record<UserRole, string> = { admin: 'Admin', agent: 'Agent', user: 'User' };

/** What each role may do, in the account page's words. */
export const USER_ROLE_DESCRIPTIONS: Record<UserRole, string> = {
  admin: 'Admin: manages listings, bookings, enquiries, settings and users',
  agent: 'Agent: manages the listings and leads assigned to them',
  user: 'User: browses, shortlists, books visits and posts their own listings',
};

export const userProfileSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  email: z.string(),
  photoURL: z.string().nullable(),
  role: z.enum(USER_ROLES),
  createdAt: z.string(),
  lastLogin: z.string().nullable(),
  /** Edits of their live listings publish at once instead of going back to review (an admin's choice). */
  trustedLister: z.boolean(),
  /** What a change to the account sends back (record-version.ts). */
  version: z.number().int(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/** GET /api/me: the signed-in user (null when signed out) and the token writes must carry. */
export const sessionSchema = z.object({
  user: userProfileSchema.nullable(),
  csrfToken: z.string().nullable(),
});
export type Session = z.infer<typeof sessionSchema>;

export const userAnswerSchema = z.object({ user: userProfileSchema });
export const userListSchema = z.object({ users: z.array(userProfileSchema) });
