import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bibAssignmentResultSchema, bibRosterQuerySchema, bibRosterSchema, bibSettingsInputSchema, bibSettingsViewSchema } from '@walkfund/domain';
import { requireAdminOnEveryRoute } from '../openapi/openapi.plugin.ts';
import { assignBibsInAdvance, getBibRoster, getBibSettings, saveBibSettings } from './bibs.service.ts';

/** /v1/bibs (admin): bib ranges, "Assign bibs now", and the roster the printed pages use (docs/decisions/0011-event-day-check-in.md). */
export async function bibRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Decided before the body is read: anonymous 401, everyone but an admin 403.
  requireAdminOnEveryRoute(app);

  app.get(
    '/',
    {
      schema: {
        summary: 'Read the bib ranges',
        description: "The current event year's bib ranges per city and kind (with how many numbers are given) and the assignment mode.",
        response: { 200: bibSettingsViewSchema.describe('The bib ranges and mode') },
      },
    },
    async () => getBibSettings(app.db),
  );

  app.put(
    '/',
    {
      schema: {
        summary: 'Set the bib ranges',
        description: '{mode: in-advance | at-check-in, ranges: [{eventCity, kind, first, last}]}: all the ranges of the year (one per city and kind, 1 to 99999, none overlapping); a range left out is removed. Numbers already given stay.',
        body: bibSettingsInputSchema,
        response: { 200: bibSettingsViewSchema.describe('The bib ranges as saved') },
      },
    },
    async (request) => saveBibSettings(app.db, request.body),
  );

  app.post(
    '/assign',
    {
      schema: {
        summary: 'Assign bibs now',
        description: 'No body: every entry of the year without a bib gets the next free number of its city and kind, in registration order, in one transaction. 409 unless the mode is in-advance. Answers how many were given and which ranges ran out.',
        response: { 200: bibAssignmentResultSchema.describe('What was assigned') },
      },
    },
    async () => assignBibsInAdvance(app.db),
  );

  app.get(
    '/roster',
    {
      schema: {
        summary: "Read a city's bib roster",
        description: "The city's entries of the current year by last name, with only what the labels and the clipboard roster print: name, team, kind, bib, shirt size.",
        querystring: bibRosterQuerySchema,
        response: { 200: bibRosterSchema.describe('The roster') },
      },
    },
    async (request) => getBibRoster(app.db, request.query.city),
  );
}
