import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useEventHeading } from '../../features/settings/hooks/use-event-heading.ts';
import { isExternalHref, useHomeHref } from '../../features/campaign/index.ts';

/** The header's app title (year, state and title from event settings), linking home. The document title is DocumentTitle's. */
export function AppTitleLink() {
  const heading = useEventHeading();
  // Home is the dashboard once signed in; a visitor's is the event's public site or /frontend/ (docs/decisions/0121-public-home.md).
  const home = useHomeHref();
  // Wraps to a second line on a phone rather than cutting the event's name (finding 13 of docs/features/walkthrough-findings.md).
  const title = (
    <Text fw={700} fz={{ base: 'md', sm: 'lg' }} lh={1.25} lineClamp={2}>
      {heading}
    </Text>
  );
  return isExternalHref(home) ? (
    <Anchor href={home} underline="never" c="inherit" miw={0}>
      {title}
    </Anchor>
  ) : (
    <Anchor component={Link} to={home} underline="never" c="inherit" miw={0}>
      {title}
    </Anchor>
  );
}
