/** Admin only: the team's agents, how new leads are dealt to them, and a listing's agent. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  leadRoutingAnswerSchema,
  leadRoutingChangeSchema,
  listingAgentChangeSchema,
  listingAgentSchema,
  teamAgentsAnswerSchema,
} from '#domain/lead-routing';
import { auditActorOf } from '#server/audit/audit-log';
import type { Database } from '#server/db/client';
import { answerRecordWrite } from '#server/http/record-response';
import { assignListingAgent, listAgents, readLeadRouting, saveLeadRouting } from './service.js';

const listingParams = z.object({ id: z.uuid({ error: 'Not a listing id' }) });

export const agentAdminRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/agents',
    {
      schema: {
        tags: ['admin'],
        summary: 'The users whose role is agent, in the order round-robin deals leads to them',
        response: { 200: teamAgentsAnswerSchema },
      },
    },
    async () => ({ agents: await listAgents(db) }),
  );

  app.get(
    '/lead-routing',
    {
      schema: {
        tags: ['admin'],
        summary: 'How new bookings and enquiries are assigned: to the listing’s agent, or round-robin',
        response: { 200: leadRoutingAnswerSchema },
      },
    },
    async () => readLeadRouting(db),
  );

  app.put(
    '/lead-routing',
    {
      schema: {
        tags: ['admin'],
        summary: 'Chooses how new leads are assigned; a stale version is 409 CONFLICT',
        body: leadRoutingChangeSchema,
        response: { 200: leadRoutingAnswerSchema },
      },
    },
    async (request) => saveLeadRouting(db, request.body, auditActorOf(request)),
  );

  app.put(
    '/properties/:id/agent',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Assigns a listing to one of the team’s agents (null: none); a user who is not an agent is 400; ' +
          'an outdated version is 409 RECORD_CHANGED',
        params: listingParams,
        body: listingAgentChangeSchema,
        response: { 200: listingAgentSchema },
      },
    },
    async (request) =>
      answerRecordWrite(await assignListingAgent(db, request.params.id, request.body, auditActorOf(request))),
  );
};
