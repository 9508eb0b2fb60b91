import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useSession } from '../../session/index.ts';
import { useEventSettings } from '../../settings/index.ts';

/** An address outside this single-page app (a full page load, not a router link). */
export function isExternalHref(href: string): boolean {
  return /^https?:\/\//i.test(href);
}

/**
 * Where "home" is (docs/decisions/0121-public-home.md): the dashboard for a signed-in user; for a visitor the
 * event's public site when it is set, else the public home /frontend/.
 */
export function useHomeHref(): string {
  const { session } = useSession();
  const site = useEventSettings().data?.publicEventSite.trim();
  if (session) return paths.home;
  return site || paths.publicHome;
}

/** The Back to Home button of the status and error pages. */
export function HomeButton() {
  const href = useHomeHref();
  return isExternalHref(href) ? (
    <Button component="a" href={href} mt="md">
      Back to Home
    </Button>
  ) : (
    <Button component={Link} to={href} mt="md">
      Back to Home
    </Button>
  );
}
