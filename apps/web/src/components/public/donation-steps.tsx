import { Box, Group, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';

/** The donation's steps across the flow (donate, contact, summary, checkout). */
export const DONATION_STEPS = ['Amount', 'Your details', 'Review', 'Payment'] as const;

/** Where the donor is: an ordered list with the current step marked aria-current="step". */
export function DonationSteps({ current }: { current: number }) {
  return (
    <Box component="nav" aria-label="Donation steps">
      <Group component="ol" gap={4} wrap="nowrap" justify="space-between" m={0} p={0} style={{ listStyle: 'none' }}>
        {DONATION_STEPS.map((label, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'todo';
          return (
            <Group
              component="li"
              key={label}
              gap={4}
              wrap="nowrap"
              aria-current={state === 'current' ? 'step' : undefined}
              style={{ flex: 1, minWidth: 0 }}
            >
              <ThemeIcon size={20} radius="xl" variant={state === 'todo' ? 'outline' : 'filled'} color={state === 'todo' ? 'gray' : undefined} aria-hidden>
                <Text span size="xs" fw={700}>
                  {state === 'done' ? '✓' : index + 1}
                </Text>
              </ThemeIcon>
              <Text fz={{ base: 12, sm: 14 }} fw={state === 'current' ? 700 : 400} c={state === 'todo' ? 'dimmed' : undefined} lh={1.2}>
                {label}
                {state === 'done' && <VisuallyHidden> (done)</VisuallyHidden>}
              </Text>
            </Group>
          );
        })}
      </Group>
    </Box>
  );
}
