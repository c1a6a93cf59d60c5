/** GET /api/auth/providers: the identity providers a visitor can sign in with, e.g. { id: 'google', name: 'Google' }. */
import { z } from 'zod';

export const identityProviderSchema = z.object({ id: z.string(), name: z.string() });
export type IdentityProvider = z.infer<typeof identityProviderSchema>;

export const identityProvidersSchema = z.object({ providers: z.array(identityProviderSchema) });
