import { useState, type FormEvent } from 'react';
import { Alert, Loader, SimpleGrid, Text, TextInput } from '@mantine/core';
import {
  EVENT_CITIES, EVENT_DAY_MESSAGES, EVENT_DAY_PLACE_MAX_LENGTH, EVENT_DAY_TOASTS, eventDaySchema, isEventDayInYear, type EventCity, type EventDay, type EventDaysView,
} from '@walkfund/domain';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { notifyToast } from '../../../lib/notify.ts';
import { useEventDays, useSaveEventDays } from '../api/event-days.ts';
import { ConfigPanel, PanelSection } from '../../../components/config-panel.tsx';

type DayFields = Omit<EventDay, 'eventCity'>;
type FieldErrors = Partial<Record<keyof DayFields, string>>;

const EMPTY: DayFields = { date: '', startTime: '', place: '' };

function initialDays(view: EventDaysView): Record<EventCity, DayFields> {
  return Object.fromEntries(
    EVENT_CITIES.map((city) => {
      const day = view.days.find((d) => d.eventCity === city);
      return [city, day ? { date: day.date, startTime: day.startTime, place: day.place } : EMPTY];
    }),
  ) as Record<EventCity, DayFields>;
}

/** The server's field errors ("days.1.date") under the fields of the cities sent, in the order sent. */
function serverFieldErrors(error: unknown, sent: EventDay[]): Partial<Record<EventCity, FieldErrors>> {
  const found: Partial<Record<EventCity, FieldErrors>> = {};
  const details = error instanceof ApiError ? (error.body?.details ?? []) : [];
  for (const { field, message } of details) {
    const [, index, name] = /^days\.(\d+)\.(date|startTime|place)$/.exec(field) ?? [];
    const city = index === undefined ? undefined : sent[Number(index)]?.eventCity;
    if (city && name) found[city] = { ...found[city], [name]: message };
  }
  return found;
}

/**
 * Event Day (docs/decisions/0011-event-day-check-in.md): each city's date, start time
 * and place for the current year, shown in every registration's confirmation email. A city left
 * empty is not saved; a city half filled says what is missing.
 */
export function EventDayPanel() {
  const days = useEventDays();
  if (days.isPending) return <Loader aria-label="Loading event days" />;
  if (days.isError) {
    return (
      <Alert color="red" title="Error">
        {errorMessage(days.error)}
      </Alert>
    );
  }
  return <EventDayForm view={days.data} />;
}

function EventDayForm({ view }: { view: EventDaysView }) {
  const [values, setValues] = useState(() => initialDays(view));
  const [errors, setErrors] = useState<Partial<Record<EventCity, FieldErrors>>>({});
  const save = useSaveEventDays();

  const set = (city: EventCity, field: keyof DayFields, value: string) => setValues((v) => ({ ...v, [city]: { ...v[city], [field]: value } }));

  const onSubmit = (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    const toSave: EventDay[] = [];
    const found: Partial<Record<EventCity, FieldErrors>> = {};
    for (const city of EVENT_CITIES) {
      const fields = values[city];
      if (!fields.date && !fields.startTime && !fields.place.trim()) continue;
      const parsed = eventDaySchema.safeParse({ eventCity: city, ...fields });
      if (!parsed.success) found[city] = Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], issue.message])) as FieldErrors;
      // The server's rule, said before saving: the day falls in the event year.
      else if (!isEventDayInYear(parsed.data.date, view.eventYear)) found[city] = { date: EVENT_DAY_MESSAGES.dateInYear(view.eventYear) };
      else toSave.push(parsed.data);
    }
    setErrors(found);
    if (Object.keys(found).length) {
      notifyToast(EVENT_DAY_TOASTS.daysFailed, 'error');
      return;
    }
    save.mutate(
      { days: toSave },
      {
        onSuccess: () => notifyToast(EVENT_DAY_TOASTS.daysSaved, 'success'),
        onError: (error) => {
          setErrors(serverFieldErrors(error, toSave));
          notifyToast(EVENT_DAY_TOASTS.daysFailed, 'error');
        },
      },
    );
  };

  return (
    <ConfigPanel
      title="Event Day"
      description={`Where and when each city walks in ${view.eventYear}. Every registration's confirmation email shows it with the check-in code.`}
      onSubmit={onSubmit}
      saving={save.isPending}
    >
      {EVENT_CITIES.map((city) => (
        <PanelSection key={city} title={city}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              type="date"
              label={`${city} date`}
              value={values[city].date}
              error={errors[city]?.date}
              onChange={(e) => set(city, 'date', e.currentTarget.value)}
            />
            <TextInput
              type="time"
              label={`${city} start time`}
              value={values[city].startTime}
              error={errors[city]?.startTime}
              onChange={(e) => set(city, 'startTime', e.currentTarget.value)}
            />
          </SimpleGrid>
          <TextInput
            label={`${city} place`}
            placeholder="Park name, street address"
            maxLength={EVENT_DAY_PLACE_MAX_LENGTH}
            value={values[city].place}
            error={errors[city]?.place}
            onChange={(e) => set(city, 'place', e.currentTarget.value)}
          />
        </PanelSection>
      ))}
      <Text size="sm" c="dimmed">
        A city left empty is not changed.
      </Text>
    </ConfigPanel>
  );
}
