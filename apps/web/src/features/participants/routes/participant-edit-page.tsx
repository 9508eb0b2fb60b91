import { Suspense } from 'react';
import { Alert, Anchor, Button, Card, Checkbox, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { Link, useNavigate, useParams } from 'react-router';
import { TOASTS, personUpdateInputSchema, type PersonView } from '@walkfund/domain';
import { paths } from '../../../config/paths.ts';
import { AddressFields } from '../../../components/forms/address-fields.tsx';
import { FormActions } from '../../../components/forms/form-actions.tsx';
import { bindForm } from '../../../components/forms/form-binding.ts';
import { PhoneInput } from '../../../components/forms/phone-input.tsx';
import { CAMPUS_OPTIONS } from '../../../components/forms/select-options.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { lazyNamed } from '../../../lib/lazy-named.ts';
import { submitWithToasts } from '../../../lib/submit-with-toasts.ts';
import { useParticipant } from '../api/get-participant.ts';
import { useUpdateParticipant } from '../api/update-participant.ts';
import { EVENT_OPTIONS, participantDraftOf, toParticipantUpdate, type ParticipantDraft } from '../lib/participant-draft.ts';

// The page card brings the rich-text editor: it loads after the participant's form.
const FundraisingPageCard = lazyNamed(() => import('../components/fundraising-page-card.tsx'), 'FundraisingPageCard');
const EventDayCard = lazyNamed(() => import('../components/event-day-card.tsx'), 'EventDayCard');

const updateErrors = schemaResolver(personUpdateInputSchema, { sync: true });

/** /participants/{id} (admin): the participant edit screen, saved with PATCH /v1/persons/{id}, and their fundraising page if they have one. */
export function ParticipantEditPage() {
  const { id = '' } = useParams();
  const personId = Number(id);
  const participant = useParticipant(personId);
  const navigate = useNavigate();

  return (
    <Stack gap="md">
      <PageHeader title="Edit Participant">
        <Button variant="default" onClick={() => navigate(-1)}>
          Back
        </Button>
        <Button component={Link} to={paths.participants} variant="light">
          All Participants
        </Button>
      </PageHeader>
      {participant.isError && (
        <Alert color="red" title="Error" role="alert">
          {errorMessage(participant.error)}
        </Alert>
      )}
      {participant.isPending && <Text c="dimmed">Loading participant…</Text>}
      {participant.data && <ParticipantForm key={participant.data.id} participant={participant.data} />}
      {participant.data && (
        <Suspense fallback={null}>
          <FundraisingPageCard personId={participant.data.id} />
          <EventDayCard personId={participant.data.id} />
        </Suspense>
      )}
    </Stack>
  );
}

function ParticipantForm({ participant }: { participant: PersonView }) {
  const hadAddress = participant.address !== null;
  const save = useUpdateParticipant(participant.id);
  const form = useForm<ParticipantDraft>({
    initialValues: participantDraftOf(participant),
    validate: (values) => updateErrors(toParticipantUpdate(participant.id, values, hadAddress)),
    validateInputOnBlur: true,
  });
  const binding = bindForm(form);
  const hasErrors = Object.keys(form.errors).length > 0;
  const lifeChurch = form.getValues().lifeChurch;

  const submit = submitWithToasts(form, save.mutate, {
    toInput: (values) => toParticipantUpdate(participant.id, values, hadAddress),
    success: TOASTS.participantUpdated,
    failure: TOASTS.participantUpdateFailed,
  });

  const team = typeof participant.team === 'object' && participant.team ? participant.team : null;
  return (
    <form onSubmit={submit} noValidate aria-label="Participant">
      <Stack gap="md">
        <Card withBorder padding="md">
          <Group gap="xl">
            <Text size="sm">
              <Text span fw={600}>
                Team:{' '}
              </Text>
              {team ? (
                <Anchor component={Link} to={paths.team(team.id)}>
                  {team.name}
                </Anchor>
              ) : (
                'No'
              )}
            </Text>
            <Text size="sm">
              <Text span fw={600}>
                Event year:{' '}
              </Text>
              {participant.eventYear}
            </Text>
            <Text size="sm">
              <Text span fw={600}>
                Event city:{' '}
              </Text>
              {participant.eventCity ?? 'None'}
            </Text>
          </Group>
        </Card>
        <Card withBorder padding="md">
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <TextInput label="First name" withAsterisk {...form.getInputProps('firstName')} />
              <TextInput label="Last name" withAsterisk {...form.getInputProps('lastName')} />
              <TextInput label="Email" type="email" withAsterisk {...form.getInputProps('email')} />
              <PhoneInput binding={binding} required={false} />
              <TextInput label="Employer" {...form.getInputProps('myEmployer')} />
              <NativeSelect label="Event" data={EVENT_OPTIONS} {...form.getInputProps('event')} />
            </SimpleGrid>
            <Checkbox label="Use employer as name" {...form.getInputProps('useEmployerAsName', { type: 'checkbox' })} />
            <Checkbox label="Marketing emails" {...form.getInputProps('marketing', { type: 'checkbox' })} />
            <Checkbox label="Anonymous" {...form.getInputProps('anonymous', { type: 'checkbox' })} />
            <Checkbox label="Life.Church" {...form.getInputProps('lifeChurch', { type: 'checkbox' })} />
            {lifeChurch && <NativeSelect label="Life.Church location" withAsterisk data={CAMPUS_OPTIONS} {...form.getInputProps('lifeChurchLocation')} />}
          </Stack>
        </Card>
        <Card withBorder padding="md">
          <Stack gap="sm">
            <Text fw={600}>Address</Text>
            <AddressFields binding={bindForm(form, 'address.')} />
          </Stack>
        </Card>
        <FormActions error={save.error} submitLabel="Save Participant" pending={save.isPending} disabled={hasErrors} />
      </Stack>
    </form>
  );
}
