import { useRef, useState } from 'react';
import { Alert, Card, Checkbox, Group, Stack, Switch, Text, TextInput, ThemeIcon, Title, Tooltip } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CARD_FEE_PERCENT_LABEL, OFFLINE_REFERENCE_MAX_LENGTH, UI_MESSAGES, type PaymentCreateResponse } from '@walkfund/domain';
import { Navigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { FullPageLoader } from '../../../components/full-page-loader.tsx';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid.ts';
import { useSession } from '../../session/index.ts';
import { useCaptainProfile, MarketingCheckbox, cartTotals, useCart, hasDonation, useGiftStore } from '../../public-flow/index.ts';
import { fullName } from '../../../lib/persons/full-name.ts';
import { usePaymentConfig } from '../api/get-payment-config.ts';
import { AddressFields } from '../../../components/forms/address-fields.tsx';
import { AmountRow } from '../../../components/public/amount-row.tsx';
import { BillingFields } from '../components/billing-fields.tsx';
import type { CardHandle } from '../components/card-handle.ts';
import { CardEntry } from '../components/card-entry.tsx';
import { CartLines } from '../components/cart-lines.tsx';
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
  const creditedFundraiser = useGiftStore((s) => s.fundraiser);
  const giftMessage = useGiftStore((s) => s.message);
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
  const totals = cartTotals(contents, pricing, { coverFees: values.coverFees, offline });
  const valid = Object.keys(checkoutFormErrors({ ...values, offline }, needsShipping)).length === 0;
  const profileAddress = profile?.address ?? null;

  const setShipping = (shipping: CheckoutFormValues['shipping']) => form.setFieldValue('shipping', shipping);

  const donating = hasDonation(cart.donation);
  const onSubmit = form.onSubmit(
    (v) =>
    submit({
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
      offline,
      offlineReference: offline ? v.offlineReference : undefined,
      fundraiser: creditedFundraiser,
      message: giftMessage,
    }),
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
        <CartLines contents={contents} pricing={pricing} totals={totals} withFee />
      </SummaryCard>
      <MarketingCheckbox />

      <form onSubmit={onSubmit} noValidate aria-label="Payment">
        <Stack gap="lg">
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
                  onChange={clearError}
                />
                <Checkbox
                  {...form.getInputProps('coverFees', { type: 'checkbox' })}
                  label={
                    <Group gap={6} wrap="nowrap" component="span">
                      <span>Cover the card processing fees</span>
                      <Tooltip label={CARD_FEE_PERCENT_LABEL} withArrow events={{ hover: true, focus: true, touch: true }}>
                        <ThemeIcon component="span" size="sm" radius="xl" variant="light" tabIndex={0} aria-label={`Fee: ${CARD_FEE_PERCENT_LABEL}`}>
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
              <PendingButton type="submit" size="md" blocked={!valid} disabled={loading}>
                {loading ? 'Processing...' : offline ? 'Record Offline Payment' : 'Submit Payment'}
              </PendingButton>
            </Stack>
          </Card>
        </Stack>
      </form>
    </PublicPage>
  );
}
