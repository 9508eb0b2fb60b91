import { AdminTeamForm } from '../components/admin-team-form.tsx';

/**
 * /create-team (admin; docs/spec/back-office.md "Create a Team"): the captain's profile and the team in one
 * form, POST /v1/teams/create-team. Cancel goes to /teams; so does a created team.
 */
export function AdminCreateTeamPage() {
  return <AdminTeamForm kind="create-team" />;
}
