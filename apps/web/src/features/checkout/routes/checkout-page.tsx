import { useRef, useState } from 'react';
import { Alert, Card, Checkbox, Group, Stack, Switch, Text, TextInput, ThemeIcon, Title, Tooltip } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  OFFLINE_REFERENCE_MAX_LENGTH, UI_MESSAGES, coverFeesLabel, feeRateFor, feeRateLabel, type PaymentCreateResponse, type PaymentMethodType, type TestWallet,
} from '@walkfund/domain';
import { Navigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { FullPageLoader } from '../../../components/full-page-loader.tsx';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid.ts';
import { useSession } from '../../session/index.ts';
import { useCaptainProfile, MarketingCheckbox, cartTotals, useCart, hasDonation, useGiftStore, supportedCity, toTributeInput, useTributeStore } from '../../public-flow/index.ts';
import { MatchEstimate } from '../../match-banner/index.ts';
import { fullName } from '../../../lib/persons/full-name.ts';
import { usePaymentConfig } from '../api/get-payment-config.ts';
import { AddressFields } from '../../../components/forms/address-fields.tsx';
import { AmountRow } from '../../../components/public/amount-row.tsx';
import { BillingFields } from '../components/billing-fields.tsx';
import type { CardHandle } from '../components/card-handle.ts';
import { CardEntry, PaymentGroup, StripeWallets } from '../components/card-entry.tsx';
import { TestWalletButtons } from '../components/test-wallet-buttons.tsx';
import type { WalletAnswer } from '../components/stripe-card-field.tsx';
import { feeLineLabel, feeSettingsOf, totalsForMethod } from '../lib/payment-method-totals.ts';
import { TEST_WALLET_ADDRESS, testWalletHandle, walletBilling } from '../lib/wallet-checkout.ts';
import type { CheckoutDraft } from '../lib/checkout-payload.ts';
import { CartLines } from '../components/cart-lines.tsx';
import { MonthlyCheckoutNote } from '../components/monthly-checkout-note.tsx';
import { DonationSteps } from '../../../components/public/donation-steps.tsx';
import { PendingButton } from '../../../components/public/pending-button.tsx';
import { SecurePaymentNote } from '../components/secure-payment-note.tsx';
import { CharityIdentity } from '../components/charity-identity.tsx';
import { bindForm } from '../../../components/forms/form-binding.ts';
import { PublicPage } from '../../../components/public/public-page.tsx';
import { SummaryCard } from '../../../components/public/summary-card.tsx';
import { billingFromShipping, checkoutFormErrors, initialCheckoutValues, type CheckoutFormValues } from '../lib/checkout-form.ts';
import { useCheckoutSubmit } from '../lib/use-checkout-submit.ts';

function SectionTitle({ children }: { children: string }) {
  return (
    <Title order={2} fz="lg">
      {children}
    </Title>
  );
}

function sameAddress(a: CheckoutFormValues['shipping'], b: CheckoutFormValues['shipping']): boolean {
  return a.address === b.address && a.city === b.city && a.state === b.state && a.zipcode === b.zipcode;
}

/**
 * /frontend/checkout: contact recap, cart, marketing, shipping (shirts), billing, card, cover-fees,
 * the admin-only offline switch (then a check number or reference and Record Offline Payment), card errors, total and Submit Payment. Without a contact: back to
 * the contact page.
 */
export function CheckoutPage() {
  const cart = useCart();
  const { settings, contact, contactComplete, shirts, pricing, contents } = cart;
  const { isAdmin } = useSession();
  const profile = useCaptainProfile();
  const config = usePaymentConfig();
  const [override, setOverride] = useState<PaymentCreateResponse | null>(null);
  const provider = override?.provider ?? config.data?.provider ?? 'test';
  const publishableKey = override?.publishableKey ?? config.data?.publishableKey;
  const cardRef = useRef<CardHandle>(null);
  // The method chosen (docs/features/payment-methods.md): its fee rule prices the covered fee.
  const [method, setMethod] = useState<PaymentMethodType>('card');
  const creditedFundraiser = useGiftStore((s) => s.fundraiser);
  const giftMessage = useGiftStore((s) => s.message);
  const giftSource = useGiftStore((s) => s.source);
  // docs/features/tributes.md: the donate step's tribute, sent with the donation.
  const tribute = toTributeInput(useTributeStore());
  const { submit, loading, error, clearError } = useCheckoutSubmit({ card: cardRef, provider, onProviderChange: setOverride });
  const needsShipping = shirts.length > 0;

  const form = useForm<CheckoutFormValues>({
    initialValues: initialCheckoutValues(fullName(contact)),
    validate: (values) => checkoutFormErrors(values, needsShipping),
    validateInputOnBlur: true,
    // While "Billing address matches the shipping address" is ticked, billing follows every shipping edit.
    onValuesChange: (next, previous) => {
      if (next.billingMatchesShipping && !sameAddress(next.shipping, previous.shipping)) {
        form.setFieldValue('billing', billingFromShipping(next.billing, next.shipping));
      }
    },
  });

  if (!contactComplete) return <Navigate to={paths.frontend('contact')} replace />;
  if (cart.totals.subtotalCents === 0) return <Navigate to={paths.frontend('summary')} replace />;
  if (!settings || config.isPending) return <FullPageLoader />;

  const values = form.getValues();
  const offline = isAdmin && values.offline;
  const fees = feeSettingsOf(settings);
  const itemTotals = cartTotals(contents, pricing, { coverFees: false, offline });
  const totals = totalsForMethod(itemTotals, { coverFees: values.coverFees, offline, method, fees });
  // What a one-tap wallet charges (the card rule), which Stripe's wallet sheet shows.
  const walletTotals = totalsForMethod(itemTotals, { coverFees: values.coverFees, offline, method: 'card', fees });
  // docs/features/monthly-gifts.md: what repeats each month is the donation and its covered fee (by card), nothing else.
  const monthlyTotals = cart.monthly && !offline
    ? totalsForMethod(cartTotals({ donation: cart.donation, shirts: [], runners: [] }, pricing, { coverFees: false }), { coverFees: values.coverFees, offline, method: 'card', fees })
    : null;
  const valid = Object.keys(checkoutFormErrors({ ...values, offline }, needsShipping)).length === 0;
  const profileAddress = profile?.address ?? null;

  const setShipping = (shipping: CheckoutFormValues['shipping']) => form.setFieldValue('shipping', shipping);

  const donating = hasDonation(cart.donation);
  const draftOf = (v: CheckoutFormValues, chosen: PaymentMethodType): CheckoutDraft => ({
      supporting: cart.supporting,
      contact,
      donation: cart.donation,
      shirts,
      runners: cart.runners,
      members: cart.members,
      pricing,
      eventYear: settings.appYear,
      billing: offline ? null : v.billing,
      shippingAddress: needsShipping ? v.shipping : null,
      coverFees: v.coverFees,
      paymentMethod: chosen,
      feeSettings: fees,
      offline,
      offlineReference: offline ? v.offlineReference : undefined,
      fundraiser: creditedFundraiser,
      message: giftMessage,
      source: giftSource,
      tribute,
      monthly: cart.monthly,
    });
  // A one-tap wallet (docs/features/payment-methods.md): the wallet's answer fills the billing details
  // (and the shipping address for shirts) instead of the form's; the rest of the checkout is as typed.
  const shippingComplete = needsShipping && Boolean(values.shipping.address && values.shipping.city && values.shipping.state && values.shipping.zipcode);
  const payByWallet = (chosen: PaymentMethodType, billing: CheckoutDraft['billing'], shipping: CheckoutFormValues['shipping'] | null, via: CardHandle, onRefused?: () => void) => {
    const draft = draftOf({ ...values, billing: billing ?? values.billing, shipping: shipping ?? values.shipping }, chosen);
    void submit(draft, { via, onRefused });
  };
  const onTestWallet = (wallet: TestWallet) => {
    const shipping = needsShipping && !shippingComplete ? { ...TEST_WALLET_ADDRESS } : null;
    payByWallet(wallet, walletBilling(fullName(contact), shipping ?? (shippingComplete ? values.shipping : undefined)), shipping, testWalletHandle(wallet));
  };
  const onStripeWallet = (answer: WalletAnswer) => {
    const shipping = answer.shipping ? { ...values.shipping, ...answer.shipping } : null;
    const billing = answer.billing.name_on_card ? answer.billing : { ...answer.billing, name_on_card: fullName(contact) };
    payByWallet(answer.method, billing, shipping, answer.handle, answer.fail);
  };
  const giftOnly = donating && shirts.length === 0 && cart.runners.length === 0;
  const onSubmit = form.onSubmit(
    (v) => submit(draftOf(v, method)),
    // Pressing the disabled-looking Submit Payment shows every error and goes to the first one.
    // The submitted form comes with the event, so no ref is read while rendering.
    (_errors, _values, event) => focusFirstInvalid(event?.currentTarget),
  );

  return (
    <PublicPage title="Checkout" steps={donating ? <DonationSteps current={3} /> : undefined}>
      <SummaryCard title="Primary Contact" editTo={paths.frontend('contact')}>
        <Stack gap={0}>
          <Text fw={500}>{fullName(contact)}</Text>
          <Text size="sm">{contact.email}</Text>
          <Text size="sm">{contact.phone}</Text>
        </Stack>
      </SummaryCard>
      <SummaryCard title="Cart" editTo={paths.frontend('summary')}>
        <CartLines contents={contents} pricing={pricing} totals={totals} withFee feeLabel={feeLineLabel(method, fees)} />
        {/* What a running sponsor match adds to the donation (docs/features/sponsor-matches.md). */}
        <MatchEstimate
          teamId={cart.supporting.type === 'Team' ? (cart.supporting.team?.id ?? null) : null}
          eventCity={supportedCity(cart.supporting)}
          donation={donating ? (cart.donation ?? 0) : 0}
        />
      </SummaryCard>
      <MarketingCheckbox />

      <PaymentGroup provider={provider} publishableKey={publishableKey} amountCents={walletTotals.totalCents} monthly={cart.monthly}>
      <form onSubmit={onSubmit} noValidate aria-label="Payment">
        <Stack gap="lg">
          {/* One tap above the form: the test wallets, or Stripe's Express Checkout Element. */}
          {!offline && provider === 'test' && <TestWalletButtons onTap={onTestWallet} disabled={loading} giftOnly={giftOnly} />}
          {!offline && <StripeWallets provider={provider} publishableKey={publishableKey} wallets={{ giftOnly, needsShipping, onConfirm: onStripeWallet }} />}
          {needsShipping && (
            <Card withBorder padding="md" component="section" aria-label="Shipping Address">
              <Stack gap="sm">
                <SectionTitle>Shipping Address</SectionTitle>
                <Text size="sm" c="dimmed">
                  {UI_MESSAGES.shippingNote}
                </Text>
                {profileAddress && (
                  <Checkbox
                    label="Match the captain's profile address"
                    onChange={(e) => e.currentTarget.checked && setShipping({ ...profileAddress })}
                  />
                )}
                <AddressFields binding={bindForm(form, 'shipping.')} />
              </Stack>
            </Card>
          )}

          {isAdmin && <Switch label="Make Transaction Offline" {...form.getInputProps('offline', { type: 'checkbox' })} />}
          {offline && (
            <TextInput
              label="Check number or reference"
              description="Optional: kept on the transaction and its invoice."
              maxLength={OFFLINE_REFERENCE_MAX_LENGTH}
              {...form.getInputProps('offlineReference')}
            />
          )}

          {!offline && (
            <Card withBorder padding="md" component="section" aria-label="Billing">
              <Stack gap="sm">
                <SectionTitle>Billing</SectionTitle>
                {needsShipping && (
                  <Checkbox
                    label="Billing address matches the shipping address"
                    checked={values.billingMatchesShipping}
                    onChange={(e) => {
                      const checked = e.currentTarget.checked;
                      form.setFieldValue('billingMatchesShipping', checked);
                      if (checked) form.setFieldValue('billing', billingFromShipping(values.billing, values.shipping));
                    }}
                  />
                )}
                <SecurePaymentNote recipient={settings.appTitle} />
                <CharityIdentity />
                <BillingFields binding={bindForm(form, 'billing.')} />
                <CardEntry
                  provider={provider}
                  publishableKey={publishableKey}
                  ref={cardRef}
                  method={method}
                  onMethodChange={setMethod}
                  onChange={clearError}
                  walletsAbove
                  monthly={cart.monthly}
                />
                <Checkbox
                  {...form.getInputProps('coverFees', { type: 'checkbox' })}
                  label={
                    <Group gap={6} wrap="nowrap" component="span">
                      <span>{coverFeesLabel(method, fees)}</span>
                      <Tooltip label={feeRateLabel(feeRateFor(method, fees))} withArrow events={{ hover: true, focus: true, touch: true }}>
                        <ThemeIcon component="span" size="sm" radius="xl" variant="light" tabIndex={0} aria-label={`Fee: ${feeRateLabel(feeRateFor(method, fees))}`}>
                          ?
                        </ThemeIcon>
                      </Tooltip>
                    </Group>
                  }
                  description={donating ? '100% of your donation then goes to the mission.' : 'The event then keeps the full amount of your order.'}
                />
              </Stack>
            </Card>
          )}

          {error && (
            <Alert color="red" role="alert">
              Error: {error}
            </Alert>
          )}
          <Card withBorder padding="md">
            <Stack gap="sm">
              <AmountRow label="Total" cents={totals.totalCents} strong />
              {monthlyTotals && <MonthlyCheckoutNote monthlyCents={monthlyTotals.totalCents} />}
              <PendingButton type="submit" size="md" blocked={!valid} disabled={loading}>
                {loading ? 'Processing...' : offline ? 'Record Offline Payment' : 'Submit Payment'}
              </PendingButton>
            </Stack>
          </Card>
        </Stack>
      </form>
      </PaymentGroup>
    </PublicPage>
  );
}
