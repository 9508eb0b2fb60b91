import { Suspense, type ReactNode } from 'react';
import { AppShell, Burger, Drawer, Group, ScrollArea, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet } from 'react-router';
import { FullPageLoader } from '../../components/full-page-loader.tsx';
import { useSession } from '../../features/session/session-store.ts';
import { AppTitleLink } from './app-title-link.tsx';
import { SideMenu } from './side-menu.tsx';
import { TestModeBanner } from './test-mode-banner.tsx';

const NAVBAR_WIDTH = 260;

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
      <AppShell.Header>
        <Group h="100%" px="md" gap="sm" wrap="nowrap" justify="space-between">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <Burger opened={drawerOpened} onClick={drawer.toggle} hiddenFrom="sm" size="sm" aria-label="Open menu" />
            <AppTitleLink />
          </Group>
          <Text size="sm" c="dimmed" visibleFrom="md" truncate="end">
            {user.email}
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
      <AppShell.Main>
        <TestModeBanner />
        <Suspense fallback={<FullPageLoader />}>{children ?? <Outlet />}</Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
