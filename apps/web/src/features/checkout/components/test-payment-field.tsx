import { useImperativeHandle, useRef, type Ref } from 'react';
import { SegmentedControl, Stack } from '@mantine/core';
import { PAYMENT_METHODS, type PaymentMethodType } from '@walkfund/domain';
import type { CardHandle, MethodChange } from './card-handle.ts';
import { TestBankField } from './test-bank-field.tsx';
import { TestCardField } from './test-card-field.tsx';

/** The methods the test-mode form offers to type (the wallets are one-tap buttons above the form). */
const TYPED_METHODS = ['card', 'us_bank_account'] as const satisfies readonly PaymentMethodType[];

interface TestPaymentFieldProps {
  ref?: Ref<CardHandle>;
  method: PaymentMethodType;
  onMethodChange: MethodChange;
  onChange(): void;
  /** A monthly gift (docs/features/monthly-gifts.md) is paid by card: the bank account is not offered. */
  cardOnly?: boolean;
}

/** docs/decisions/0113-test-mode-processor.md, docs/features/payment-methods.md: the test card, or the test bank account. */
export function TestPaymentField({ ref, method, onMethodChange, onChange, cardOnly = false }: TestPaymentFieldProps) {
  const inner = useRef<CardHandle>(null);
  useImperativeHandle(ref, () => ({
    precheck: () => (inner.current ? inner.current.precheck() : 'The payment form is still loading.'),
    confirm: (payment, holder) => (inner.current ? inner.current.confirm(payment, holder) : Promise.resolve({ status: 'refused', message: 'The payment form is still loading.' })),
  }));
  const bank = !cardOnly && method === 'us_bank_account';
  return (
    <Stack gap="sm">
      {/* A monthly gift is paid by card (docs/features/monthly-gifts.md): no bank account then. */}
      {!cardOnly && (
        <SegmentedControl
          aria-label="Pay by"
          value={bank ? 'us_bank_account' : 'card'}
          onChange={(value) => {
            onMethodChange(value === 'us_bank_account' ? 'us_bank_account' : 'card');
            onChange();
          }}
          data={TYPED_METHODS.map((m) => ({ value: m, label: PAYMENT_METHODS[m].label }))}
        />
      )}
      {bank ? <TestBankField ref={inner} onChange={onChange} /> : <TestCardField ref={inner} onChange={onChange} />}
    </Stack>
  );
}
