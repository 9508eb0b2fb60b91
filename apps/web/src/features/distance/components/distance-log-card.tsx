import { useState, type FormEvent } from 'react';
import { Button, Group, NativeSelect, NumberInput, Stack, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import {
  DISTANCE_ENTRY_MAX_MILES, DISTANCE_MESSAGES, DISTANCE_NOTE_MAX_LENGTH, DISTANCE_UNIT_LABELS, DISTANCE_UNITS, distanceDateProblem, distanceEntryInputSchema,
  formatMiles, type DistanceEntry, type DistanceUnit, type MyDistance,
} from '@walkfund/domain';
import { SectionCard } from '../../../components/section-card.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useDeleteDistanceEntry } from '../api/delete-distance-entry.ts';
import { useMyDistance } from '../api/get-my-distance.ts';
import { useLogDistance } from '../api/log-distance.ts';

type Field = 'amount' | 'unit' | 'date' | 'note';
type Errors = Partial<Record<Field, string>>;

/** A walk's day as people read it ("Apr 5, 2026"); noon UTC keeps the day in America/Chicago. */
const walkDay = (date: string) => formatDate(`${date}T12:00:00Z`);

function EntryRow({ entry }: { entry: DistanceEntry }) {
  const remove = useDeleteDistanceEntry();
  const amount = `${entry.amount} ${entry.unit}`;
  return (
    <Table.Tr>
      <Table.Td>{walkDay(entry.date)}</Table.Td>
      <Table.Td style={{ fontVariantNumeric: 'tabular-nums' }}>{amount}</Table.Td>
      <Table.Td>{entry.note}</Table.Td>
      <Table.Td>
        <Button
          size="xs"
          variant="subtle"
          color="red"
          loading={remove.isPending}
          aria-label={`Delete the walk of ${walkDay(entry.date)}, ${amount}`}
          onClick={() => remove.mutate(entry.id, { onError: (error) => notifyError('Error', errorMessage(error)) })}
        >
          Delete
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

function LogForm({ log }: { log: MyDistance }) {
  const logDistance = useLogDistance();
  const [amount, setAmount] = useState<number | string>('');
  const [unit, setUnit] = useState<DistanceUnit>('mi');
  const [date, setDate] = useState(log.today);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = distanceEntryInputSchema.safeParse({ amount: amount === '' ? undefined : Number(amount), unit, date, note: note.trim() || undefined });
    const found: Errors = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= issue.message;
      }
    }
    found.date ??= distanceDateProblem(date, { today: log.today, year: log.year }) ?? undefined;
    if (Object.values(found).some(Boolean) || !parsed.success) {
      setErrors(found);
      return;
    }
    setErrors({});
    logDistance.mutate(parsed.data, {
      onSuccess: () => {
        notifySuccess('Logged', DISTANCE_MESSAGES.logged);
        setAmount('');
        setNote('');
      },
      onError: (error) => notifyError('Error', errorMessage(error)),
    });
  };

  return (
    <form onSubmit={submit} aria-label="Log a walk" noValidate>
      <Stack gap="sm">
        <Group align="flex-start" grow wrap="wrap">
          <NumberInput
            label="Distance"
            value={amount}
            onChange={setAmount}
            min={0}
            max={1000}
            decimalScale={2}
            allowNegative={false}
            clampBehavior="none"
            error={errors.amount}
            description={`Up to ${DISTANCE_ENTRY_MAX_MILES} miles a walk`}
            miw={140}
          />
          <NativeSelect
            label="Unit"
            value={unit}
            onChange={(event) => setUnit(event.currentTarget.value as DistanceUnit)}
            data={DISTANCE_UNITS.map((u) => ({ value: u, label: DISTANCE_UNIT_LABELS[u] }))}
            error={errors.unit}
            miw={140}
          />
          <TextInput
            label="Day"
            type="date"
            value={date}
            onChange={(event) => setDate(event.currentTarget.value)}
            min={`${log.year}-01-01`}
            max={log.today}
            error={errors.date}
            miw={160}
          />
        </Group>
        <TextInput
          label="Note (optional)"
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          maxLength={DISTANCE_NOTE_MAX_LENGTH}
          error={errors.note}
          placeholder="Around the lake with Mom"
        />
        <Button type="submit" loading={logDistance.isPending} style={{ alignSelf: 'flex-start' }}>
          Log walk
        </Button>
      </Stack>
    </form>
  );
}

/**
 * My Page's distance log (docs/features/miles-and-badges.md): the year's total, a form to log a walk
 * and the walks with Delete. Nothing shows while an admin has logging off, or for someone who is not a walker.
 */
export function DistanceLogCard() {
  const query = useMyDistance();
  if (!query.data?.enabled) return null;
  const log = query.data;
  return (
    <SectionCard title="Your miles" idPrefix="my-page">
      <Text fz={28} fw={700} lh={1.2} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {formatMiles(log.miles)}
      </Text>
      <Text size="sm" c="dimmed">
        {log.kilometres.toLocaleString('en-US', { maximumFractionDigits: 2 })} km walked in {log.year}. Every walk counts for your team too.
      </Text>
      <LogForm log={log} />
      {log.entries.length === 0 ? (
        <Text c="dimmed">No walks logged yet.</Text>
      ) : (
        <Table.ScrollContainer minWidth={420}>
          <Table aria-label="Your walks" verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Day</Table.Th>
                <Table.Th>Distance</Table.Th>
                <Table.Th>Note</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {log.entries.map((entry) => (
                <EntryRow key={entry.id} entry={entry} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </SectionCard>
  );
}
