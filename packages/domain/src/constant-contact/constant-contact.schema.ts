import { z } from 'zod';

/** GET /v1/constantcontact/status and POST /v1/constantcontact/connect (admin): never a token. */
export const constantContactStatusSchema = z.object({
  /** The server has a Constant Contact client id and secret. */
  configured: z.boolean(),
  connected: z.boolean(),
  connectedAt: z.string().optional(),
});
export type ConstantContactStatus = z.infer<typeof constantContactStatusSchema>;

/** GET /v1/constantcontact/authorize-url (admin): the authorization page to send the admin to. */
export const constantContactAuthorizeUrlSchema = z.object({ url: z.string() });
