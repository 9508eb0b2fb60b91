import { usePublicTeam } from '../api/get-public-team.ts';
import { Thermometer } from '../../../components/public/thermometer.tsx';

/** The chosen team's progress on the donate screen: raised versus its goal, from the public team data. */
export function TeamProgress({ slug }: { slug: string }) {
  const team = usePublicTeam(slug);
  if (!team.data) return null;
  return (
    <section aria-label={`${team.data.name} progress`}>
      <Thermometer label={`${team.data.name}: fundraising progress`} raised={team.data.totalRaised} goal={team.data.teamDonationGoal} size="lg" />
    </section>
  );
}
