import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Alert, Anchor, Box, Button, Checkbox, Group, Modal, NumberInput, Radio, Select, SegmentedControl, Stack, Text, TextInput, Title,
} from '@mantine/core';
import {
  GENDERS, SHIRT_STOCK_SIZES, WALK_UP_KIND_LABELS, WALK_UP_KINDS, WALK_UP_MESSAGES, WALK_UP_PAYMENT_LABELS, WAIVER_MESSAGES, formatCents,
  runnerPriceCents, shirtSizeName, shirtSizeOptions, walkUpAmountCents, walkUpInputSchema, type EventCity, type WalkUpInput, type WalkUpKind, type WalkUpPaymentMethod,
  type WalkUpResult,
} from '@walkfund/domain';
import { WaiverAcceptanceFields, bindWaiverAcceptance } from '../../../components/waiver-acceptance-fields.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useEventSettings } from '../../settings/index.ts';
import { cityWaiversQuery, useCityTeams, useRegisterWalkUp } from '../api/walk-up.ts';
import { checkInStatus } from '../lib/check-in-text.ts';

/**
 * What the page does with a walk-up: send it now (POST /v1/check-in/walk-ups) and answer the card,
 * or keep it in the phone's queue while offline and answer null (the bib comes when it is sent).
 */
export type WalkUpSubmit = (input: WalkUpInput) => Promise<WalkUpResult | null>;

type Payment = 'none' | WalkUpPaymentMethod;

interface FormState {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  kind: WalkUpKind;
  teamId: string | null;
  shirtSize: string | null;
  birthDate: string;
  gender: string | null;
  donation: number | string;
  payment: Payment;
  reference: string;
  signedName: string;
  minor: boolean;
  guardianName: string;
  giveShirt: boolean;
  assignBib: boolean;
}

const EMPTY: FormState = {
  firstName: '', lastName: '', email: '', phone: '', kind: 'walk', teamId: null, shirtSize: null, birthDate: '', gender: null, donation: '',
  payment: 'none', reference: '', signedName: '', minor: false, guardianName: '', giveShirt: true, assignBib: true,
};

/** The public page where a card is taken (on the volunteer's phone, online only). */
const cardPage = (kind: WalkUpKind) => (kind === '5k' ? '/frontend/run' : '/frontend/donate');

/**
 * "Register at the gate" (docs/decisions/0011-event-day-check-in.md): a volunteer
 * registers someone who came without registering, takes cash or a check, has them sign the waiver
 * on the screen, and reads the bib to write on it.
 */
export function WalkUpButton({ city, onSubmit }: { city: EventCity; onSubmit?: WalkUpSubmit }) {
  const [opened, setOpened] = useState(false);
  // Online by default; the page may pass its offline queue instead.
  const online = useRegisterWalkUp();
  const submit: WalkUpSubmit = onSubmit ?? ((input) => online.mutateAsync(input));
  return (
    <>
      <Button variant="light" onClick={() => setOpened(true)} fullWidth>
        Register at the gate
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Register at the gate" fullScreen size="lg">
        {opened && <WalkUpForm city={city} onSubmit={submit} onDone={() => setOpened(false)} />}
      </Modal>
    </>
  );
}

