import { Stack, Text } from '@mantine/core';
import { fullName } from '../lib/person.ts';

interface ListedMember {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string | null;
}

/** Team members with name, email and phone (docs/spec/public-flows.md §2, Add team member). */
export function MembersList({ members }: { members: readonly ListedMember[] }) {
  if (members.length === 0) return <Text c="dimmed">No team members added.</Text>;
  return (
    <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Team members">
      {members.map((m, i) => (
        <li key={`${m.email}-${i}`}>
          <Text fw={500}>{fullName(m)}</Text>
          <Text size="sm" c="dimmed">
            {[m.email, m.phone].filter(Boolean).join(' · ')}
          </Text>
        </li>
      ))}
    </Stack>
  );
}
