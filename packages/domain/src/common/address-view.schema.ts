import { z } from 'zod';

/**
 * An address as the API answers it. Answers are checked against plain shapes (types, no length
 * or format rules): a row stored before a rule changed must still be readable, never a 500.
 */
export const addressViewSchema = z.object({ address: z.string(), city: z.string(), state: z.string(), zipcode: z.string() });
