import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { formatDollars, type AdminMonthlyGift } from '@walkfund/domain';
import type { MonthlyGiftStateAction } from '../api/set-monthly-gift-state.ts';
import { FormErrorAlert } from '../../../components/forms/form-error-alert.tsx';

interface MonthlyGiftStateDialogProps {
  gift: AdminMonthlyGift | null;
  /** Pause for an active gift, resume for a paused or failed one. */
  action: MonthlyGiftStateAction;
  saving: boolean;
  error: string | null;
  onConfirm(gift: AdminMonthlyGift, action: MonthlyGiftStateAction): void;
  onClose(): void;
}

/** What happens, in the donor's terms. */
function whatHappens(gift: AdminMonthlyGift, action: MonthlyGiftStateAction): string {
  const gives = `${gift.donorName}'s ${formatDollars(gift.amount)} each month to ${gift.supporting}`;
  if (action === 'pause') return `${gives} is not charged until it is resumed. The donor can resume it from their giving page too.`;
  if (gift.status === 'failed') return `${gives} starts again: the missed month is tried again today on the card on file.`;
  return `${gives} is charged again from its next charge day.`;
}

/**
 * Asks before an admin pauses or resumes a donor's monthly gift (docs/features/monthly-gifts.md):
 * either can be undone, and each is recorded in the audit log with the admin's name.
 */
export function MonthlyGiftStateDialog({ gift, action, saving, error, onConfirm, onClose }: MonthlyGiftStateDialogProps) {
  const pause = action === 'pause';
  return (
    <Modal opened={gift !== null} onClose={onClose} title={pause ? 'Pause this monthly gift?' : 'Resume this monthly gift?'} centered>
      {gift && (
        <Stack gap="md">
          <Text size="sm">{whatHappens(gift, action)}</Text>
          <FormErrorAlert error={error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {pause ? 'Keep it going' : 'Not now'}
            </Button>
            <Button loading={saving} onClick={() => onConfirm(gift, action)}>
              {pause ? 'Pause monthly gift' : 'Resume monthly gift'}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
