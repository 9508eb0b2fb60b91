import { useEventSettings } from '../api/get-event-settings.ts';

/**
 * The app heading of both specs: year, state and title from event settings
 * ("2025 Oklahoma Autism Awareness Walk"). Empty while settings load.
 */
export function useEventHeading(): string {
  const { data } = useEventSettings();
  return data ? `${data.appYear} ${data.appState} ${data.appTitle}` : '';
}
