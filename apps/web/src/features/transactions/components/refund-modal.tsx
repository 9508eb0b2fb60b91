import { useState } from 'react';
import { Alert, Button, Group, Modal, NumberInput, Select, Stack, Text, Textarea } from '@mantine/core';
import {
  REFUND_MESSAGES, REFUND_REASON_MAX_LENGTH, isDonorPaid, refundCreateInputSchema, toCents, type RefundCreateInput, type TransactionDetail,
} from '@walkfund/domain';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDollars } from '../../../lib/format.ts';
import { notifyToast } from '../../../lib/notify.ts';
import { useCreateRefund } from '../api/create-refund.ts';
import { lineItemLabel } from '../lib/line-item-label.ts';
import { newRequestKey } from '../lib/request-key.ts';
import { refundedByLineItem } from './line-items-table.tsx';

interface RefundModalProps {
  transaction: TransactionDetail;
  opened: boolean;
  onClose: () => void;
}

type FieldErrors = Partial<Record<'amount' | 'reason', string>>;

/**
 * Refund (docs/decisions/0122-refunds-and-audit-log.md): an amount (the remaining by default) and a reason, then a
 * confirmation. One idempotency key per confirmed refund, kept while it is retried, so a double
 * click or a retry after an error refunds once.
 */
export function RefundModal({ transaction, opened, onClose }: RefundModalProps) {
  const remaining = transaction.refundable;
  const [amount, setAmount] = useState<number | string>(remaining);
  const [reason, setReason] = useState('');
  const [lineItem, setLineItem] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [confirming, setConfirming] = useState<RefundCreateInput | null>(null);
  // Kept until the refund is made or the form changes: a retry after an error is the same request.
  const [requestKey, setRequestKey] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const refund = useCreateRefund(transaction.id);

  const refunded = refundedByLineItem(transaction.refunds);
  // A sponsor's match is not the donor's money: it is never refunded, only taken back with its gift (docs/features/sponsor-matches.md).
  const itemOptions = transaction.lineItems.filter((item) => isDonorPaid(item.type)).map((item) => {
    const left = item.amount + (refunded.get(item.id) ?? 0);
    return { value: String(item.id), label: `${lineItemLabel(item)} (${formatDollars(left)} left)`, disabled: left <= 0 };
  });

  // Any change makes it another refund: it gets a new key when confirmed.
  const edit = <T,>(set: (v: T) => void) => (value: T) => {
    set(value);
    setConfirming(null);
    setRequestKey(null);
    setServerError(null);
  };

  const review = () => {
    const parsed = refundCreateInputSchema.safeParse({ amount: typeof amount === 'number' ? amount : Number.NaN, reason, lineItem: lineItem ? Number(lineItem) : null });
    const next: FieldErrors = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'amount' || field === 'reason') && !next[field]) next[field] = issue.message;
      }
    } else if (toCents(parsed.data.amount) > toCents(remaining)) {
      next.amount = REFUND_MESSAGES.overRefund(toCents(parsed.data.amount), toCents(remaining));
    }
    setErrors(next);
    if (!parsed.success || Object.keys(next).length) return;
    const key = requestKey ?? newRequestKey();
    setRequestKey(key);
    setConfirming({ ...parsed.data, idempotencyKey: key });
  };

  const submit = async () => {
    if (!confirming || refund.isPending) return;
    setServerError(null);
    try {
      await refund.mutateAsync(confirming);
      notifyToast(REFUND_MESSAGES.refunded);
      setConfirming(null);
      setRequestKey(null);
      setReason('');
      onClose();
    } catch (err) {
      notifyToast(REFUND_MESSAGES.refundFailed);
      setServerError(errorMessage(err));
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Refund">
      <Stack gap="md">
        <Text size="sm">
          Charged {formatDollars(transaction.totalCharged)}; already refunded {formatDollars(transaction.refunded)}; up to {formatDollars(remaining)} can be refunded to the card.
        </Text>
        <NumberInput
          label="Amount"
          prefix="$"
          decimalScale={2}
          min={0.01}
          max={remaining}
          // The form says why an amount is too large rather than changing it.
          clampBehavior="none"
          thousandSeparator=","
          value={amount}
          onChange={edit(setAmount)}
          error={errors.amount}
          required
        />
        <Textarea
          label="Reason"
          value={reason}
          onChange={(event) => edit(setReason)(event.currentTarget.value)}
          maxLength={REFUND_REASON_MAX_LENGTH}
          error={errors.reason}
          rows={3}
          required
        />
        {itemOptions.length > 1 && (
          <Select
            label="Refund first from"
            description="The team total drops by what comes off line items; shipping and covered fees come last."
            placeholder="Line items in order"
            data={itemOptions}
            value={lineItem}
            onChange={edit(setLineItem)}
            clearable
          />
        )}
        {serverError && (
          <Alert color="red" title="Error" role="alert">
            {serverError}
          </Alert>
        )}
        {confirming ? (
          <Stack gap="sm">
            <Alert color="yellow" title="Confirm refund">
              {REFUND_MESSAGES.confirm(toCents(confirming.amount))}
            </Alert>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setConfirming(null)} disabled={refund.isPending}>
                Back
              </Button>
              <Button color="red" onClick={() => void submit()} loading={refund.isPending}>
                Refund {formatDollars(confirming.amount)}
              </Button>
            </Group>
          </Stack>
        ) : (
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button onClick={review}>Review refund</Button>
          </Group>
        )}
      </Stack>
    </Modal>
  );
}
