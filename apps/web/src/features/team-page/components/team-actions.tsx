import { Anchor, Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import type { TeamDetail } from '@walkfund/domain';
import { paths } from '../../../config/paths.ts';
import type { EventSettingsView } from '../../settings/index.ts';
import { activeMemberEmails, teamMailtoHref } from '../../../lib/teams/team-mailto.ts';
import { donateUrl, viewTeamUrl } from '../lib/team-links.ts';

const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;

/**
 * The action buttons (docs/spec/back-office.md §2): Donate (new tab), Run 5k (when the event has a 5k), Email
 * My team, the captain tools from settings (new tab), View Team (the public page, new tab) and a
 * mailto link to every active member (as Email My Team's "Use My Email Client").
 */
export function TeamActions({ team, settings }: { team: TeamDetail; settings: EventSettingsView }) {
  return (
    <Group gap="sm" data-tour="team-actions" component="nav" aria-label="Team actions">
      <Button component="a" href={donateUrl(team)} {...NEW_TAB}>
        Donate
      </Button>
      {settings.has5k && (
        <Button component={Link} to={paths.frontend('run')} variant="light">
          Run 5k
        </Button>
      )}
      <Button component={Link} to={paths.emailTeam(team.id)} variant="light">
        Email My team
      </Button>
      {settings.captainTools.map((tool, index) => (
        <Button key={`${tool.link}-${index}`} component="a" href={tool.link} variant="default" {...NEW_TAB}>
          {tool.text}
        </Button>
      ))}
      <Button component="a" href={viewTeamUrl(settings.publicEventSite, team.slug, window.location.origin)} variant="default" {...NEW_TAB}>
        View Team
      </Button>
      {activeMemberEmails(team.members).length > 0 && (
        <Anchor href={teamMailtoHref(team.members, settings.appTitle, team.name)} size="sm">
          Email All Members
        </Anchor>
      )}
    </Group>
  );
}
