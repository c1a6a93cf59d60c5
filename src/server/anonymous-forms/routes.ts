import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { formTokenSchema } from '#domain/form-token';
import type { Config } from '#server/config';
import { mintFormToken } from './form-token.js';

/** Public: the signed token a visitor form fetches when it renders, and sends back with its submission. */
export const anonymousFormRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.get(
    '/forms/token',
    {
      schema: {
        tags: ['forms'],
        summary:
          'A signed form token for a booking or enquiry form: send it back as formToken, no sooner than minFillSeconds later and within a day',
        response: { 200: formTokenSchema },
      },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' }, cache: 'no-store' },
    },
    async () => ({
      token: mintFormToken(config.forms.tokenSecret),
      minFillSeconds: config.forms.minFillMs / 1000,
    }),
  );
};
