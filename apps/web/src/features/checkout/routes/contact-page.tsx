import { useRef } from 'react';
import { Button, Card, Checkbox, Group, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import type { UserPersonSummary } from '@walkfund/domain';
import { paths } from '../../../config/paths.ts';
import {
  useCaptainProfile, MARKETING_LABEL, contactErrors, identityFromProfile, isContactComplete, useContactStore, type ContactDraft,
  hasDonation, useDonationStore, useRunnersStore, type RunnerDraft, useSupportingStore, useTeamMembersStore,
} from '../../public-flow/index.ts';
import { ChurchFields } from '../../../components/forms/church-fields.tsx';
import { bindForm } from '../../../components/forms/form-binding.ts';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid.ts';
import { DonationSteps } from '../../../components/public/donation-steps.tsx';
import { PendingButton } from '../../../components/public/pending-button.tsx';
import { PersonFields } from '../../../components/public/person-fields.tsx';
import { PublicPage } from '../../../components/public/public-page.tsx';

function fromProfile(contact: ContactDraft, p: UserPersonSummary): ContactDraft {
  return {
    ...contact,
    ...identityFromProfile(p),
    myEmployer: p.myEmployer ?? '',
  };
}

function fromRunner(contact: ContactDraft, r: RunnerDraft): ContactDraft {
  return {
    ...contact,
    firstName: r.firstName,
    lastName: r.lastName,
    email: r.email,
    phone: r.phone,
    lifeChurch: r.lifeChurch,
    lifeChurchLocation: r.lifeChurchLocation,
  };
}

/** The contact screen's line: the donation's thanks only when the order holds a donation. */
export function contactDescription({ joining, donating }: { joining: boolean; donating: boolean }): string {
  if (joining) return 'Tell us who is joining the team.';
  return donating ? 'Who should we thank for this gift?' : 'Tell us who is placing this order.';
}

/**
 * /frontend/contact: the primary contact. ?skip=true goes straight to the summary when the contact
 * is already complete; ?join=true comes from joining a team. Without a support type: /frontend/supporting.
 */
export function ContactPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const supportingType = useSupportingStore((s) => s.type);
  // Adding people needs a chosen team: the add-team-member step sends a visitor without one to the join step.
  const hasTeam = useSupportingStore((s) => s.type === 'Team' && !!s.team && s.team.id > 0);
  const stored = useContactStore((s) => s.contact);
  const setContact = useContactStore((s) => s.setContact);
  const donating = hasDonation(useDonationStore((s) => s.amount));
  const firstRunner = useRunnersStore((s) => s.runners[0]);
  const memberCount = useTeamMembersStore((s) => s.members.length);
  const profile = useCaptainProfile();
  const formRef = useRef<HTMLFormElement>(null);

  const form = useForm<ContactDraft>({
    initialValues: stored,
    validate: (values) => contactErrors(values, donating),
    validateInputOnBlur: true,
  });

  if (!supportingType) return <Navigate to={paths.frontend('supporting')} replace />;
  if (params.get('skip') === 'true' && isContactComplete(stored)) return <Navigate to={paths.frontend('summary')} replace />;

  const values = form.getValues();
  const valid = Object.keys(contactErrors(values, donating)).length === 0;
  const binding = bindForm(form);
  const joining = params.get('join') !== null;

  // Pressing a disabled-looking button shows every error and goes to the first one.
  const saveAndGo = (to: string) =>
    form.onSubmit(
      (v) => {
        setContact(v);
        navigate(to);
      },
      () => focusFirstInvalid(formRef.current),
    )();

  return (
    <PublicPage
      title="Contact Information"
      description={contactDescription({ joining, donating })}
      steps={donating && !joining ? <DonationSteps current={1} /> : undefined}
    >
      <Card withBorder padding="md" component="form" noValidate onSubmit={(e) => e.preventDefault()} ref={formRef}>
        <Stack gap="md">
          {(profile || firstRunner) && (
            <Group gap="xs">
              {profile && (
                <Button variant="light" size="xs" onClick={() => form.setValues(fromProfile(values, profile))}>
                  Use My Profile
                </Button>
              )}
              {firstRunner && (
                <Button variant="light" size="xs" onClick={() => form.setValues(fromRunner(values, firstRunner))}>
                  Same as Runner 1
                </Button>
              )}
            </Group>
          )}
          <PersonFields binding={binding} />
          <TextInput label="Employer" autoComplete="organization" {...binding.input('myEmployer')} />
          {donating && values.myEmployer.trim() !== '' && (
            <Checkbox
              label="Use my employer as the donor name"
              description="Your donation will be recorded under your organization's name."
              {...binding.checkbox('useEmployerAsName')}
            />
          )}
          {donating && values.myEmployer.trim() !== '' && (
            <Radio.Group
              label="Does your employer match gifts?"
              description="Many employers match what their staff give. If yours does, we will help you ask."
              value={values.employerMatches === undefined ? '' : values.employerMatches ? 'yes' : 'no'}
              onChange={(answer) => form.setFieldValue('employerMatches', answer === 'yes')}
            >
              <Group gap="lg" mt={4}>
                <Radio value="yes" label="Yes" />
                <Radio value="no" label="No" />
              </Group>
            </Radio.Group>
          )}
          <ChurchFields binding={binding} />
          {donating && values.phone.trim() !== '' && (
            <Checkbox label="Make my donation anonymous" {...binding.checkbox('anonymous')} />
          )}
          <Checkbox label={MARKETING_LABEL} {...binding.checkbox('marketing')} />
        </Stack>
      </Card>
      {hasTeam && (
        <Stack gap={4}>
          <Title order={2} fz="md">
            Team members
          </Title>
          <PendingButton
            variant="default"
            blocked={!valid}
            aria-describedby={valid ? undefined : 'add-members-reason'}
            onClick={() => saveAndGo(paths.frontend('add-team-member'))}
          >
            {memberCount > 0 ? 'Edit Additional Team Members' : 'Add Another Person to the Team'}
          </PendingButton>
          {!valid && (
            <Text id="add-members-reason" size="sm" c="gray.7">
              Fill in your details above first, then you can add others.
            </Text>
          )}
        </Stack>
      )}
      <PendingButton size="md" blocked={!valid} onClick={() => saveAndGo(paths.frontend('summary'))}>
        Next
      </PendingButton>
    </PublicPage>
  );
}
