import { useImperativeHandle, useState, type Ref } from 'react';
import { Alert, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { CARD_ERROR_STATUS, CARD_MESSAGES, TEST_MODE_NOTICE, cardCvcProblem, cardExpiryProblem, testCardSchema } from '@walkfund/domain';
import { ApiError } from '../../../lib/api-client.ts';
import { confirmTestPayment } from '../api/confirm-test-payment.ts';
import type { CardHandle } from './card-handle.ts';

const cardSchema = testCardSchema;

const digits = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

/** "4242424242424242" -> "4242 4242 4242 4242" */
export function formatCardNumber(value: string): string {
  return digits(value, 19).replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "1229" -> "12/29" */
export function formatExpiry(value: string): string {
  const d = digits(value, 4);
  return d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d;
}

/** What is wrong with an "MM/YY" expiry, or null: incomplete, or in the past (the processor's rule and words). */
export function expiryProblem(expiry: string, now = new Date()): string | null {
  const match = /^(\d{2})\/(\d{2})$/.exec(expiry.trim());
  if (!match) return CARD_MESSAGES.incompleteExpiry;
  return cardExpiryProblem(Number(match[1]), Number(match[2]), now);
}

/**
 * The card of the test-mode form, parsed by the same schema as POST /v1/payment/test-confirm, and
 * refused locally when its expiry is past (the processor would refuse it).
 */
export function parseTestCard(input: { number: string; expiry: string; cvc: string }) {
  const match = /^(\d{2})\/(\d{2})$/.exec(input.expiry.trim());
  if (!match) {
    const numberOk = cardSchema.shape.number.safeParse(input.number).success;
    return { ok: false as const, message: numberOk ? CARD_MESSAGES.incompleteExpiry : CARD_MESSAGES.incompleteNumber };
  }
  const result = cardSchema.safeParse({ number: input.number, expMonth: match[1], expYear: match[2], cvc: input.cvc });
  if (!result.success) return { ok: false as const, message: result.error.issues[0]?.message ?? CARD_MESSAGES.incompleteNumber };
  const past = cardExpiryProblem(result.data.expMonth, result.data.expYear);
  if (past) return { ok: false as const, message: past };
  return { ok: true as const, card: result.data };
}

/** The test card as typed: "4242 4242 4242 4242", "12/29", "123". */
export interface TestCardDraft {
  number: string;
  expiry: string;
  cvc: string;
}

export const EMPTY_TEST_CARD: TestCardDraft = { number: '', expiry: '', cvc: '' };

interface TestCardInputsProps {
  card: TestCardDraft;
  onChange(card: TestCardDraft): void;
}

/**
 * The test-mode card's notice and fields (docs/decisions/0113-test-mode-processor.md): the checkout's
 * card field, and the donor's "Update card" of a monthly gift (docs/features/monthly-gifts.md).
 */
export function TestCardInputs({ card, onChange }: TestCardInputsProps) {
  // Expiry and CVC are checked once the donor leaves the field (or has typed a whole expiry), then on every change.
  const [checked, setChecked] = useState({ expiry: false, cvc: false });
  const check = (key: keyof typeof checked) => setChecked((c) => (c[key] ? c : { ...c, [key]: true }));
  const expiryError = checked.expiry && card.expiry !== '' ? expiryProblem(card.expiry) : null;
  const cvcError = checked.cvc && card.cvc !== '' ? cardCvcProblem(card.cvc) : null;
  const update = (key: keyof TestCardDraft, value: string) => onChange({ ...card, [key]: value });

  return (
    <Stack gap="sm">
      <Alert color="yellow" variant="light" role="note">
        {TEST_MODE_NOTICE}
      </Alert>
      <TextInput
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        value={card.number}
        onChange={(e) => update('number', formatCardNumber(e.currentTarget.value))}
      />
      <SimpleGrid cols={2} spacing="sm">
        <TextInput
          label="Expiry (MM/YY)"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          value={card.expiry}
          error={expiryError}
          onBlur={() => check('expiry')}
          onChange={(e) => {
            const expiry = formatExpiry(e.currentTarget.value);
            update('expiry', expiry);
            if (expiry.length === 5) check('expiry');
          }}
        />
        <TextInput
          label="CVC"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          value={card.cvc}
          error={cvcError}
          onBlur={() => check('cvc')}
          onChange={(e) => update('cvc', digits(e.currentTarget.value, 4))}
        />
      </SimpleGrid>
    </Stack>
  );
}

interface TestCardFieldProps {
  ref?: Ref<CardHandle>;
  /** Any change of the card input (clears the card error). */
  onChange(): void;
}

/** docs/decisions/0113-test-mode-processor.md: the local card field of the built-in test-mode processor, with a plain notice. */
export function TestCardField({ ref, onChange }: TestCardFieldProps) {
  const [card, setCard] = useState<TestCardDraft>(EMPTY_TEST_CARD);

  useImperativeHandle(ref, () => ({
    precheck() {
      const parsed = parseTestCard(card);
      return parsed.ok ? null : parsed.message;
    },
    async confirm(payment) {
      const parsed = parseTestCard(card);
      if (!parsed.ok) return { status: 'refused', message: parsed.message };
      try {
        const confirmed = await confirmTestPayment({ id: payment.id, secret: payment.secret, method: 'card', card: parsed.card });
        return { status: confirmed.status };
      } catch (error) {
        if (error instanceof ApiError && error.status === CARD_ERROR_STATUS) return { status: 'refused', message: error.message };
        throw error;
      }
    },
  }));

  return (
    <TestCardInputs
      card={card}
      onChange={(next) => {
        setCard(next);
        onChange();
      }}
    />
  );
}
