import { Suspense, type ReactNode } from 'react';
import { Anchor, Box, Container, Group } from '@mantine/core';
import { Link, Outlet, useMatch } from 'react-router';
import { FullPageLoader } from '../../components/full-page-loader.tsx';
import { useSession } from '../../features/session/session-store.ts';
import { paths } from '../../config/paths.ts';
import { AppTitleLink } from './app-title-link.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link.tsx';
import { TestModeBanner } from './test-mode-banner.tsx';

/**
 * The public layout (giving flows, the public team page, status pages): a slim header with the
 * app title and a Login link (Dashboard when signed in); mobile-first, single column.
 */
export function PublicLayout({ children }: { children?: ReactNode }) {
  const { session } = useSession();
  const onLoginPage = useMatch(paths.login) !== null;
  return (
    <Box mih="100vh" bg="gray.0">
      <SkipLink />
      <Box component="header" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        {/* Inside the banner landmark, so no content sits outside a landmark (axe "region", finding 10 of docs/features/walkthrough-findings.md). */}
        <TestModeBanner />
        <Container size="lg" px="md">
          <Group h={56} justify="space-between" wrap="nowrap" gap="sm">
            <AppTitleLink />
            {session ? (
              <Anchor component={Link} to={paths.home} fw={500}>
                Dashboard
              </Anchor>
            ) : (
              !onLoginPage && (
                <Anchor component={Link} to={paths.login} fw={500}>
                  Login
                </Anchor>
              )
            )}
          </Group>
        </Container>
      </Box>
      <Container component="main" id={MAIN_CONTENT_ID} tabIndex={-1} size="lg" px="md" py="md">
        <Suspense fallback={<FullPageLoader />}>{children ?? <Outlet />}</Suspense>
      </Container>
    </Box>
  );
}
