import { Alert, Grid, Loader, Stack, Title } from '@mantine/core';
import type { ConfigChild } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useAdminEventSettings } from '../api/get-admin-event-settings.ts';
import { ConfigMenu } from '../components/config-menu.tsx';
import { CONFIG_PANELS } from '../config-panels.ts';

/** /config and /config/{panel} (admin): the config menu and one panel, read from the whole settings object. */
export function ConfigPage({ panel }: { panel: ConfigChild }) {
  const settings = useAdminEventSettings();
  const { Component } = CONFIG_PANELS.find((entry) => entry.panel === panel)!;
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Event Config
      </Title>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <ConfigMenu active={panel} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          {settings.isPending && <Loader aria-label="Loading event settings" />}
          {settings.isError && (
            <Alert color="red" title="Error">
              {errorMessage(settings.error)}
            </Alert>
          )}
          {/* Keyed by panel: a panel's form starts from the saved settings each time it is opened. */}
          {settings.data && <Component key={panel} settings={settings.data} />}
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
