import type { FastifyInstance } from 'fastify';
export async function userRoutes(_app: FastifyInstance) {}
