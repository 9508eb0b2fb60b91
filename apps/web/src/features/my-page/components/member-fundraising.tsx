import { Anchor, Button, Text } from '@mantine/core';
import { formatDollars, type MemberFundraising, type TeamMember } from '@walkfund/domain';
import { paths } from '../../../config/paths.ts';
import type { DataColumn } from '../../../components/data-grid/data-table.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useEventSettings } from '../../settings/index.ts';
import { useInviteFundraisers } from '../api/invite-fundraisers.ts';

/** A team member as the members grid has them; `fundraising` from GET /v1/teams/{id} (docs/features/personal-pages.md). */
export type FundraisingMember = Pick<TeamMember, 'personId' | 'firstName' | 'lastName'> & { fundraising?: MemberFundraising | null };

const PAGE_LABELS: Record<MemberFundraising['page'], string> = { on: 'On', off: 'Off', hidden: 'Hidden', none: 'None' };

/** The member's page: a link to it when it is on, else off, hidden (by an admin), invited (a link sent, not opened yet) or none. */
export function PageStatus({ member }: { member: FundraisingMember }) {
  const fundraising = member.fundraising;
  if (!fundraising) return null;
  if (fundraising.page === 'on' && fundraising.slug) {
    return (
      <Anchor
        href={paths.fundraiser(encodeURIComponent(fundraising.slug))}
        target="_blank"
        rel="noopener noreferrer"
        size="sm"
        aria-label={`On: view ${member.firstName} ${member.lastName}'s page`}
      >
        On
      </Anchor>
    );
  }
  if (fundraising.page === 'none' && fundraising.invitedAt) {
    return (
      <Text size="sm" c="dimmed">
        Invited {formatDate(fundraising.invitedAt)}
      </Text>
    );
  }
  return (
    <Text size="sm" c={fundraising.page === 'hidden' ? 'orange.8' : 'dimmed'} title={fundraising.page === 'hidden' ? 'Turned off by an admin' : undefined}>
      {PAGE_LABELS[fundraising.page]}
    </Text>
  );
}

/** Sends sign-in links (POST /v1/fundraisers/invite) and reports the answer's message. */
function useInvite() {
  const invite = useInviteFundraisers();
  const send = (persons: number[]) =>
    invite.mutate(
      { persons },
      {
        onSuccess: (answer) => notifySuccess('Success', answer.message),
        onError: (error) => notifyError('Error', errorMessage(error)),
      },
    );
  return { send, pending: invite.isPending };
}

function InviteMemberButton({ member }: { member: FundraisingMember }) {
  const { send, pending } = useInvite();
  const again = member.fundraising?.page === 'none' && !!member.fundraising.invitedAt;
  const name = `${member.firstName} ${member.lastName}`;
  return (
    <Button size="xs" variant="subtle" loading={pending} onClick={() => send([member.personId])} aria-label={again ? `Invite ${name} again` : `Invite ${name} to fundraise`}>
      {again ? 'Invite again' : 'Invite to fundraise'}
    </Button>
  );
}

/** Whether the event has personal pages on (invitations are offered only then). */
export function usePersonalPagesEnabled(): boolean {
  return useEventSettings().data?.personalPagesEnabled ?? false;
}

/**
 * The members grid's fundraising columns (docs/features/personal-pages.md): Raised, Goal, Page, and, while personal pages
 * are on for the event, an "Invite to fundraise" action per member.
 */
export function useMemberFundraisingColumns<Member extends FundraisingMember>(): DataColumn<Member>[] {
  const pagesEnabled = usePersonalPagesEnabled();
  const columns: DataColumn<Member>[] = [
    { label: 'Raised', numeric: true, nowrap: true, cell: (member) => (member.fundraising ? formatDollars(member.fundraising.raised) : '') },
    { label: 'Goal', numeric: true, nowrap: true, cell: (member) => (member.fundraising ? formatDollars(member.fundraising.goal) : '') },
    { label: 'Page', cell: (member) => <PageStatus member={member} /> },
  ];
  if (pagesEnabled) columns.push({ label: 'Invite', hideLabel: true, nowrap: true, cell: (member) => <InviteMemberButton member={member} /> });
  return columns;
}

/** "Invite all without a page": one invitation call for every member who has not claimed a page. */
export function InviteAllWithoutPageButton({ members }: { members: FundraisingMember[] }) {
  const pagesEnabled = usePersonalPagesEnabled();
  const { send, pending } = useInvite();
  if (!pagesEnabled) return null;
  const persons = members.filter((member) => member.fundraising?.page === 'none').map((member) => member.personId);
  return (
    <Button variant="light" size="sm" loading={pending} disabled={persons.length === 0} onClick={() => send(persons)}>
      Invite all without a page{persons.length > 0 ? ` (${persons.length})` : ''}
    </Button>
  );
}
