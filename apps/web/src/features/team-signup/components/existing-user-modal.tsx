import { Button, Modal, Stack, Text } from '@mantine/core';
import { UI_MESSAGES } from '@walkfund/domain';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';

interface ExistingUserModalProps {
  opened: boolean;
  teamName: string | null;
  onNewTeam(): void;
  onClose(): void;
}

/** The email already has an account: reactivate that team, or start a brand new one with another email. */
export function ExistingUserModal({ opened, teamName, onNewTeam, onClose }: ExistingUserModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="You already have an account" centered>
      <Stack gap="md">
        <Text>
          {UI_MESSAGES.existingEmail} <strong>{teamName ?? UI_MESSAGES.notAssigned}</strong>
        </Text>
        <Text size="sm">
          We recommend logging in and reactivating your team for this year, so it keeps its page, history and members.
        </Text>
        <Button component={Link} to={paths.login}>
          Login &amp; Reactivate
        </Button>
        <Button variant="default" onClick={onNewTeam}>
          Start a Brand New Team
        </Button>
        <Text size="xs" c="dimmed">
          A brand new team needs its own captain account, so use a different email address.
        </Text>
      </Stack>
    </Modal>
  );
}
