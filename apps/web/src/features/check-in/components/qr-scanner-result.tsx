import { useEffect, useRef } from 'react';
import { Alert, Loader, Stack, Title } from '@mantine/core';
import { errorMessage } from '../../../lib/api-client.ts';
import { useTokenLookup } from '../api/token-lookup.ts';
import { CheckInCard } from './check-in-card.tsx';

/**
 * The person a scanned code belongs to, first on the page, with the same card as a search (one tap
 * checks them in). Focus moves here after a scan, so the next step is where the volunteer is.
 */
export function QrScannerResult({ token }: { token: string }) {
  const lookup = useTokenLookup(token);
  const section = useRef<HTMLDivElement>(null);

  useEffect(() => {
    section.current?.focus();
  }, [token]);

  return (
    <Stack component="section" gap="sm" ref={section} tabIndex={-1} aria-labelledby="check-in-scanned-title" style={{ outline: 'none' }}>
      <Title order={2} size="h4" id="check-in-scanned-title">
        Scanned code
      </Title>
      {lookup.isPending && <Loader size="sm" aria-label="Looking up the code" />}
      {lookup.isError && (
        <Alert color="red" role="alert">
          {errorMessage(lookup.error)}
        </Alert>
      )}
      {lookup.data && (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Person scanned">
          <CheckInCard key={token} card={lookup.data} />
        </Stack>
      )}
    </Stack>
  );
}
