import { AdminTeamForm } from '../components/admin-team-form.tsx';

/**
 * /teams/new (admin): name, event city, team message and the required captain (an existing
 * user), POST /v1/teams/new-team; back to /teams when created.
 */
export function NewTeamPage() {
  return <AdminTeamForm kind="new-team" />;
}
