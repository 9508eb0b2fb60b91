import { Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { errorMessage } from '../../../lib/api-client.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import type { UserProfile } from '../../../lib/users/user-profile.ts';
import { useUpdateUser } from '../api/update-user.ts';
import { displayNameOf } from './display-information.tsx';

/** The admin-only Deactivate Account link: asks first, then PATCH /v1/users/{id} {active: false}. */
export function DeactivateAccount({ user }: { user: UserProfile }) {
  const [opened, modal] = useDisclosure(false);
  const update = useUpdateUser(user.id);

  const deactivate = () =>
    update.mutate(
      { active: false },
      {
        onSuccess: () => {
          modal.close();
          notifySuccess('Success', 'The account has been deactivated.');
        },
        onError: (error) => notifyError('Error', errorMessage(error)),
      },
    );

  return (
    <>
      <Anchor component="button" type="button" c="red" size="sm" onClick={modal.open}>
        Deactivate Account
      </Anchor>
      <Modal opened={opened} onClose={modal.close} title="Deactivate Account" centered>
        <Stack gap="md">
          <Text>
            Deactivate the account of {displayNameOf(user)} ({user.email})? They will not be able to sign in until an admin
            turns Active back on in User Config.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={modal.close}>
              Cancel
            </Button>
            <Button color="red" onClick={deactivate} loading={update.isPending}>
              Deactivate
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
