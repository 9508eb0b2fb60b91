// Creating, joining and adding members to a team: joining is sent from the summary step (checkout).
export { useJoinTeam } from './api/join-team.ts';
