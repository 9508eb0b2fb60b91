import { useState } from 'react';
import { Badge, Box, Divider, NavLink, Stack, Text } from '@mantine/core';
import { Link, matchPath, useLocation, useNavigate } from 'react-router';
import type { SessionUser } from '@walkfund/domain';
import { useSignOut } from '../../features/auth/api/logout.ts';
import { paths } from '../paths.ts';
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
        disabled={signOut.isPending}
        onClick={() => signOut.mutate(undefined, { onSettled: () => navigate(paths.login, { replace: true }) })}
        w="100%"
      />
    </Stack>
  );
}
