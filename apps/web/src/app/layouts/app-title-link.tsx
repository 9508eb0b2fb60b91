import { Anchor, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from 'react-router';
import { useEventHeading } from '../../features/settings/hooks/use-event-heading.ts';
import { paths } from '../paths.ts';

/** The header's app title (year, state and title from event settings), linking home; also the document title. */
export function AppTitleLink() {
  const heading = useEventHeading();
  useDocumentTitle(heading || 'Walkfund');
  return (
    <Anchor component={Link} to={paths.home} underline="never" c="inherit" miw={0}>
      <Text fw={700} size="lg" truncate="end">
        {heading}
      </Text>
    </Anchor>
  );
}
