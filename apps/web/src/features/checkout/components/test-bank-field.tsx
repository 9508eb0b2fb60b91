import { useImperativeHandle, useState, type Ref } from 'react';
import { Alert, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { CARD_ERROR_STATUS, TEST_MODE_BANK_NOTICE, testBankAccountSchema } from '@walkfund/domain';
import { ApiError } from '../../../lib/api-client.ts';
import { confirmTestPayment } from '../api/confirm-test-payment.ts';
import type { CardHandle } from './card-handle.ts';

const digits = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

interface TestBankFieldProps {
  ref?: Ref<CardHandle>;
  onChange(): void;
}

/**
 * docs/features/payment-methods.md: the test-mode bank account (Stripe's documented test numbers):
 * it is submitted at once and settles or fails later, so the gift is pending until then.
 */
export function TestBankField({ ref, onChange }: TestBankFieldProps) {
  const [account, setAccount] = useState({ accountNumber: '', routingNumber: '' });
  const update = (key: keyof typeof account, value: string) => {
    setAccount((a) => ({ ...a, [key]: value }));
    onChange();
  };

  useImperativeHandle(ref, () => ({
    precheck() {
      const parsed = testBankAccountSchema.safeParse(account);
      return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
    },
    async confirm(payment) {
      const parsed = testBankAccountSchema.safeParse(account);
      if (!parsed.success) return { status: 'refused', message: parsed.error.issues[0]?.message ?? 'Please check the bank account.' };
      try {
        const confirmed = await confirmTestPayment({ id: payment.id, secret: payment.secret, method: 'test_bank_account', bankAccount: parsed.data });
        return { status: confirmed.status };
      } catch (error) {
        if (error instanceof ApiError && error.status === CARD_ERROR_STATUS) return { status: 'refused', message: error.message };
        throw error;
      }
    },
  }));

  return (
    <Stack gap="sm">
      <Alert color="yellow" variant="light" role="note">
        {TEST_MODE_BANK_NOTICE}
      </Alert>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          label="Account number"
          inputMode="numeric"
          autoComplete="off"
          placeholder="000123456789"
          value={account.accountNumber}
          onChange={(e) => update('accountNumber', digits(e.currentTarget.value, 17))}
        />
        <TextInput
          label="Routing number"
          inputMode="numeric"
          autoComplete="off"
          placeholder="110000000"
          value={account.routingNumber}
          onChange={(e) => update('routingNumber', digits(e.currentTarget.value, 9))}
        />
      </SimpleGrid>
    </Stack>
  );
}
