import { useState, type FormEvent } from 'react';
import { Alert, Badge, Loader, Radio, Group, SegmentedControl, Stack, Text, Title, Accordion } from '@mantine/core';
import {
  EVENT_CITIES, WAIVER_KINDS, WAIVER_KIND_LABELS, WAIVER_TOASTS, waiverPublishInputSchema, type AdminWaiver, type EventCity, type WaiverKind,
} from '@walkfund/domain';
import { RichTextEditor } from '../../../components/rich-text-editor.tsx';
import { WaiverText } from '../../../components/waiver-acceptance-fields.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { notifyToast } from '../../../lib/notify.ts';
import { ConfigPanel, PanelSection } from '../../../components/config-panel.tsx';
import { useAdminWaivers, usePublishWaiver } from '../api/waivers-admin.ts';

const DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/Chicago' });

/**
 * Waivers (docs/decisions/0011-event-day-check-in.md): each city's walk and 5k waiver.
 * Publishing makes a new version; people who signed keep the version they signed. Older versions
 * stay readable below.
 */
export function WaiversPanel() {
  const waivers = useAdminWaivers();
  if (waivers.isPending) return <Loader aria-label="Loading waivers" />;
  if (waivers.isError) {
    return (
      <Alert color="red" title="Error">
        {errorMessage(waivers.error)}
      </Alert>
    );
  }
  return <WaiversForm versions={waivers.data} />;
}

function WaiversForm({ versions }: { versions: AdminWaiver[] }) {
  const [city, setCity] = useState<EventCity>(EVENT_CITIES[0]);
  const [kind, setKind] = useState<WaiverKind>('walk');
  const ofChoice = versions.filter((w) => w.eventCity === city && w.kind === kind);
  const current = ofChoice[0] ?? null;
  return (
    <Stack gap="lg">
      <Group gap="lg" align="flex-end">
        <Radio.Group label="City" value={city} onChange={(v) => setCity(v as EventCity)}>
          <Group gap="md" mt={4}>
            {EVENT_CITIES.map((c) => (
              <Radio key={c} value={c} label={c} />
            ))}
          </Group>
        </Radio.Group>
        <div>
          <Text size="sm" fw={500} id="waiver-kind-label">
            Event
          </Text>
          <SegmentedControl
            aria-labelledby="waiver-kind-label"
            value={kind}
            onChange={(v) => setKind(v as WaiverKind)}
            data={WAIVER_KINDS.map((k) => ({ value: k, label: WAIVER_KIND_LABELS[k] }))}
          />
        </div>
      </Group>
      {/* Keyed: choosing another city or event starts from its current text. */}
      <WaiverEditor key={`${city}|${kind}|${current?.id ?? 0}`} city={city} kind={kind} current={current} />
      {ofChoice.length > 1 && (
        <Stack gap="xs" component="section" aria-labelledby="waiver-older-title">
          <Title order={3} size="h5" id="waiver-older-title">
            Older versions
          </Title>
          <Accordion variant="separated">
            {ofChoice.slice(1).map((w) => (
              <Accordion.Item key={w.id} value={String(w.id)}>
                <Accordion.Control>
                  Version {w.version}, {DATE.format(new Date(w.createdAt))} · {signedText(w.acceptances)}
                </Accordion.Control>
                <Accordion.Panel>
                  <WaiverText body={w.body} maxHeight={240} />
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </Stack>
      )}
    </Stack>
  );
}

const signedText = (n: number) => (n === 1 ? '1 signed' : `${n} signed`);

function WaiverEditor({ city, kind, current }: { city: EventCity; kind: WaiverKind; current: AdminWaiver | null }) {
  const [body, setBody] = useState(current?.body ?? '');
  const [error, setError] = useState<string | null>(null);
  const publish = usePublishWaiver();
  const label = `${city} ${WAIVER_KIND_LABELS[kind]} waiver`;

  const onSubmit = (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    const parsed = waiverPublishInputSchema.safeParse({ eventCity: city, kind, body });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      notifyToast(WAIVER_TOASTS.publishFailed, 'error');
      return;
    }
    setError(null);
    publish.mutate(parsed.data, {
      onSuccess: () => notifyToast(WAIVER_TOASTS.published, 'success'),
      onError: (err) => {
        setError(errorMessage(err));
        notifyToast(WAIVER_TOASTS.publishFailed, 'error');
      },
    });
  };

  return (
    <ConfigPanel
      title="Waivers"
      description="What people accept before the walk or the 5k, per city. Publishing makes a new version: people who signed keep the version they signed, and everyone who signs from now on signs the new one."
      onSubmit={onSubmit}
      saving={publish.isPending}
      submitLabel="Publish new version"
    >
      <PanelSection title={label}>
        <Group gap="sm">
          {current ? (
            <>
              <Badge variant="light">Version {current.version}</Badge>
              <Text size="sm">
                Published {DATE.format(new Date(current.createdAt))}
                {current.createdBy ? ` by ${current.createdBy}` : ''} · {signedText(current.acceptances)}
              </Text>
            </>
          ) : (
            <Text size="sm">No waiver yet: nobody is asked to sign one for this city and event.</Text>
          )}
        </Group>
        <RichTextEditor label={`${label} text`} value={body} onChange={setBody} error={error} required minHeight={220} />
      </PanelSection>
    </ConfigPanel>
  );
}
