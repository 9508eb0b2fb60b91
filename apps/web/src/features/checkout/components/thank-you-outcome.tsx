import type { ReactNode } from 'react';
import { Anchor, Button, Card, List, Stack, Text, Title } from '@mantine/core';
import { describeLineItem, type TransactionView } from '@walkfund/domain';
import { Link } from 'react-router';
import { CopyLink } from '../../../components/copy-link.tsx';
import { paths } from '../../../config/paths.ts';
import { absoluteUrl, publicTeamPath, teamDonatePath, teamJoinPath } from '../../../lib/teams/public-team-links.ts';
import type { Receipt } from '../../public-flow/index.ts';
import { ShareButton } from '../../../components/public/share-button.tsx';

/** The id of the outcome's heading: the card is the region it names. */
const OUTCOME_HEADING = 'thank-you-outcome';

type JoinReceipt = Extract<Receipt, { kind: 'join' }>;

/**
 * What the thank-you page says happened, above the receipt: the team joined with the next steps,
 * or for a payment who the gift supports, what was registered or bought, and where the receipt went.
 */
export function ThankYouOutcome({ receipt }: { receipt: Receipt }) {
  return receipt.kind === 'join' ? <JoinOutcome receipt={receipt} /> : <PaymentOutcome transaction={receipt.transaction} monthlyLine={receipt.monthlyLine ?? null} />;
}

function OutcomeCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={OUTCOME_HEADING}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={OUTCOME_HEADING}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

/** A free join: "You're on {team}" and the three next steps (share the team page, invite someone, give). */
function JoinOutcome({ receipt }: { receipt: JoinReceipt }) {
  const { team } = receipt;
  // id and city come with every join recorded since the links were added; an older stored receipt offers what it can.
  const linkTarget = team.id !== undefined && team.city !== undefined ? { id: team.id, name: team.name, eventCity: team.city } : null;
  const teamPage = team.slug ? publicTeamPath(team.slug) : null;
  return (
    <OutcomeCard title={`You're on ${team.name}`}>
      <Text>Here is what you can do next.</Text>
      <Stack gap="md" component="ol" style={{ paddingInlineStart: 0, listStyle: 'none', margin: 0 }}>
        {teamPage && (
          <Stack gap={6} component="li" align="flex-start">
            <Text fw={600}>Share the team page</Text>
            <Text size="sm">Friends and family can follow the team and cheer you on.</Text>
            <ShareButton url={absoluteUrl(teamPage)} title={team.name} text={`I'm walking with ${team.name}. Join us or give!`} />
            <Anchor component={Link} to={teamPage} size="sm">
              View the team page
            </Anchor>
          </Stack>
        )}
        {linkTarget && (
          <Stack gap={6} component="li">
            <Text fw={600}>Invite someone</Text>
            <Text size="sm">Send this link to anyone who would like to walk with you.</Text>
            <CopyLink label="Join link" url={absoluteUrl(teamJoinPath(linkTarget))} copyLabel="Copy Join Link" />
          </Stack>
        )}
        {linkTarget && (
          <Stack gap={6} component="li" align="flex-start">
            <Text fw={600}>Give</Text>
            <Text size="sm">A gift of any size helps the team reach its goal.</Text>
            <Button component={Link} to={teamDonatePath(linkTarget)}>
              Donate to {team.name}
            </Button>
          </Stack>
        )}
      </Stack>
    </OutcomeCard>
  );
}

/** Whom a payment's gift supports: the walker credited, the team, or the event. */
function supportedName(t: TransactionView): string {
  if (t.fundraiser) {
    const walker = `${t.fundraiser.firstName} ${t.fundraiser.lastName}`.trim();
    return t.team ? `${walker} of ${t.team.name}` : walker;
  }
  if (t.team) return t.team.name;
  return t.eventCity ? `the ${t.eventCity} walk` : 'the walk';
}

function headline(t: TransactionView, runners: number, shirts: number, monthly: boolean): string {
  if (monthly) return `You support ${supportedName(t)} every month`;
  if (t.lineItems.some((item) => item.type === 'donation')) return `You supported ${supportedName(t)}`;
  if (runners > 0) return runners === 1 ? 'Your runner is registered' : 'Your runners are registered';
  if (shirts > 0) return 'Your order is in';
  return 'Your payment is recorded';
}

/**
 * A payment: whom it supports, each runner registered and each shirt bought, and where the receipt
 * went; a monthly gift (docs/features/monthly-gifts.md) says again what repeats and where to change it.
 */
function PaymentOutcome({ transaction: t, monthlyLine }: { transaction: TransactionView; monthlyLine: string | null }) {
  const runners = t.lineItems.filter((item) => item.type === '5k');
  const shirts = t.lineItems.filter((item) => item.type === 'tshirt');
  return (
    <OutcomeCard title={headline(t, runners.length, shirts.length, monthlyLine !== null)}>
      {monthlyLine && (
        <Text size="sm" data-testid="monthly-outcome">
          Monthly gift: {monthlyLine}{' '}
          <Anchor component={Link} to={paths.myGiving}>
            Open your giving page
          </Anchor>
        </Text>
      )}
      {t.team && (
        <Text size="sm">
          Follow the team's progress on{' '}
          <Anchor component={Link} to={publicTeamPath(t.team.slug)}>
            the team page
          </Anchor>
          .
        </Text>
      )}
      {runners.length > 0 && (
        <Stack gap={4}>
          <Text fw={600}>Registered for the 5k</Text>
          <List size="sm">
            {runners.map((item) => (
              <List.Item key={item.id}>{describeLineItem(item, 'thank-you')}</List.Item>
            ))}
          </List>
        </Stack>
      )}
      {shirts.length > 0 && (
        <Stack gap={4}>
          <Text fw={600}>Bought</Text>
          <List size="sm">
            {shirts.map((item) => (
              <List.Item key={item.id}>{describeLineItem(item, 'thank-you')}</List.Item>
            ))}
          </List>
        </Stack>
      )}
      <Text>A receipt is on its way to {t.contactEmail}</Text>
    </OutcomeCard>
  );
}
