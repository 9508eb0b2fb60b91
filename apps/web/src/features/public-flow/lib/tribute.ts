import { tributeDraftProblems, type TributeDraftProblems, type TributeInputRequest } from '@walkfund/domain';
import type { TributeDraft } from '../stores/tribute-store.ts';

/** The draft's fields for the domain's rules: no one to tell unless the donor asked. */
function fieldsOf(d: TributeDraft) {
  return { honoreeName: d.honoreeName, notify: d.notifyOn ? { name: d.notifyName, email: d.notifyEmail, message: d.message } : null };
}

/** What is wrong with each field of the tribute (none while it is off). */
export function tributeProblems(d: TributeDraft): TributeDraftProblems {
  return d.on ? tributeDraftProblems(fieldsOf(d)) : {};
}

/** The payload's `transaction.tribute` (docs/features/tributes.md), or null when the gift is not one. */
export function toTributeInput(d: TributeDraft): TributeInputRequest | null {
  if (!d.on) return null;
  return {
    kind: d.kind,
    honoreeName: d.honoreeName.trim(),
    showOnWall: d.showOnWall,
    notify: d.notifyOn ? { name: d.notifyName.trim(), email: d.notifyEmail.trim(), message: d.message.trim() || null, showAmount: d.showAmount } : null,
  };
}
