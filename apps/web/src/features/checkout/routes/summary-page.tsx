import { Alert, Button, Card, Stack, Text } from '@mantine/core';
import { formatCents, shirtSizeName, toCents } from '@walkfund/domain';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useJoinTeam } from '../../team-signup/index.ts';
import { CartLines } from '../components/cart-lines.tsx';
import { CtaBar } from '../components/cta-bar.tsx';
import { DonationSteps } from '../../../components/public/donation-steps.tsx';
import {
  MarketingCheckbox, MembersList, shirtLineCents, runnerCostCents, runnerRunType, useCart, hasDonation, creditFor, useGiftStore,
  describeSupport, useTransactionStore, useCurrentWaiver, PublicWaiverFields, emptyWaiver, waiverErrors, type WaiverDraft,
  useContactStore, monthlyGiftLine,
} from '../../public-flow/index.ts';
import { fullName } from '../../../lib/persons/full-name.ts';
import { PublicPage } from '../../../components/public/public-page.tsx';
import { SummaryCard } from '../../../components/public/summary-card.tsx';
import { useForm } from '@mantine/form';
import { bindForm } from '../../../components/forms/form-binding.ts';

function Empty({ children }: { children: string }) {
  return <Text c="dimmed">{children}</Text>;
}

/** What the visitor still has to do, or what happens next. */
function actionSentence(state: { supportingComplete: boolean; contactComplete: boolean; totalCents: number; teamName?: string }): string {
  if (!state.supportingComplete) return 'Choose whom you are supporting to continue.';
  if (!state.contactComplete) return 'Add your contact information to continue.';
  if (state.totalCents > 0) return `Your total is ${formatCents(state.totalCents)}. Proceed to checkout to pay by card.`;
  if (state.teamName) return `Join ${state.teamName} at no cost, or add a donation, a T-shirt or a runner.`;
  return 'Add a donation, a T-shirt or a runner, or join a team.';
}

/** The summary's checkout button carries the total (docs/spec/public-flows.md §2, Summary). */
export function proceedLabel(totalCents: number): string {
  return `Proceed to Checkout: ${formatCents(totalCents)}`;
}

/**
 * /frontend/summary: cards with Edit links, the call-to-action bar, then Proceed to Checkout
 * (total above 0 and the page complete) or Join Team (total 0).
 */
