/** Every sponsor-match query starts with this key, so a save refreshes the list, the match and the report. */
export const MATCHES_KEY = ['matches'] as const;

export const matchKeys = {
  list: () => [...MATCHES_KEY, 'list'] as const,
  detail: (id: number) => [...MATCHES_KEY, 'detail', id] as const,
  report: () => [...MATCHES_KEY, 'report'] as const,
  employers: () => [...MATCHES_KEY, 'employers'] as const,
};
