import { Alert, Anchor, Button, Card, Checkbox, NativeSelect, Stack, Text, TextInput, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { teamErrors, type TeamDraft } from '../../lib/captain.ts';
import { CITY_OPTIONS } from '../../../../components/forms/select-options.ts';

interface TeamStepProps {
  form: UseFormReturnType<TeamDraft>;
  termsUrl: string;
  termsAccepted: boolean;
  onTermsChange(accepted: boolean): void;
  processing: boolean;
  serverError: string | null;
  onCreate(): void;
}

/** Step two of Create a Team: name, event city, message and the terms; Create My Team!. */
export function TeamStep({ form, termsUrl, termsAccepted, onTermsChange, processing, serverError, onCreate }: TeamStepProps) {
  const valid = Object.keys(teamErrors(form.getValues())).length === 0;
  const terms = termsUrl ? (
    <Anchor href={termsUrl} target="_blank" rel="noreferrer">
      Terms and Conditions
    </Anchor>
  ) : (
    'Terms and Conditions'
  );
  return (
    <Card withBorder padding="md" component="form" noValidate onSubmit={(e) => (e.preventDefault(), onCreate())} aria-label="Team">
      <Stack gap="md">
        <Text fw={600}>Your team</Text>
        <TextInput label="Team name" withAsterisk {...form.getInputProps('name')} />
        <NativeSelect label="Event city" withAsterisk data={CITY_OPTIONS} {...form.getInputProps('eventCity')} />
        <Textarea
          label="Team message"
          description="Tell supporters why your team walks. You can add goals and a team photo after creating the team."
          withAsterisk
          autosize
          minRows={4}
          {...form.getInputProps('teamMessage')}
        />
        <Checkbox
          checked={termsAccepted}
          onChange={(e) => onTermsChange(e.currentTarget.checked)}
          label={<>I agree to the {terms}</>}
        />
        {serverError && (
          <Alert color="red" role="alert" title="The team was not created">
            {serverError}
          </Alert>
        )}
        <Button type="submit" size="md" disabled={!valid || !termsAccepted || processing} loading={processing}>
          Create My Team!
        </Button>
      </Stack>
    </Card>
  );
}
