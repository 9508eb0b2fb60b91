import { Button, Group, Stack, Text } from '@mantine/core';

interface WelcomeStepProps {
  teamName: string;
  closingYear: number;
  appYear: number;
  appTitle: string;
  onBegin(): void;
}

/** Step 0: what the wizard does, and Get Started. */
export function WelcomeStep({ teamName, closingYear, appYear, appTitle, onBegin }: WelcomeStepProps) {
  return (
    <Stack gap="md">
      <Text>
        {teamName} last walked in {closingYear}. Reactivate it for the {appYear} {appTitle}: check your personal information, then set
        the team&apos;s new goals and choose which members to keep.
      </Text>
      <Text size="sm" c="dimmed">
        Last year&apos;s results stay in the team&apos;s history; this year starts from zero.
      </Text>
      <Group justify="flex-end">
        <Button onClick={onBegin}>Get Started</Button>
      </Group>
    </Stack>
  );
}
