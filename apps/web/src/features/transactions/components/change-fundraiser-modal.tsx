import { useState } from 'react';
import { Alert, Blockquote, Button, Checkbox, Group, Loader, Modal, Select, Stack, Text } from '@mantine/core';
import { TOASTS, type TransactionDetail } from '@walkfund/domain';
import { errorMessage } from '../../../lib/api-client.ts';
import { notifyToast } from '../../../lib/notify.ts';
import { useChangeFundraiser } from '../api/change-fundraiser.ts';
import { useTeamMembers } from '../api/get-team-members.ts';
import { fundraiserName } from '../lib/fundraiser-name.ts';

/** The select's value for crediting no walker (the team only). */
const NO_ONE = 'none';

interface ChangeFundraiserModalProps {
  transaction: TransactionDetail;
  teamId: number;
  opened: boolean;
  onClose: () => void;
}

/**
 * Change credited walker (docs/decisions/0008-fundraiser-credit.md): a member of the
 * supported team, or no one. Confirmed before it is sent; the server moves the credit between the
 * walkers' totals and audits it, and the detail reloads with its answer.
 */
export function ChangeFundraiserModal({ transaction, teamId, opened, onClose }: ChangeFundraiserModalProps) {
  const members = useTeamMembers(teamId);
  const change = useChangeFundraiser(transaction.id);
  const current = transaction.fundraiser;
  const [choice, setChoice] = useState<string>(current ? String(current.id) : NO_ONE);
  const [confirming, setConfirming] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  // The donor wrote the message to the walker they chose: it moves with the gift unless the admin hides it.
  const [showMessage, setShowMessage] = useState(!transaction.messageHidden);

  const options = [
    { value: NO_ONE, label: 'No one' },
    ...(members.data ?? []).map((m) => ({ value: String(m.personId), label: fundraiserName(m) })),
  ];
  // The walker credited now stays listed even when no longer on the team.
  if (current && !options.some((o) => o.value === String(current.id))) options.push({ value: String(current.id), label: fundraiserName(current) });
  const chosenLabel = options.find((o) => o.value === choice)?.label ?? 'No one';
  const unchanged = choice === (current ? String(current.id) : NO_ONE);

  const submit = async () => {
    setServerError(null);
    try {
      await change.mutateAsync({ fundraiser: choice === NO_ONE ? null : Number(choice), ...(transaction.message ? { showMessage } : {}) });
      notifyToast(TOASTS.transactionUpdated);
      onClose();
    } catch (err) {
      notifyToast(TOASTS.transactionUpdateFailed);
      setServerError(errorMessage(err));
      setConfirming(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Change credited walker">
      <Stack gap="md">
        {members.isError ? (
          <Alert color="red" title="Error" role="alert">
            {errorMessage(members.error)}
          </Alert>
        ) : members.isPending ? (
          <Loader size="sm" aria-label="Loading team members" />
        ) : (
          <Select
            label="Credited walker"
            description={`A member of ${transaction.team?.name ?? 'the team'}, or no one: the team keeps the gift either way.`}
            data={options}
            value={choice}
            onChange={(value) => {
              setChoice(value ?? NO_ONE);
              setConfirming(false);
            }}
            allowDeselect={false}
            searchable
            disabled={confirming}
          />
        )}
        {serverError && (
          <Alert color="red" title="Error" role="alert">
            {serverError}
          </Alert>
        )}
        {confirming ? (
          <Stack gap="sm">
            <Alert color="yellow" title="Confirm">
              {choice === NO_ONE
                ? `Credit this gift to no walker${current ? ` (now ${fundraiserName(current)})` : ''}?`
                : `Credit this gift to ${chosenLabel}${current ? ` instead of ${fundraiserName(current)}` : ''}?`}
            </Alert>
            {transaction.message && (
              <>
                <Text size="sm">
                  The donor&apos;s message moves with the gift to {choice === NO_ONE ? "the team's page" : `${chosenLabel}'s page`}:
                </Text>
                <Blockquote p="xs">{transaction.message}</Blockquote>
                <Checkbox
                  label={choice === NO_ONE ? "Show the message on the team's page" : `Show the message on ${chosenLabel}'s page`}
                  checked={showMessage}
                  onChange={(event) => setShowMessage(event.currentTarget.checked)}
                />
              </>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setConfirming(false)} disabled={change.isPending}>
                Back
              </Button>
              <Button onClick={() => void submit()} loading={change.isPending}>
                Confirm
              </Button>
            </Group>
          </Stack>
        ) : (
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button onClick={() => setConfirming(true)} disabled={unchanged || !members.data}>
              Save
            </Button>
          </Group>
        )}
        <Text size="xs" c="dimmed">
          The change is recorded in the transaction&apos;s history.
        </Text>
      </Stack>
    </Modal>
  );
}
