import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { visibleCallsToAction, type CallToAction, type CallToActionInput } from '../lib/cta-rules.ts';

const ACTIONS: Record<CallToAction, { label: string; to: string }> = {
  run: { label: 'Run the 5k', to: paths.frontend('run') },
  shirt: { label: 'Buy a T-Shirt', to: paths.frontend('products') },
  donate: { label: 'Donate', to: paths.frontend('donate') },
  addMember: { label: 'Add a Team Member', to: paths.frontend('add-team-member') },
  join: { label: 'Join a Team', to: paths.frontend('join') },
};

/** The summary's call-to-action bar (docs/spec/public-flows.md §2). */
export function CtaBar(props: CallToActionInput) {
  const actions = visibleCallsToAction(props);
  if (actions.length === 0) return null;
  return (
    <Group gap="xs" role="navigation" aria-label="More ways to help">
      {actions.map((key) => (
        <Button key={key} component={Link} to={ACTIONS[key].to} variant="light" size="sm">
          {ACTIONS[key].label}
        </Button>
      ))}
    </Group>
  );
}
