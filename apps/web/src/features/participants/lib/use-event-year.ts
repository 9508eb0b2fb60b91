import { useEventSettings } from '../../settings/api/get-event-settings.ts';

/**
 * The event year a grid lists: `?eventYear=` when chosen, else the current event year from event
 * settings (DECISIONS.md 2); null while the settings load.
 */
export function useGridYear(chosen: string | null): { year: number | null; currentYear: number | null } {
  const currentYear = useEventSettings().data?.appYear ?? null;
  const picked = chosen !== null && /^\d{4}$/.test(chosen) ? Number(chosen) : null;
  return { year: picked ?? currentYear, currentYear };
}
