import { Button, Group, Stack, Text } from '@mantine/core';
import { PAYMENT_METHODS, TEST_MODE_WALLET_NOTICE, TEST_WALLETS, type TestWallet } from '@walkfund/domain';

interface TestWalletButtonsProps {
  /** One tap: the checkout pays with this wallet, no card typed. */
  onTap(wallet: TestWallet): void;
  disabled?: boolean;
  /** A gift-only cart: the button says Donate, as Stripe's wallet buttons do. */
  giftOnly: boolean;
}

/**
 * docs/features/payment-methods.md: the test-mode stand-in for Stripe's Express Checkout Element:
 * look-alikes of the device's wallet buttons, labelled as a test, taking the one-tap path.
 */
export function TestWalletButtons({ onTap, disabled, giftOnly }: TestWalletButtonsProps) {
  const verb = giftOnly ? 'Donate' : 'Pay';
  return (
    <Stack gap={6} component="section" aria-label="Express checkout">
      <Group grow gap="sm">
        {TEST_WALLETS.map((wallet) => (
          <Button key={wallet} color="dark" radius="md" size="md" disabled={disabled} onClick={() => onTap(wallet)}>
            {`${verb} with ${PAYMENT_METHODS[wallet].label} (test)`}
          </Button>
        ))}
      </Group>
      <Text size="xs" c="dimmed">
        {TEST_MODE_WALLET_NOTICE}
      </Text>
    </Stack>
  );
}
