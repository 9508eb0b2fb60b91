/** Query keys of the participants feature, so a save refreshes exactly what it changed. */
export const participantKeys = {
  all: ['participants'] as const,
  list: (params: object) => ['participants', 'list', params] as const,
  detail: (id: number) => ['participants', 'detail', id] as const,
  lineItems: (params: object) => ['participants', 'line-items', params] as const,
  fundraiserPage: (personId: number) => ['participants', 'fundraiser-page', personId] as const,
};
