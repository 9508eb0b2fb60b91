import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/client.ts';

export async function seedIfEmpty(_opts: { db: Db; config: AppConfig; log: FastifyBaseLogger }) {}
