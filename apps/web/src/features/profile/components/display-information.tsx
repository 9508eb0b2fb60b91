import { SimpleGrid, TextInput } from '@mantine/core';
import type { UserProfile } from '../../../lib/users/user-profile.ts';
import { ProfileSection } from './profile-section.tsx';

/** "First Last", or the email for a user without a person. */
export function displayNameOf(user: UserProfile): string {
  const name = `${user.person?.firstName ?? ''} ${user.person?.lastName ?? ''}`.trim();
  return name || user.email;
}

/** Display Information: the display name and the sign-in email, read-only (docs/spec/back-office.md §5). */
export function DisplayInformation({ user }: { user: UserProfile }) {
  return (
    <ProfileSection title="Display Information">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput label="Display name" value={displayNameOf(user)} readOnly />
        <TextInput label="Email" value={user.email} readOnly />
      </SimpleGrid>
    </ProfileSection>
  );
}
