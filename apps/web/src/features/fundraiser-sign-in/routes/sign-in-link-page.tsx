import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { Link, useLocation, useNavigate } from 'react-router';
import { FUNDRAISER_MESSAGES } from '@walkfund/domain';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSignInWithLink } from '../api/sign-in-with-link.ts';
import { FundraiserCard } from '../components/fundraiser-card.tsx';

/** The token of `#token=...`, or null. */
export function tokenFromFragment(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token && token.trim() ? token.trim() : null;
}

/**
 * Takes the token out of the address bar at once, so it is neither kept in the history nor shared
 * by copying the address (docs/decisions/0009-personal-pages.md: a link is used once).
 */
function removeFragmentFromAddressBar() {
  if (!window.location.hash) return;
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
}

/** /frontend/sign-in-link#token=...: an emailed sign-in link lands here, signs in and goes to My Page. */
export function SignInLinkPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const signIn = useSignInWithLink();
  const { mutate } = signIn;
  // Read once: the address bar loses the fragment right after.
  const [token] = useState(() => tokenFromFragment(location.hash));
  // Strict mode runs effects twice; a link works once, so it is sent once.
  const sent = useRef(false);

  useEffect(() => {
    removeFragmentFromAddressBar();
    if (!token || sent.current) return;
    sent.current = true;
    mutate(token, { onSuccess: () => navigate(paths.myPage, { replace: true }) });
  }, [token, mutate, navigate]);

  if (token && !signIn.isError) {
    return (
      <FundraiserCard title="Signing you in">
        <Stack align="center" gap="sm" role="status" aria-live="polite">
          <Loader size="md" aria-hidden="true" />
          <Text>One moment while we open your page.</Text>
        </Stack>
      </FundraiserCard>
    );
  }

  return (
    <FundraiserCard title="Sign-in link">
      <Alert color="orange" variant="light" role="alert">
        {signIn.isError ? errorMessage(signIn.error) : FUNDRAISER_MESSAGES.linkInvalid}
      </Alert>
      <Button component={Link} to={paths.startFundraising}>
        Get a new link
      </Button>
    </FundraiserCard>
  );
}
