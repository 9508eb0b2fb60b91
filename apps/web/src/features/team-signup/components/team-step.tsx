import { useEffect, useRef } from 'react';
import { Alert, Anchor, Card, Checkbox, NativeSelect, Stack, TextInput, Textarea, Title } from '@mantine/core';
import { PendingButton } from '../../../components/public/pending-button.tsx';
import type { UseFormReturnType } from '@mantine/form';
import { teamErrors, type TeamDraft } from '../lib/captain.ts';
import { CITY_OPTIONS } from '../../../components/forms/select-options.ts';

interface TeamStepProps {
  form: UseFormReturnType<TeamDraft>;
  termsUrl: string;
  termsAccepted: boolean;
  onTermsChange(accepted: boolean): void;
  /** Create was pressed without the terms ticked. */
  termsMissing?: boolean;
  /** The captain's waiver for the chosen city (docs/features/event-day.md), above the terms. */
  waiver?: React.ReactNode;
  processing: boolean;
  serverError: string | null;
  onCreate(): void;
}

/** Step two of Create a Team: name, event city, message and the terms; Create My Team!. */
export function TeamStep({ form, termsUrl, termsAccepted, onTermsChange, termsMissing = false, processing, serverError, onCreate, waiver }: TeamStepProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The captain step is done: start keyboard and screen-reader users at the new step.
  useEffect(() => heading.current?.focus(), []);
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
        <Title order={2} fz="md" ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
          Your team
        </Title>
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
        {waiver}
        <Checkbox
          checked={termsAccepted}
          onChange={(e) => onTermsChange(e.currentTarget.checked)}
          label={<>I agree to the {terms}</>}
          error={termsMissing ? 'Please agree to the Terms and Conditions.' : undefined}
        />
        {serverError && (
          <Alert color="red" role="alert" title="The team was not created">
            {serverError}
          </Alert>
        )}
        <PendingButton type="submit" size="md" blocked={!valid || !termsAccepted} disabled={processing} loading={processing}>
          Create My Team!
        </PendingButton>
      </Stack>
    </Card>
  );
}
