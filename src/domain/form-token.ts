/** GET /api/forms/token: the signed token a visitor form sends back, no sooner than minFillSeconds later. */
import { z } from 'zod';

export const formTokenSchema = z.object({ token: z.string(), minFillSeconds: z.number() });
