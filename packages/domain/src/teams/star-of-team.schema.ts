import { z } from 'zod';
import { URL_MAX_LENGTH } from '../common/constants.ts';
import { TEAM_MESSAGE_MAX_LENGTH } from './constants.ts';
import { firstNameField, lastNameField } from '../common/fields.ts';
import { UPLOAD_URL_PATTERN } from '../uploads/upload.schema.ts';

/**
 * An image URL exactly as POST /v1/uploads answers it (/uploads/<32 hex>.webp); "" clears it.
 * Anything else is refused, an outside http(s) address included: the team page's share card puts
 * the image in og:image, so link previews would fetch whatever address a captain typed.
 */
export const imageUrlField = z
  .string({ error: 'Image URL must be text.' })
  .trim()
  .max(URL_MAX_LENGTH, `Image URL must be at most ${URL_MAX_LENGTH} characters.`)
  .refine((v) => v === '' || UPLOAD_URL_PATTERN.test(v), 'Image URL must be an uploaded image.');

/** Rich text (bold, italic, underline, link) the server sanitizes; may be empty. */
export const richTextField = z
  .string({ error: 'Message must be text.' })
  .max(TEAM_MESSAGE_MAX_LENGTH, `Message must be at most ${TEAM_MESSAGE_MAX_LENGTH} characters.`);

/** The Star of the Team form: photo, first and last name, rich-text message (sanitized on the server). */
export const starOfTeamInputSchema = z.strictObject({
  firstName: firstNameField,
  lastName: lastNameField,
  imageUrl: imageUrlField.default(''),
  message: richTextField.default(''),
});
export type StarOfTeamInput = z.infer<typeof starOfTeamInputSchema>;

/** The star of the team as answers carry it. */
export const starOfTeamSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  imageUrl: z.string(),
  /** Sanitized rich text. */
  message: z.string(),
});
export type StarOfTeam = z.infer<typeof starOfTeamSchema>;
