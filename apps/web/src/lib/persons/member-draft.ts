/**
 * A team member being added, as its form holds it: by a visitor at checkout
 * (docs/spec/public-flows.md §3, Team member added at checkout) or by the captain on My Team
 * (docs/spec/back-office.md §2, Team page). Both are checked by the domain's person schema.
 */
export interface MemberDraft {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  lifeChurch: boolean;
  lifeChurchLocation: string;
  /**
   * The walk waiver of a member a visitor adds (docs/features/event-day.md; the public forms' WaiverDraft, in
   * features/public-flow/lib/waiver.ts). A member the captain adds signs by an emailed link instead.
   */
  waiver?: { waiverId: number | null; accepted: boolean; signedName: string; minor: boolean; guardianName: string };
}

export function emptyMember(): MemberDraft {
  return { firstName: '', lastName: '', email: '', phone: '', lifeChurch: false, lifeChurchLocation: '' };
}
