import { Group, Text, ThemeIcon } from '@mantine/core';

/** A padlock, drawn inline (no icon font). */
export function LockIcon({ size = 16 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <rect x="4" y="11" width="16" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </svg>
  );
}

/** Beside the card form: the payment is processed securely, and who receives the money. */
export function SecurePaymentNote({ recipient }: { recipient: string }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <ThemeIcon variant="light" color="green" radius="xl" size="md" aria-hidden>
        <LockIcon />
      </ThemeIcon>
      <Text size="sm">
        Payments are processed securely. Your card details go straight to the card processor, never to our servers.
        {recipient && (
          <>
            {' '}
            Your payment goes to <strong>{recipient}</strong>.
          </>
        )}
      </Text>
    </Group>
  );
}
