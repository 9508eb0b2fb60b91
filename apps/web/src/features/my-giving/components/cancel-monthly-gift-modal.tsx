import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { formatDollars } from '@walkfund/domain';
import { FormErrorAlert } from '../../../components/forms/form-error-alert.tsx';

interface CancelMonthlyGiftModalProps {
  opened: boolean;
  amount: number;
  supporting: string;
  cancelling: boolean;
  error: string | null;
  onConfirm(): void;
  onClose(): void;
}

/** Asks before a monthly gift is cancelled: it cannot be undone (docs/features/monthly-gifts.md). */
export function CancelMonthlyGiftModal({ opened, amount, supporting, cancelling, error, onConfirm, onClose }: CancelMonthlyGiftModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Cancel your monthly gift?" centered>
      <Stack gap="md">
        <Text size="sm">
          Your {formatDollars(amount)} each month to {supporting} stops now, and nothing more is charged. The gifts already given stay, with their
          receipts. To give monthly again later, start a new gift from the donate page.
        </Text>
        <FormErrorAlert error={error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Keep my gift
          </Button>
          <Button color="red" loading={cancelling} onClick={onConfirm}>
            Cancel monthly gift
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
