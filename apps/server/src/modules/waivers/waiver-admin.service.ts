import { WAIVER_ADMIN_MESSAGES, WAIVER_BODY_MAX_LENGTH, WAIVER_MESSAGES, richTextHasText, type AdminWaiver, type WaiverKind, type WaiverPublishInput } from '@walkfund/domain';
import type { Db } from '../../db/client.ts';
import { violatedUniqueConstraint } from '../../db/unique-violation.ts';
import { AppError } from '../../lib/app-error.ts';
import { sanitizeRichText } from '../../lib/sanitize-html.ts';
import { appendAuditEntry } from '../audit/audit.service.ts';
import { insertNextWaiverVersion, listWaiverVersions } from './waiver-admin.repo.ts';
import type { WaiverRow } from './waiver.repo.ts';

/**
 * The admin's waiver texts (docs/decisions/0011-event-day-check-in.md): publishing makes
 * a new version, so an acceptance keeps the exact text that was signed.
 */

type ListRow = Awaited<ReturnType<typeof listWaiverVersions>>[number];

function createdByName(row: ListRow): string | null {
  if (row.creatorFirstName) return `${row.creatorFirstName} ${row.creatorLastName ?? ''}`.trim();
  return row.creatorEmail ?? null;
}

export function toWaiverView(w: WaiverRow) {
  return { id: w.id, eventCity: w.eventCity, kind: w.kind as WaiverKind, version: w.version, body: w.body, createdAt: w.createdAt.toISOString() };
}

/** GET /v1/waivers (admin): every version by city and kind, newest first, with how many signed each. */
export async function listWaivers(db: Db): Promise<AdminWaiver[]> {
  const rows = await listWaiverVersions(db);
  return rows.map((row) => ({ ...toWaiverView(row.waiver), createdBy: createdByName(row), acceptances: row.acceptances }));
}

/** How many times a publish is tried again when the version was taken meanwhile (the lock makes this rare). */
const PUBLISH_ATTEMPTS = 3;

/**
 * POST /v1/waivers (admin): the rich text is sanitized like a team message (a script never gets
 * stored) and must keep some text; the next version of the city's and kind's waiver is inserted
 * and audited in one transaction.
 */
export async function publishWaiver(args: { db: Db; actorUserId: number; input: WaiverPublishInput }): Promise<AdminWaiver> {
  const { db, actorUserId, input } = args;
  const body = sanitizeRichText(input.body);
  if (!richTextHasText(body)) throw AppError.badRequest(WAIVER_MESSAGES.bodyRequired, [{ field: 'body', message: WAIVER_MESSAGES.bodyRequired }]);
  // Sanitizing adds rel and target to links: the stored text may grow a little past what was typed.
  if (body.length > 2 * WAIVER_BODY_MAX_LENGTH) throw AppError.badRequest(WAIVER_MESSAGES.bodyLength, [{ field: 'body', message: WAIVER_MESSAGES.bodyLength }]);
  for (let attempt = 1; ; attempt += 1) {
    try {
      const row = await db.transaction(async (tx) => {
        const inserted = await insertNextWaiverVersion(tx, { eventCity: input.eventCity, kind: input.kind, body, createdByUserId: actorUserId });
        await appendAuditEntry(tx, {
          actorUserId,
          action: 'waiver.published',
          entity: 'waiver',
          entityId: inserted.id,
          before: null,
          after: { eventCity: inserted.eventCity, kind: inserted.kind, version: inserted.version },
        });
        return inserted;
      });
      const published = (await listWaivers(db)).find((w) => w.id === row.id);
      return published ?? { ...toWaiverView(row), createdBy: null, acceptances: 0 };
    } catch (err) {
      if (violatedUniqueConstraint(err) === 'waivers_city_kind_version_unique' && attempt < PUBLISH_ATTEMPTS) continue;
      if (violatedUniqueConstraint(err) === 'waivers_city_kind_version_unique') throw AppError.conflict(WAIVER_ADMIN_MESSAGES.publishFailed);
      throw err;
    }
  }
}