export function SummaryPage() {
  const navigate = useNavigate();
  const cart = useCart();
  const { settings, supporting, supportingComplete, contact, contactComplete, donation, shirts, runners, members, pricing, totals } = cart;
  const setReceipt = useTransactionStore((s) => s.setReceipt);
  const join = useJoinTeam();
  const totalCents = totals.subtotalCents;
  const isTeam = supporting.type === 'Team';
  const credit = creditFor(useGiftStore((s) => s.fundraiser), supporting);
  const giftMessage = useGiftStore((s) => s.message);

  // Joining brings the contact to the walk: the team city's walk waiver, signed here (docs/features/event-day.md).
  const setContact = useContactStore((s) => s.setContact);
  const walkWaiver = useCurrentWaiver(isTeam ? supporting.team?.city : null, 'walk');
  const waiverForm = useForm<{ waiver: WaiverDraft }>({ initialValues: { waiver: contact.waiver ?? emptyWaiver() } });
  const joinTeam = () => {
    const { waiver } = waiverForm.getValues();
    const errors = waiverErrors(waiver, walkWaiver, { name: `${contact.firstName} ${contact.lastName}` });
    waiverForm.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    setContact({ ...contact, waiver });
    join.mutate(
      {
        contact: contactComplete ? { ...contact, waiver } : null,
        team: isTeam ? supporting.team : null,
        members: isTeam ? members : [],
        eventYear: settings?.appYear ?? new Date().getFullYear(),
      },
      {
        onSuccess: () => {
          setReceipt({
            kind: 'join',
            contact: { firstName: contact.firstName, lastName: contact.lastName, email: contact.email, phone: contact.phone },
            team: { name: supporting.team?.name ?? '', slug: supporting.team?.slug, id: supporting.team?.id, city: supporting.team?.city },
            members: [...members],
          });
          navigate(paths.frontend('thank-you'));
        },
      },
    );
  };

  return (
    <PublicPage
      title="Summary"
      description="Review everything before you finish."
      steps={hasDonation(donation) ? <DonationSteps current={2} /> : undefined}
    >
      <SummaryCard title="Supporting" editTo={paths.frontend('supporting')}>
        {supportingComplete ? <Text>{describeSupport(supporting)}</Text> : <Empty>Not chosen yet.</Empty>}
      </SummaryCard>
      <SummaryCard title="Contact" editTo={paths.frontend('contact')}>
        {contact.firstName || contact.email ? (
          <Stack gap={0}>
            <Text fw={500}>{fullName(contact)}</Text>
            <Text size="sm">{contact.email}</Text>
            <Text size="sm">{contact.phone}</Text>
          </Stack>
        ) : (
          <Empty>Not entered yet.</Empty>
        )}
      </SummaryCard>
      <SummaryCard title="Donation" editTo={paths.frontend('donate')}>
        {hasDonation(donation) ? (
          <Stack gap={2}>
            <Text>
              {formatCents(toCents(donation))}
              {cart.monthly ? ' each month' : ''}
            </Text>
            {/* docs/features/monthly-gifts.md: what "Monthly" does, said again before the payment. */}
            {cart.monthly && <Text size="sm">{monthlyGiftLine({ amount: donation, supporting, fundraiser: credit })}</Text>}
            {credit && <Text size="sm">Credited to {fullName(credit)}</Text>}
            {giftMessage.trim() && <Text size="sm" style={{ overflowWrap: 'anywhere' }}>Message: “{giftMessage.trim()}”</Text>}
          </Stack>
        ) : (
          <Empty>No donation.</Empty>
        )}
      </SummaryCard>
      {settings?.hasEventShirt && (
        <SummaryCard title="T-Shirts" editTo={paths.frontend('products')}>
          {shirts.length > 0 ? (
            shirts.map((s, i) => (
              <Text key={i} size="sm">
                {s.name} ({shirtSizeName(s.size)}) × {s.quantity}: {formatCents(shirtLineCents(s))}
              </Text>
            ))
          ) : (
            <Empty>No T-shirts.</Empty>
          )}
        </SummaryCard>
      )}
      {settings?.has5k && (
        <SummaryCard title="5k Runners" editTo={paths.frontend('run')}>
          {runners.length > 0 ? (
            runners.map((r, i) => (
              <Text key={i} size="sm">
                {fullName(r)} ({runnerRunType(r, pricing.virtualAllowed)}): {formatCents(runnerCostCents(r, pricing))}
              </Text>
            ))
          ) : (
            <Empty>No runners.</Empty>
          )}
        </SummaryCard>
      )}
      {isTeam && (
        <SummaryCard title="Team Members" editTo={paths.frontend('add-team-member')}>
          <MembersList members={members} />
        </SummaryCard>
      )}
      <MarketingCheckbox />
      <CtaBar
        has5k={settings?.has5k ?? false}
        hasEventShirt={settings?.hasEventShirt ?? false}
        runnerCount={runners.length}
        shirtCount={shirts.length}
        donation={donation}
        supportingType={supporting.type}
        memberCount={members.length}
      />
      <Card withBorder padding="md">
        <Stack gap="sm">
          <Text fw={500}>
            {actionSentence({ supportingComplete, contactComplete, totalCents, teamName: isTeam ? supporting.team?.name : undefined })}
          </Text>
          {totalCents > 0 && <CartLines contents={cart.contents} pricing={pricing} totals={totals} />}
          {totalCents > 0 && supportingComplete && contactComplete && (
            <Button onClick={() => navigate(paths.frontend('checkout'))} size="md">
              {proceedLabel(totalCents)}
            </Button>
          )}
          {totalCents === 0 && isTeam && <PublicWaiverFields binding={bindForm(waiverForm)} city={supporting.team?.city} kind="walk" />}
          {totalCents === 0 && (
            <Button size="md" onClick={joinTeam} loading={join.isPending}>
              Join Team
            </Button>
          )}
          {join.error && (
            <Alert color="red" role="alert">
              {errorMessage(join.error)}
            </Alert>
          )}
        </Stack>
      </Card>
    </PublicPage>
  );
}
