import { useState } from 'react';
import { Alert, Button, Card, Checkbox, NativeSelect, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { LIFE_CHURCH_CAMPUS_NAMES, TOASTS, personCreateInputSchema, type TeamDetail } from '@walkfund/domain';
import { errorMessage } from '../../../lib/api-client.ts';
import { notifyToast } from '../../../lib/notify.ts';
import { useAddTeamMember, type NewTeamMember } from '../api/add-team-member.ts';
import { MaskedPhoneInput } from '../../../components/forms/phone-input.tsx';
import { emptyMember, type MemberDraft } from '../../../lib/persons/member-draft.ts';

const CAMPUS_OPTIONS = [{ value: '', label: 'Choose a campus' }, ...LIFE_CHURCH_CAMPUS_NAMES.map((name) => ({ value: name, label: name }))];

type Draft = MemberDraft;

type Errors = Partial<Record<keyof Draft, string>>;

/** The add-member form's checks: the domain schema of POST /v1/persons/, first message per field. */
function memberErrors(member: NewTeamMember): Errors {
  const result = personCreateInputSchema.safeParse(member);
  if (result.success) return {};
  const errors: Errors = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0]) as keyof Draft;
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * Add a member (docs/spec/back-office.md §2): first and last name, email, phone (optional), Life.Church with
 * campus. Posts POST /v1/persons/ with the team and the event's current year.
 */
export function AddMemberForm({ team, eventYear }: { team: TeamDetail; eventYear: number }) {
  const add = useAddTeamMember(team.id);
  const [draft, setDraft] = useState<Draft>(emptyMember);
  const [errors, setErrors] = useState<Errors>({});
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const submit = async () => {
    const member: NewTeamMember = {
      firstName: draft.firstName.trim(),
      lastName: draft.lastName.trim(),
      email: draft.email.trim(),
      phone: draft.phone.trim(),
      lifeChurch: draft.lifeChurch,
      lifeChurchLocation: draft.lifeChurch && draft.lifeChurchLocation ? draft.lifeChurchLocation : null,
      team: team.id,
      eventYear,
    };
    const found = memberErrors(member);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    add.reset();
    try {
      await add.mutateAsync(member);
      setDraft(emptyMember());
      notifyToast(TOASTS.membersUpdated);
    } catch {
      notifyToast(TOASTS.membersUpdateFailed);
    }
  };

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="add-member-title">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          <Title order={3} size="h4" id="add-member-title">
            Add a Team Member
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label="First Name" withAsterisk autoComplete="off" value={draft.firstName} onChange={(e) => set('firstName', e.currentTarget.value)} error={errors.firstName} />
            <TextInput label="Last Name" withAsterisk autoComplete="off" value={draft.lastName} onChange={(e) => set('lastName', e.currentTarget.value)} error={errors.lastName} />
            <TextInput label="Email" type="email" withAsterisk autoComplete="off" value={draft.email} onChange={(e) => set('email', e.currentTarget.value)} error={errors.email} />
            <MaskedPhoneInput label="Phone (optional)" value={draft.phone} onChange={(value) => set('phone', value)} error={errors.phone} />
          </SimpleGrid>
          <Checkbox label="Attends Life.Church" checked={draft.lifeChurch} onChange={(e) => set('lifeChurch', e.currentTarget.checked)} />
          {draft.lifeChurch && (
            <NativeSelect
              label="Life.Church campus"
              withAsterisk
              data={CAMPUS_OPTIONS}
              value={draft.lifeChurchLocation}
              onChange={(e) => set('lifeChurchLocation', e.currentTarget.value)}
              error={errors.lifeChurchLocation}
              maw={360}
            />
          )}
          {add.isError && (
            <Alert color="red" title="Error">
              {errorMessage(add.error)}
            </Alert>
          )}
          <Button type="submit" loading={add.isPending} style={{ alignSelf: 'flex-start' }}>
            Add Member
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
