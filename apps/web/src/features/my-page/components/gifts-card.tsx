import { Button, Stack, Table, Text } from '@mantine/core';
import { formatDollars, type MyGift } from '@walkfund/domain';
import { SectionCard } from '../../../components/section-card.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useThankGift } from '../api/thank-gift.ts';

function ThankCell({ gift }: { gift: MyGift }) {
  const thank = useThankGift();
  if (gift.thankedAt) {
    return (
      <Text size="sm" c="teal.8">
        Thanked {formatDate(gift.thankedAt)}
      </Text>
    );
  }
  const send = () =>
    thank.mutate(gift.transactionId, {
      onSuccess: (answer) => notifySuccess('Success', answer.message),
      onError: (error) => notifyError('Error', errorMessage(error)),
    });
  return (
    <Button
      size="xs"
      variant="light"
      loading={thank.isPending}
      disabled={!gift.canThank || thank.isSuccess}
      onClick={send}
      aria-label={`Say thanks to ${gift.donorName}`}
      title={gift.canThank ? undefined : 'Anonymous gifts cannot be thanked.'}
    >
      Say thanks
    </Button>
  );
}

/** The gifts credited to the fundraiser, newest first as the API sends them, each with a one-click thank-you. */
export function GiftsCard({ gifts }: { gifts: MyGift[] }) {
  return (
    <SectionCard title="Your gifts" idPrefix="my-page">
      {gifts.length === 0 ? (
        <Text c="dimmed">No gifts yet. Share your page link to get started.</Text>
      ) : (
        <Stack gap="xs">
          <Table.ScrollContainer minWidth={560}>
            <Table aria-label="Your gifts" verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Donor</Table.Th>
                  <Table.Th>Amount</Table.Th>
                  <Table.Th>Date</Table.Th>
                  <Table.Th>Message</Table.Th>
                  <Table.Th>Thank-you</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {gifts.map((gift) => (
                  <Table.Tr key={gift.transactionId}>
                    <Table.Td>{gift.donorName}</Table.Td>
                    <Table.Td style={{ fontVariantNumeric: 'tabular-nums' }}>{gift.amount === null ? 'Hidden' : formatDollars(gift.amount)}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(gift.createdAt)}</Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{gift.message ?? ''}</Table.Td>
                    <Table.Td>
                      <ThankCell gift={gift} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Text size="xs" c="dimmed">
            Say thanks sends the donor a short thank-you email from you. Anonymous gifts cannot be thanked.
          </Text>
        </Stack>
      )}
    </SectionCard>
  );
}
