import { useState } from 'react';
import { Badge, Box, Button, Divider, Group, Modal, NavLink, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link, matchPath, useLocation, useNavigate } from 'react-router';
import type { SessionUser } from '@walkfund/domain';
import { useSignOut } from '../../features/auth/api/logout.ts';
// A small module (the check-in page stays in its own chunk): the phone's check-in data at sign-out.
import { clearCheckInData, countUnsentCheckIns } from '../../features/check-in/lib/offline-sign-out.ts';
import { paths } from '../../config/paths.ts';
import { ROLE_LABELS, menuFor, type MenuLink } from './menu.ts';

function isActive(link: MenuLink, pathname: string): boolean {
  return matchPath({ path: link.to, end: link.end ?? false }, pathname) !== null;
}

function MenuItemLink({ link, pathname, onNavigate }: { link: MenuLink; pathname: string; onNavigate?: () => void }) {
  const active = isActive(link, pathname);
  return (
    <NavLink
      component={Link}
      to={link.to}
      label={link.label}
      active={active}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
      {...(link.newWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    />
  );
}

/** A collapsible group (Participants, Reports, Admin Links), open when one of its links is active. */
function MenuGroup({ label, links, pathname, onNavigate }: { label: string; links: MenuLink[]; pathname: string; onNavigate?: () => void }) {
  const [opened, setOpened] = useState(() => links.some((link) => isActive(link, pathname)));
  return (
    <NavLink
      component="button"
      type="button"
      label={label}
      opened={opened}
      onChange={setOpened}
      aria-expanded={opened}
      keepMounted={false}
      w="100%"
    >
      {links.map((link) => (
        <MenuItemLink key={link.to} link={link} pathname={pathname} onNavigate={onNavigate} />
      ))}
    </NavLink>
  );
}

interface SideMenuProps {
  user: SessionUser;
  /** Called after a link is followed (closes the mobile drawer). */
  onNavigate?: () => void;
}

/** The back-office side menu by role, the signed-in user's role, View My Team and Sign Out. */
export function SideMenu({ user, onNavigate }: SideMenuProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const queryClient = useQueryClient();
  const [checking, setChecking] = useState(false);
  /** Check-ins not sent yet, while the dialog asks whether to sign out anyway. */
  const [unsent, setUnsent] = useState(0);

  const finishSignOut = async () => {
    setUnsent(0);
    // A roster request still running would store its answer again after the data is deleted
    // (the check-in queries' key, features/check-in/api/check-in-api.ts).
    await queryClient.cancelQueries({ queryKey: ['check-in'] });
    // mutateAsync settles even when the menu unmounts as the session ends (mutate's callbacks do not).
    await signOut.mutateAsync().catch(() => undefined);
    await clearCheckInData().catch(() => undefined);
    navigate(paths.login, { replace: true });
  };

  const startSignOut = async () => {
    setChecking(true);
    const waiting = await countUnsentCheckIns().catch(() => 0);
    setChecking(false);
    if (waiting > 0) setUnsent(waiting);
    else await finishSignOut();
  };

  // A participant's menu is My Page and Sign Out only.
  const teamSlug = user.role === 'participant' || user.role === 'volunteer' ? undefined : user.team?.slug;

  return (
    <Stack gap="xs" component="nav" aria-label="Main menu">
      <Box px="sm" py="xs">
        <Text size="sm" fw={500} truncate="end" title={user.email}>
          {user.email}
        </Text>
        <Badge mt={4} variant="light" color={user.role === 'admin' ? 'grape' : 'blue'}>
          {ROLE_LABELS[user.role]}
        </Badge>
      </Box>
      <Divider />
      <Box>
        {menuFor(user.role).map((entry) =>
          entry.kind === 'link' ? (
            <Box key={entry.label}>
              <MenuItemLink link={entry} pathname={pathname} onNavigate={onNavigate} />
              {entry.children && (
                <Box pl="lg">
                  {entry.children.map((child) => (
                    <MenuItemLink key={child.to} link={child} pathname={pathname} onNavigate={onNavigate} />
                  ))}
                </Box>
              )}
            </Box>
          ) : (
            <MenuGroup key={entry.label} label={entry.label} links={entry.children} pathname={pathname} onNavigate={onNavigate} />
          ),
        )}
        {teamSlug && <MenuItemLink link={{ label: 'View My Team', to: paths.team(teamSlug) }} pathname={pathname} onNavigate={onNavigate} />}
      </Box>
      <Divider />
      <NavLink
        component="button"
        type="button"
        label="Sign Out"
        disabled={checking || signOut.isPending}
        onClick={() => void startSignOut()}
        w="100%"
      />
      <Modal opened={unsent > 0} onClose={() => setUnsent(0)} title="Sign out?" centered>
        <Stack gap="md">
          <Text>
            {unsent === 1
              ? '1 check-in has not been sent yet. Signing out now deletes it from this phone.'
              : `${unsent} check-ins have not been sent yet. Signing out now deletes them from this phone.`}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button color="red" variant="light" onClick={() => void finishSignOut()}>
              Sign out anyway
            </Button>
            <Button data-autofocus onClick={() => setUnsent(0)}>
              Stay signed in
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
