import { Button, Card, Fieldset, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MIN_TEAM_MEMBERS } from '@walkfund/domain';
import { Navigate, useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { ChurchFields } from '../../../components/forms/church-fields.tsx';
import { bindForm } from '../../../components/forms/form-binding.ts';
import {
  MembersList, memberErrors, resizeList, useSupportingStore, useTeamMembersStore, useCurrentWaiver, PublicWaiverFields,
  emptyWaiver, waiverErrors,
} from '../../public-flow/index.ts';
import { PersonFields } from '../../../components/public/person-fields.tsx';
import { PublicPage } from '../../../components/public/public-page.tsx';
import { QuantityStepper } from '../../../components/public/quantity-stepper.tsx';
import { emptyMember, type MemberDraft } from '../../../lib/persons/member-draft.ts';

/**
 * /frontend/add-team-member: how many people to add (at least 1), one form each, then the summary.
 * Without a supported team: /frontend/join.
 */
export function AddTeamMemberPage() {
  const navigate = useNavigate();
  const team = useSupportingStore((s) => (s.type === 'Team' ? s.team : null));
  const stored = useTeamMembersStore((s) => s.members);
  const setMembers = useTeamMembersStore((s) => s.setMembers);
  const waiver = useCurrentWaiver(team?.city, 'walk');
  const withWaiver = (m: MemberDraft): MemberDraft => ({ ...m, waiver: m.waiver ?? emptyWaiver() });
  const form = useForm<{ members: MemberDraft[] }>({
    initialValues: { members: (stored.length > 0 ? stored : [emptyMember()]).map(withWaiver) },
  });

  if (!team) return <Navigate to={paths.frontend('join')} replace />;
  const members = form.getValues().members;

  const save = () => {
    const errors = members.reduce<Record<string, string>>(
      (all, m, i) => ({ ...all, ...memberErrors(m, `members.${i}.`), ...waiverErrors(m.waiver, waiver, { name: `${m.firstName} ${m.lastName}`, prefix: `members.${i}.` }) }),
      {},
    );
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    setMembers(members);
    navigate(paths.frontend('summary'));
  };

  return (
    <PublicPage title="Add Team Members" description={`Add the people walking with ${team.name}.`}>
      <Card withBorder padding="md">
        <QuantityStepper
          label="Number of team members"
          value={members.length}
          min={MIN_TEAM_MEMBERS}
          onChange={(n) => form.setFieldValue('members', resizeList(members, n, () => withWaiver(emptyMember())))}
          decreaseLabel="Remove a team member"
          increaseLabel="Add a team member"
        />
      </Card>
      {members.map((_, index) => {
        const binding = bindForm(form, `members.${index}.`);
        return (
          <Fieldset key={index} legend={`Team member ${index + 1}`} radius="md">
            <Stack gap="sm">
              <PersonFields binding={binding} phoneRequired={false} />
              <ChurchFields binding={binding} />
              <PublicWaiverFields binding={binding} city={team.city} kind="walk" />
            </Stack>
          </Fieldset>
        );
      })}
      <Button size="md" onClick={save}>
        Save Team Members
      </Button>
      {stored.length > 0 && (
        <Card withBorder padding="md" component="section" aria-label="Added team members">
          <MembersList members={stored} />
        </Card>
      )}
    </PublicPage>
  );
}
