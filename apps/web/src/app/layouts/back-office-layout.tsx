import { Suspense, type ReactNode } from 'react';
import { Alert, AppShell, Burger, Drawer, Group, ScrollArea, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet } from 'react-router';
import { FullPageLoader } from '../../components/full-page-loader.tsx';
import { useSession } from '../../features/session/session-store.ts';
import { useEventSettings } from '../../features/settings/api/get-event-settings.ts';
import { AppTitleLink } from './app-title-link.tsx';
import { SideMenu } from './side-menu.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link.tsx';
import { TestModeBanner } from './test-mode-banner.tsx';

const NAVBAR_WIDTH = 260;

/** The captain alerts admins publish in event settings (headline + text), on every back-office page. */
export function CaptainAlertsBanner() {
  const { data } = useEventSettings();
  const alerts = (data?.captainAlerts ?? []).filter((alert) => alert.headline.trim() || alert.text.trim());
  if (alerts.length === 0) return null;
  // A polite status, not role="alert": the same notes show on every page, and an alert would be
  // announced as urgent each time a page opens (finding 10 of docs/features/walkthrough-findings.md).
  return (
    <Stack gap="xs" mb="md" component="section" aria-label="Captain alerts">
      {alerts.map((alert, index) => (
        <Alert
          key={`${index}-${alert.headline}`}
          role="status"
          title={alert.headline || undefined}
          color="yellow"
          variant="light"
          style={{ whiteSpace: 'pre-line' }}
        >
          {alert.text}
        </Alert>
      ))}
    </Stack>
  );
}

/**
 * The back-office shell: header (title, state and year), the side menu from the `sm` breakpoint
 * up, and a burger opening the same menu in a drawer on phones. Rendered inside RequireAuth.
 */
export function BackOfficeLayout({ children }: { children?: ReactNode }) {
  const { user } = useSession();
  const [drawerOpened, drawer] = useDisclosure(false);

  if (!user) return null;
  return (
    <AppShell header={{ height: 60 }} navbar={{ width: NAVBAR_WIDTH, breakpoint: 'sm', collapsed: { mobile: true } }} padding="md">
      <SkipLink />
      <AppShell.Header>
        <Group h="100%" px="md" gap="sm" wrap="nowrap" justify="space-between">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <Burger opened={drawerOpened} onClick={drawer.toggle} hiddenFrom="sm" size="sm" aria-label="Open menu" />
            <AppTitleLink />
          </Group>
          {/* Greeted by name, as people are; the email only when the account has no person's name. */}
          <Text size="sm" c="dimmed" visibleFrom="md" truncate="end" title={user.email}>
            {user.firstName?.trim() || user.email}
          </Text>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs">
        <AppShell.Section grow component={ScrollArea}>
          <SideMenu user={user} />
        </AppShell.Section>
      </AppShell.Navbar>
      <Drawer opened={drawerOpened} onClose={drawer.close} size={NAVBAR_WIDTH + 20} title="Menu" hiddenFrom="sm">
        <SideMenu user={user} onNavigate={drawer.close} />
      </Drawer>
      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <TestModeBanner />
        {/* The alerts speak to captains; a participant sees their page only (docs/decisions/0009-personal-pages.md). */}
        {(user.role === 'admin' || user.role === 'captain') && <CaptainAlertsBanner />}
        <Suspense fallback={<FullPageLoader />}>{children ?? <Outlet />}</Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
