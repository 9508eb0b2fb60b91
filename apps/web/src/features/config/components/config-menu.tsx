import { NavLink, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { paths, type ConfigChild } from '../../../config/paths.ts';
import { CONFIG_PANELS } from '../config-panels.ts';

/** The config area's own menu (docs/spec/back-office.md §2: Event configuration area, side menu labels). */
export function ConfigMenu({ active }: { active: ConfigChild }) {
  return (
    <Stack gap={2} component="nav" aria-label="Event configuration">
      {CONFIG_PANELS.map(({ panel, menuLabel }) => (
        <NavLink
          key={panel}
          component={Link}
          to={paths.configChild(panel)}
          label={menuLabel}
          active={panel === active}
          aria-current={panel === active ? 'page' : undefined}
        />
      ))}
    </Stack>
  );
}
