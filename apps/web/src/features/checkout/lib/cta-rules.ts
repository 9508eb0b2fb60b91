import { type SupportType, hasDonation } from '../../public-flow/index.ts';

export type CallToAction = 'run' | 'shirt' | 'donate' | 'addMember' | 'join';

export interface CallToActionInput {
  has5k: boolean;
  hasEventShirt: boolean;
  runnerCount: number;
  shirtCount: number;
  donation: number | null;
  supportingType: SupportType | null;
  memberCount: number;
}

/**
 * The call-to-action bar of the summary (docs/spec/public-flows.md §2): Run the 5k hidden when runners are added
 * or the 5k is off; Buy a T-Shirt hidden when shirts are in the cart or shirts are off; Donate
 * hidden once a donation is set; Add a Team Member only for team support with no members and no
 * donation; Join a Team unless supporting a team.
 */
export function visibleCallsToAction(i: CallToActionInput): CallToAction[] {
  const donating = hasDonation(i.donation);
  const shown: Record<CallToAction, boolean> = {
    run: i.has5k && i.runnerCount === 0,
    shirt: i.hasEventShirt && i.shirtCount === 0,
    donate: !donating,
    addMember: i.supportingType === 'Team' && i.memberCount === 0 && !donating,
    join: i.supportingType !== 'Team',
  };
  return (Object.keys(shown) as CallToAction[]).filter((k) => shown[k]);
}
