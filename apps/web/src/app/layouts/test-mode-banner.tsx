import { Box, Text } from '@mantine/core';
import { usePaymentConfig } from '../../features/checkout/index.ts';

/**
 * docs/decisions/0120-production-safe-by-default.md: while the server takes payments with its built-in test-mode processor (no Stripe
 * keys; in production only with ALLOW_TEST_PAYMENTS=true), every page says so, so nobody mistakes
 * a test donation for a real one.
 */
export function TestModeBanner() {
  const { data } = usePaymentConfig();
  if (data?.provider !== 'test') return null;
  return (
    <Box role="note" bg="yellow.1" px="md" py={4} style={{ borderBottom: '1px solid var(--mantine-color-yellow-4)' }}>
      <Text size="sm" ta="center" c="dark.7">
        Test mode: no real card is charged.
      </Text>
    </Box>
  );
}
