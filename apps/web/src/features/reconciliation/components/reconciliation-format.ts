import type { PaymentProviderKind } from '@walkfund/domain';
import type { ReconciliationOutcome, ReconciliationRun } from '../api/reconciliation-types.ts';

/** 300 -> "5 minutes", 86400 -> "24 hours". */
export function formatSeconds(seconds: number): string {
  const unit = (n: number, name: string) => `${n} ${name}${n === 1 ? '' : 's'}`;
  if (seconds >= 3600 && seconds % 3600 === 0) return unit(seconds / 3600, 'hour');
  if (seconds >= 60 && seconds % 60 === 0) return unit(seconds / 60, 'minute');
  return unit(seconds, 'second');
}

export const PROCESSOR_LABELS: Record<PaymentProviderKind, string> = { stripe: 'Stripe', test: 'Test mode' };

export const TRIGGER_LABELS: Record<ReconciliationRun['trigger'], string> = { start: 'Server start', schedule: 'Schedule', admin: 'Admin' };

export const OUTCOMES: Record<ReconciliationOutcome, { label: string; color: string }> = {
  recorded: { label: 'Recorded', color: 'green' },
  'already-recorded': { label: 'Already recorded', color: 'teal' },
  expired: { label: 'Expired', color: 'gray' },
  mismatched: { label: 'Mismatched', color: 'orange' },
  unchanged: { label: 'Unchanged', color: 'blue' },
  error: { label: 'Error', color: 'red' },
};
