import { Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';

interface EmailChoiceProps {
  mailtoHref: string;
  recipients: number;
  disabled: boolean;
  onUseClient(): void;
  onUseForm(): void;
}

/** The choice view: the person's own email client (a mailto: link) or the email form. */
export function EmailChoice({ mailtoHref, recipients, disabled, onUseClient, onUseForm }: EmailChoiceProps) {
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        How would you like to send your email?
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Card withBorder radius="md" padding="md">
          <Stack gap="sm" h="100%" justify="space-between">
            <Text size="sm">
              Opens your own email app with the {recipients === 1 ? 'address' : 'addresses'} of your {recipients} active team{' '}
              {recipients === 1 ? 'member' : 'members'}.
            </Text>
            {disabled ? (
              <Button disabled fullWidth>
                Use My Email Client
              </Button>
            ) : (
              <Button component="a" href={mailtoHref} onClick={onUseClient} fullWidth>
                Use My Email Client
              </Button>
            )}
          </Stack>
        </Card>
        <Card withBorder radius="md" padding="md">
          <Stack gap="sm" h="100%" justify="space-between">
            <Text size="sm">Write the message here and we send it to each member; replies come to the captain.</Text>
            <Button onClick={onUseForm} disabled={disabled} variant="light" fullWidth>
              Use Email Form
            </Button>
          </Stack>
        </Card>
      </SimpleGrid>
    </Stack>
  );
}
