import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { formatDollars, type AdminMonthlyGift } from '@walkfund/domain';
import { FormErrorAlert } from '../../../components/forms/form-error-alert.tsx';

interface CancelMonthlyGiftDialogProps {
  gift: AdminMonthlyGift | null;
  cancelling: boolean;
  error: string | null;
  onConfirm(gift: AdminMonthlyGift): void;
  onClose(): void;
}

/** Asks before an admin cancels a donor's monthly gift: final, and recorded in the audit log with the admin's name. */
export function CancelMonthlyGiftDialog({ gift, cancelling, error, onConfirm, onClose }: CancelMonthlyGiftDialogProps) {
  return (
    <Modal opened={gift !== null} onClose={onClose} title="Cancel this monthly gift?" centered>
      {gift && (
        <Stack gap="md">
          <Text size="sm">
            {gift.donorName}&apos;s {formatDollars(gift.amount)} each month to {gift.supporting} stops now, and nothing more is charged. The months
            already given stay recorded. This cannot be undone: the donor can start a new gift from the donate page.
          </Text>
          <FormErrorAlert error={error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Keep the gift
            </Button>
            <Button color="red" loading={cancelling} onClick={() => onConfirm(gift)}>
              Cancel monthly gift
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
