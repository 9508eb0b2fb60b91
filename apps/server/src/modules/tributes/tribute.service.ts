import { centsToDollars, isTributeKind, type TributeReport } from '@walkfund/domain';
import type { DbOrTx } from '../../db/client.ts';
import { loadEventSettings } from '../event-settings/event-settings.service.ts';
import { listTributesOfYear } from './tribute.repo.ts';

const fullName = (first: string | null, last: string | null) => (first === null ? null : `${first} ${last ?? ''}`.trim());

/**
 * GET /v1/reports/tributes?year= (admin, docs/features/tributes.md): every tribute of the year's
 * active transactions, newest first, with the donor, the donation net of refunds, whom it was to
 * be told to and when the e-card was written.
 */
export async function getTributeReport(args: { db: DbOrTx; year?: number }): Promise<TributeReport> {
  const year = args.year ?? (await loadEventSettings(args.db)).appYear;
  const rows = await listTributesOfYear(args.db, year);
  return {
    year,
    rows: rows.flatMap((r) =>
      isTributeKind(r.kind)
        ? [
            {
              transactionId: r.transactionId,
              createdAt: r.createdAt,
              kind: r.kind,
              honoreeName: r.honoreeName,
              donorName: `${r.donorFirstName} ${r.donorLastName}`.trim(),
              donorEmail: r.donorEmail,
              amount: centsToDollars(r.donationCents),
              teamName: r.teamName,
              fundraiserName: fullName(r.fundraiserFirstName, r.fundraiserLastName),
              notifyName: r.notifyName,
              notifyEmail: r.notifyEmail,
              showAmount: r.showAmount,
              showOnWall: r.showOnWall,
              notifiedAt: r.notifiedAt,
            },
          ]
        : [],
    ),
  };
}
