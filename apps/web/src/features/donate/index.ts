// The donate steps (Supporting, Donate): the support picker and team select that the run and join steps reuse.
export { SupportPicker } from './components/support-picker.tsx';
export { TeamSelect } from './components/team-select.tsx';
export { useTeamFromQuery } from './lib/use-team-from-query.ts';
