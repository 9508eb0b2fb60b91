import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  eventDaysInputSchema, eventDaysViewSchema, idParams, personEventEntrySchema,
} from '@walkfund/domain';
import { requireAdminOnEveryRoute } from '../openapi/openapi.plugin.ts';
import { getEventDays, saveEventDays } from './event-day.service.ts';
import { getPersonEventEntry, regenerateCheckInToken, resendConfirmation } from './event-entry.service.ts';

/** /v1/event-days (admin): each city's event day of the current year (docs/decisions/0011-event-day-check-in.md). */
export async function eventDayRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Decided before the body is read: anonymous 401, everyone but an admin 403.
  requireAdminOnEveryRoute(app);

  app.get(
    '/',
    {
      schema: {
        summary: 'Read the event days',
        description: "The current event year's date, start time and place per city (a city not set yet is absent).",
        response: { 200: eventDaysViewSchema.describe('The event days') },
      },
    },
    async () => getEventDays(app.db),
  );

  app.put(
    '/',
    {
      schema: {
        summary: 'Set the event days',
        description: '{days: [{eventCity, date (YYYY-MM-DD), startTime (HH:MM), place}]}: each city at most once; a city left out keeps its day.',
        body: eventDaysInputSchema,
        response: { 200: eventDaysViewSchema.describe('The event days as saved') },
      },
    },
    async (request) => saveEventDays(app.db, request.body),
  );
}

/** /v1/event-entries (admin): a person's event entry, its confirmation and its check-in code. */
export async function eventEntryRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  requireAdminOnEveryRoute(app);

  app.get(
    '/person/:id',
    {
      schema: {
        summary: "Read a person's event entry",
        description: "The person's entry of the current event year (kind, check-in code, bib, check-in), or null when they are not registered.",
        params: idParams,
        response: { 200: personEventEntrySchema.describe('The entry, or null') },
      },
    },
    async (request) => getPersonEventEntry(app.db, request.params.id),
  );

  app.post(
    '/person/:id/resend-confirmation',
    {
      schema: {
        summary: "Resend a person's event confirmation",
        description: 'No body: the confirmation email with the current check-in code is queued again. Audited. 404 without an entry this year; 409 when the person has no email.',
        params: idParams,
        response: { 200: personEventEntrySchema.describe('The entry') },
      },
    },
    async (request) => resendConfirmation({ db: app.db, personId: request.params.id, actorUserId: request.authUser!.id, kick: () => app.jobs.kick() }),
  );

  app.post(
    '/person/:id/regenerate-token',
    {
      schema: {
        summary: "Regenerate a person's check-in code",
        description: 'No body: a new random check-in code replaces the old one, which stops working at once. Audited. 404 without an entry this year.',
        params: idParams,
        response: { 200: personEventEntrySchema.describe('The entry with its new code') },
      },
    },
    async (request) => regenerateCheckInToken({ db: app.db, personId: request.params.id, actorUserId: request.authUser!.id }),
  );
}
