import { Anchor, Button } from '@mantine/core';
import { Link } from 'react-router';
import { UI_MESSAGES } from '@walkfund/domain';
import { StatusPage } from '../../components/status-page.tsx';
import { useEventSettings } from '../../features/settings/api/get-event-settings.ts';
import { paths } from '../../config/paths.ts';
import { HomeButton } from '../../features/campaign/index.ts';
import { useSignOutInactiveUser } from '../guards.tsx';

/** /404, and every screen whose route is declared but not yet built. */
export function NotFound() {
  return <StatusPage title={UI_MESSAGES.notFoundTitle} text={UI_MESSAGES.notFoundText} action={<HomeButton />} />;
}

/** /deactivated: the User Not Active page. */
export function Deactivated() {
  useSignOutInactiveUser();
  return (
    <StatusPage
      title={UI_MESSAGES.deactivatedTitle}
      text={UI_MESSAGES.deactivatedText}
      action={
        <Button component={Link} to={paths.login} mt="md" variant="default">
          Back to Login
        </Button>
      }
    />
  );
}

/** /newyear: the event is over (also where /frontend/... goes while public registration is closed). */
export function EventOver() {
  const { data } = useEventSettings();
  const site = data?.publicEventSite;
  return (
    <StatusPage
      title={data ? `${data.appYear} ${data.appTitle}` : 'Thank you'}
      text={UI_MESSAGES.eventOver}
      action={
        site ? (
          <Anchor href={site} mt="md">
            Visit the event site
          </Anchor>
        ) : undefined
      }
    />
  );
}

/** /error-page and any unknown path. */
export function ErrorPage() {
  return (
    <StatusPage
      title="Sorry, we could not find that page."
      text="The link may be broken or out of date. Head back home and try again from there."
      action={<HomeButton />}
    />
  );
}
