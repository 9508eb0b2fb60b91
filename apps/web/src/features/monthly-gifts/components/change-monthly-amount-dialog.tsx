import { Modal, Text } from '@mantine/core';
import { formatDollars, type AdminMonthlyGift } from '@walkfund/domain';
import { MonthlyAmountForm } from '../../../components/forms/monthly-amount-form.tsx';

interface ChangeMonthlyAmountDialogProps {
  gift: AdminMonthlyGift | null;
  saving: boolean;
  /** The server's refusal, if the last try was refused. */
  error: string | null;
  onSave(gift: AdminMonthlyGift, amount: number): void;
  onClose(): void;
}

/**
 * An admin changes a donor's monthly amount (docs/features/monthly-gifts.md): whole dollars, at least
 * the donation minimum (docs/decisions/0103-donation-minimum.md), checked with the API's own rule
 * (monthlyGiftAmountInputSchema) and its messages; from the next month on, audited with the admin's name.
 */
export function ChangeMonthlyAmountDialog({ gift, saving, error, onSave, onClose }: ChangeMonthlyAmountDialogProps) {
  return (
    <Modal opened={gift !== null} onClose={onClose} title="Change the monthly amount" centered>
      {/* Keyed by the gift, so the field starts from each gift's own amount. */}
      {gift && (
        <MonthlyAmountForm
          key={gift.id}
          current={gift.amount}
          saving={saving}
          error={error}
          onSave={(amount) => onSave(gift, amount)}
          onClose={onClose}
          intro={
            <Text size="sm">
              {gift.donorName} gives {formatDollars(gift.amount)} each month to {gift.supporting}. The new amount is charged from the next month on.
            </Text>
          }
        />
      )}
    </Modal>
  );
}