export function WalkUpForm({ city, onSubmit, onDone }: { city: EventCity; onSubmit: WalkUpSubmit; onDone: () => void }) {
  const [form, setForm] = useState<FormState>(EMPTY);
  // One id per person registered, kept across retries: the server registers it once.
  const [clientId, setClientId] = useState(() => crypto.randomUUID());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState<{ result: WalkUpResult | null; name: string } | null>(null);
  const settings = useEventSettings();
  const teams = useCityTeams(city);
  const waivers = useQuery(cityWaiversQuery(city));
  const waiver = waivers.data?.find((w) => w.kind === form.kind) ?? null;
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => setForm((f) => ({ ...f, [key]: value }));

  const priceCents = settings.data ? runnerPriceCents('in-person', settings.data.event5kSettings) : null;
  const donation = typeof form.donation === 'number' ? form.donation : null;
  const amountCents = priceCents === null ? null : walkUpAmountCents({ kind: form.kind, donation }, priceCents);

  function input(): unknown {
    return {
      clientId,
      eventCity: city,
      firstName: form.firstName,
      lastName: form.lastName,
      email: form.email,
      phone: form.phone,
      kind: form.kind,
      teamId: form.teamId ? Number(form.teamId) : null,
      shirtSize: form.shirtSize,
      ...(form.kind === '5k' ? { birthDate: form.birthDate, gender: form.gender } : { donation }),
      waiver: waiver ? { waiverId: waiver.id, signedName: form.signedName, minor: form.minor, guardianName: form.minor ? form.guardianName : null } : null,
      payment: form.payment === 'none' ? null : { method: form.payment, reference: form.reference || null },
      giveShirt: form.giveShirt && !!form.shirtSize,
      assignBib: form.assignBib,
    };
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const parsed = walkUpInputSchema.safeParse(input());
    const found: Record<string, string> = {};
    if (!parsed.success) for (const issue of parsed.error.issues) found[issue.path.join('.')] ??= issue.message;
    if (waiver && !form.signedName.trim()) found['waiver.signedName'] ??= WAIVER_MESSAGES.signedNameRequired;
    if (form.kind === '5k' && amountCents && form.payment === 'none') found.payment = WALK_UP_MESSAGES.paymentFor5k;
    setErrors(found);
    if (!parsed.success || Object.keys(found).length > 0) return;
    setPending(true);
    try {
      const result = await onSubmit(parsed.data);
      setDone({ result, name: `${parsed.data.firstName} ${parsed.data.lastName}` });
    } catch (err) {
      setFailure(errorMessage(err));
    } finally {
      setPending(false);
    }
  }

  function another() {
    setForm(EMPTY);
    setErrors({});
    setDone(null);
    setClientId(crypto.randomUUID());
  }

  if (done) return <WalkUpDone name={done.name} result={done.result} onAnother={another} onClose={onDone} />;

  const err = (key: string) => errors[key];
  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">Registering for {city}.</Text>
        <TextInput label="First name" required value={form.firstName} onChange={(e) => set('firstName', e.currentTarget.value)} error={err('firstName')} maxLength={50} autoComplete="off" />
        <TextInput label="Last name" required value={form.lastName} onChange={(e) => set('lastName', e.currentTarget.value)} error={err('lastName')} maxLength={50} autoComplete="off" />
        <TextInput label="Email" description="Optional: the confirmation and receipt go here." type="email" value={form.email} onChange={(e) => set('email', e.currentTarget.value)} error={err('email')} maxLength={254} autoComplete="off" />
        <TextInput label="Phone" description="Optional" type="tel" value={form.phone} onChange={(e) => set('phone', e.currentTarget.value)} error={err('phone')} maxLength={20} autoComplete="off" />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="walk-up-kind">
            Walk or 5k
          </Text>
          <SegmentedControl
            aria-labelledby="walk-up-kind"
            data={WALK_UP_KINDS.map((k) => ({ value: k, label: WALK_UP_KIND_LABELS[k] }))}
            value={form.kind}
            onChange={(v) => set('kind', v as WalkUpKind)}
            fullWidth
          />
        </Stack>
        <Select
          label="Team"
          placeholder="No team"
          data={(teams.data ?? []).map((t) => ({ value: String(t.id), label: t.name }))}
          value={form.teamId}
          onChange={(v) => set('teamId', v)}
          clearable
          searchable
          error={err('teamId')}
        />
        <Select label="Shirt size" placeholder="No shirt" data={shirtSizeOptions(SHIRT_STOCK_SIZES)} value={form.shirtSize} onChange={(v) => set('shirtSize', v)} clearable error={err('shirtSize')} />
        {form.kind === '5k' ? (
          <>
            <TextInput label="Birth date" type="date" required value={form.birthDate} onChange={(e) => set('birthDate', e.currentTarget.value)} error={err('birthDate')} />
            <Radio.Group label="Gender (for the results)" required value={form.gender ?? ''} onChange={(v) => set('gender', v)} error={err('gender')}>
              <Group mt={4}>
                {GENDERS.map((g) => (
                  <Radio key={g} value={g} label={g} />
                ))}
              </Group>
            </Radio.Group>
          </>
        ) : (
          <NumberInput label="Donation (whole dollars)" description="Optional: a walk is free." value={form.donation} onChange={(v) => set('donation', v)} min={0} allowDecimal={false} prefix="$" error={err('donation')} />
        )}
        <Radio.Group label="Payment" value={form.payment} onChange={(v) => set('payment', v as Payment)} error={err('payment')}>
          <Group mt={4}>
            <Radio value="none" label="None" />
            <Radio value="cash" label={WALK_UP_PAYMENT_LABELS.cash} />
            <Radio value="check" label={WALK_UP_PAYMENT_LABELS.check} />
          </Group>
        </Radio.Group>
        {form.payment === 'check' && (
          <TextInput label="Check number or note" value={form.reference} onChange={(e) => set('reference', e.currentTarget.value)} error={err('payment.reference')} maxLength={100} />
        )}
        <Text fw={700} aria-live="polite">
          {amountCents === null ? 'Amount: loading…' : amountCents > 0 ? `Amount to take: ${formatCents(amountCents)}` : 'Nothing to pay.'}
        </Text>
        <Anchor href={cardPage(form.kind)} target="_blank" rel="noopener" size="sm">
          {WALK_UP_MESSAGES.cardLink}
        </Anchor>
        {waiver ? (
          <WaiverAcceptanceFields
            binding={bindWaiverAcceptance(
              { signedName: form.signedName, minor: form.minor, guardianName: form.guardianName },
              { signedName: err('waiver.signedName'), guardianName: err('waiver.guardianName') },
              (values) => setForm((f) => ({ ...f, ...values })),
            )}
            body={waiver.body}
            withTitle
            textMaxHeight={200}
          />
        ) : (
          waivers.isSuccess && <Text size="sm">No waiver to sign for this city.</Text>
        )}
        <Checkbox label={`Shirt given${form.shirtSize ? ` (${shirtSizeName(form.shirtSize)})` : ''}`} checked={form.giveShirt && !!form.shirtSize} disabled={!form.shirtSize} onChange={(e) => set('giveShirt', e.currentTarget.checked)} />
        <Checkbox label="Assign bib" checked={form.assignBib} onChange={(e) => set('assignBib', e.currentTarget.checked)} />
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        {Object.keys(errors).length > 0 && (
          <Text c="red.8" size="sm" role="alert">
            Please check the fields marked above.
          </Text>
        )}
        <Button type="submit" loading={pending} fullWidth size="md">
          Register and check in
        </Button>
      </Stack>
    </Box>
  );
}

function WalkUpDone({ name, result, onAnother, onClose }: { name: string; result: WalkUpResult | null; onAnother: () => void; onClose: () => void }) {
  const bib = result?.entry.bib ?? null;
  return (
    <Stack gap="md" role="status">
      <Title order={2} size="h3">
        {name}
      </Title>
      {result ? (
        <>
          <Text>{result.alreadyRegistered ? WALK_UP_MESSAGES.alreadyRegistered : WALK_UP_MESSAGES.registered}</Text>
          {bib !== null ? (
            <Text fz={40} fw={800} lh={1.1}>
              {WALK_UP_MESSAGES.writeBib(bib)}
            </Text>
          ) : (
            <Text>No bib given.</Text>
          )}
          <Text size="sm">{checkInStatus(result.entry)}</Text>
        </>
      ) : (
        <Text>Saved on this phone. It is sent, and the bib given, when the network is back.</Text>
      )}
      <Button onClick={onAnother} fullWidth>
        Register another
      </Button>
      <Button variant="default" onClick={onClose} fullWidth>
        Back to check-in
      </Button>
    </Stack>
  );
}
