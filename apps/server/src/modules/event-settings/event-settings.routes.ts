import type { FastifyInstance } from 'fastify';
export async function eventSettingsRoutes(_app: FastifyInstance) {}
