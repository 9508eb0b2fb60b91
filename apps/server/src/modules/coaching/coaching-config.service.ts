import { COACHING_MESSAGE_KINDS, DEFAULT_COACHING_CONFIG, coachingConfigInputSchema, type CoachingConfig, type CoachingConfigInput } from '@walkfund/domain';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { sanitizeRichText } from '../../lib/sanitize-html.ts';
import { findCoachingConfigData, findCoachingConfigDataAndClockOffset, saveCoachingConfigData } from './coaching-config.repo.ts';

/**
 * Config > Coaching (docs/features/coaching.md): the saved messages and days over the defaults,
 * so a message never saved (or added since) keeps its default. A stored row that no longer parses
 * (a rule changed since) falls back message by message.
 */
export async function loadCoachingConfig(db: DbOrTx): Promise<CoachingConfig> {
  return coachingConfigOf(await findCoachingConfigData(db));
}

/** Config > Coaching and "now" by the product's clock (lib/clock.ts), in one read. */
export async function loadCoachingConfigAndNow(db: DbOrTx): Promise<{ config: CoachingConfig; now: Date }> {
  const { data, offsetMs } = await findCoachingConfigDataAndClockOffset(db);
  return { config: coachingConfigOf(data), now: new Date(Date.now() + offsetMs) };
}

function coachingConfigOf(stored: unknown): CoachingConfig {
  const data = stored as Partial<CoachingConfig> | null;
  if (!data) return DEFAULT_COACHING_CONFIG;
  const messages = { ...DEFAULT_COACHING_CONFIG.messages };
  for (const kind of COACHING_MESSAGE_KINDS) {
    const saved = data.messages?.[kind];
    if (saved && typeof saved.enabled === 'boolean' && typeof saved.subject === 'string' && typeof saved.html === 'string') messages[kind] = saved;
  }
  const days = { ...DEFAULT_COACHING_CONFIG.days };
  for (const key of Object.keys(days) as (keyof typeof days)[]) {
    const value = data.days?.[key];
    if (typeof value === 'number' && Number.isInteger(value)) days[key] = value;
  }
  return { messages, days };
}

/** The rich text as it will be stored: sanitized (lib/sanitize-html.ts); empty after sanitizing is refused. */
function sanitized(input: CoachingConfigInput): CoachingConfig {
  const messages = { ...input.messages };
  for (const kind of COACHING_MESSAGE_KINDS) {
    const html = sanitizeRichText(input.messages[kind].html);
    if (!html) throw AppError.badRequest(`The ${kind} text is empty once its formatting is cleaned.`, [{ field: `messages.${kind}.html`, message: 'Text is required.' }]);
    messages[kind] = { ...input.messages[kind], html };
  }
  return { messages, days: input.days };
}

/** PUT /v1/coaching/config: the whole config, placeholders checked by the schema, text sanitized. */
export async function saveCoachingConfig(args: { db: DbOrTx; input: CoachingConfigInput; userId: number }): Promise<CoachingConfig> {
  // The route validated the body; parse again so a caller outside a route gets the same rules.
  const config = sanitized(coachingConfigInputSchema.parse(args.input));
  await saveCoachingConfigData(args.db, config, args.userId);
  return config;
}

/** A message as being edited, sanitized like a saved one (the preview shows what would be sent). */
export function sanitizeMessageHtml(html: string): string {
  return sanitizeRichText(html);
}
