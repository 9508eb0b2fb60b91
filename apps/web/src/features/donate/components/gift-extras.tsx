import { useEffect, useRef } from 'react';
import { Alert, Button, Group, NativeSelect, Paper, Stack, Text, TextInput } from '@mantine/core';
import { DONOR_MESSAGE_MAX_LENGTH, donorMessageProblem } from '@walkfund/domain';
import { useSearchParams } from 'react-router';
import { useEventSettings } from '../../settings/index.ts';
import { useFundraiser, useTeamFundraisers } from '../../campaign/index.ts';
import { fullName } from '../../../lib/persons/full-name.ts';
import { creditFor, useGiftStore, isSupportingComplete, useSupportingStore } from '../../public-flow/index.ts';
import { TributeFields, useTributeHasProblem } from './tribute-fields.tsx';

/** Shown when ?fundraiser= names a page that is off, moved or unknown. */
export const FUNDRAISER_LINK_UNAVAILABLE = "This walker's page is not taking gifts right now. You can still give to a team or the event.";
export const CREDIT_PICKER_LABEL = 'Credit a walker on this team (optional)';
export const MESSAGE_LABEL = 'Message (optional, shown on the page)';

/**
 * ?fundraiser={slug} (a walker's Donate button): once the server confirms the page is on, their
 * team becomes the supported team and the gift is credited to them. Returns whether the link failed.
 */
function useFundraiserLink(): boolean {
  const [params] = useSearchParams();
  const slug = params.get('fundraiser')?.trim() ?? '';
  const query = useFundraiser(slug, slug !== '');
  const supportTeam = useSupportingStore((s) => s.supportTeam);
  const setFundraiser = useGiftStore((s) => s.setFundraiser);
  const applied = useRef<string | null>(null);
  const answer = query.data;

  useEffect(() => {
    if (answer?.status !== 'on' || applied.current === slug) return;
    applied.current = slug;
    const { fundraiser } = answer;
    const { team } = fundraiser;
    if (useSupportingStore.getState().team?.id !== team.id) supportTeam({ id: team.id, name: team.name, city: team.eventCity, slug: team.slug });
    setFundraiser({ personId: fundraiser.personId, firstName: fundraiser.firstName, lastName: fundraiser.lastName, teamId: team.id, teamName: team.name });
  }, [answer, slug, supportTeam, setFundraiser]);

  return slug !== '' && (query.isError || answer?.status === 'moved');
}

export interface GiftExtrasProps {
  /** Tells the donate page whether Next must wait (the message is refused). */
  onProblemChange(problem: boolean): void;
  /** Next was pressed: every field says what is wrong (the tribute's, docs/features/tributes.md). */
  showErrors?: boolean;
}

/**
 * The donate step's additions for personal fundraising (docs/features/personal-pages.md), loaded apart from the donate page (its first load has a
 * 150 KiB budget, docs/benchmark.md): the walker credited (from their page's link or picked among the
 * team's fundraisers) and the donor's public message (docs/decisions/0008-fundraiser-credit.md).
 */
export function GiftExtras({ onProblemChange, showErrors }: GiftExtrasProps) {
  const linkFailed = useFundraiserLink();
  const supporting = useSupportingStore();
  const team = supporting.type === 'Team' ? supporting.team : null;
  const pagesEnabled = useEventSettings().data?.personalPagesEnabled ?? false;
  const fundraisers = useTeamFundraisers(team?.id ?? null, pagesEnabled).data ?? [];
  const credit = useGiftStore((s) => s.fundraiser);
  const setFundraiser = useGiftStore((s) => s.setFundraiser);
  const message = useGiftStore((s) => s.message);
  const setMessage = useGiftStore((s) => s.setMessage);
  const problem = donorMessageProblem(message);
  const picker = useRef<HTMLSelectElement>(null);
  const messageInput = useRef<HTMLInputElement>(null);

  // A credit holds only while the walker's team is the one supported.
  const stale = credit !== null && creditFor(credit, supporting) === null;
  useEffect(() => {
    if (stale) setFundraiser(null);
  }, [stale, setFundraiser]);

  const tributeProblem = useTributeHasProblem();
  const hasProblem = problem !== null || tributeProblem;
  useEffect(() => {
    onProblemChange(hasProblem);
  }, [hasProblem, onProblemChange]);

  const remove = () => {
    setFundraiser(null);
    // The Remove button goes away: keep the keyboard in the form.
    requestAnimationFrame(() => (picker.current ?? messageInput.current)?.focus());
  };

  const options = fundraisers.map((f) => ({ value: String(f.personId), label: fullName(f) }));
  if (credit && !stale && !options.some((o) => o.value === String(credit.personId))) {
    options.push({ value: String(credit.personId), label: fullName(credit) });
  }

  return (
    <Stack gap="md">
      {linkFailed && (
        <Alert color="gray" variant="light">
          {FUNDRAISER_LINK_UNAVAILABLE}
        </Alert>
      )}
      {credit && !stale && (
        <Paper withBorder p="sm" radius="md" bg="var(--mantine-color-blue-light)">
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Text size="sm" role="status">
              Your gift is credited to <strong>{fullName(credit)}</strong> of {credit.teamName}.
            </Text>
            <Button variant="subtle" size="compact-sm" onClick={remove} aria-label={`Remove the credit to ${fullName(credit)}`}>
              Remove
            </Button>
          </Group>
        </Paper>
      )}
      {team && pagesEnabled && fundraisers.length > 0 && (
        <NativeSelect
          ref={picker}
          label={CREDIT_PICKER_LABEL}
          data={[{ value: '', label: 'No one' }, ...options]}
          value={credit && !stale ? String(credit.personId) : ''}
          onChange={(event) => {
            const chosen = fundraisers.find((f) => String(f.personId) === event.currentTarget.value);
            setFundraiser(chosen ? { personId: chosen.personId, firstName: chosen.firstName, lastName: chosen.lastName, teamId: team.id, teamName: team.name } : null);
          }}
        />
      )}
      {isSupportingComplete(supporting) && (
        <TextInput
          ref={messageInput}
          label={MESSAGE_LABEL}
          value={message}
          onChange={(event) => setMessage(event.currentTarget.value)}
          description={`${message.trim().length} of ${DONOR_MESSAGE_MAX_LENGTH} characters. Plain text.`}
          error={problem ?? undefined}
        />
      )}
      {isSupportingComplete(supporting) && <TributeFields showErrors={showErrors} />}
    </Stack>
  );
}
