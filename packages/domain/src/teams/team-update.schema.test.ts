import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { imageUrlField } from './star-of-team.schema.ts';
import { reactivationInputSchema, splitMembers } from './team-reactivation.schema.ts';
import { mergeTeamChanges, teamUpdateInputSchema } from './team-update.schema.ts';

function issuesByPath(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  const byPath: Record<string, string> = {};
  if (!result.success) for (const issue of result.error.issues) byPath[issue.path.join('.')] ??= issue.message;
  return byPath;
}

describe('PATCH /v1/teams/{id} input', () => {
  it("accepts changed fields at the top and under the spec's `team`, and names a conflict", () => {
    const input = teamUpdateInputSchema.parse({ teamDonationGoal: '750', team: { teamMemberGoal: 12 } });
    expect(mergeTeamChanges(input)).toEqual({ changes: { teamDonationGoal: 750, teamMemberGoal: 12 }, conflicts: [] });
    expect(mergeTeamChanges(teamUpdateInputSchema.parse({ name: 'Walkers', team: { name: 'Runners' } })).conflicts).toEqual(['name']);
  });

  it("uses the spec's goal texts and refuses unknown fields", () => {
    expect(issuesByPath(teamUpdateInputSchema, { teamDonationGoal: 5, teamMemberGoal: 1, name: 'W' })).toEqual({
      teamDonationGoal: 'Donation Goal should be greater than 5.',
      teamMemberGoal: 'Your team member goal should be greater than 1.',
      name: 'Your team name must be at least 2 characters.',
    });
    expect(teamUpdateInputSchema.safeParse({ totalRaised: 10 }).success).toBe(false);
  });

  it('takes only the URLs of images uploaded here (POST /v1/uploads), or "" to clear', () => {
    const uploaded = `/uploads/${'0123456789abcdef'.repeat(2)}.webp`;
    for (const ok of ['', uploaded, ` ${uploaded} `]) expect(imageUrlField.safeParse(ok).success, ok).toBe(true);
    for (const bad of [
      'https://example.com/a.png', `https://evil.example${uploaded}`, 'http://169.254.169.254/latest/meta-data/', '/uploads/abc.webp', '/v1/users/1',
      `${uploaded}?x=1`, `/uploads/../${'0123456789abcdef'.repeat(2)}.webp`, 'javascript:alert(1)', '//evil.example/a.png', 'data:image/png;base64,AAAA',
    ]) {
      const result = imageUrlField.safeParse(bad);
      expect(result.success, bad).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Image URL must be an uploaded image.');
    }
  });
});

describe('PATCH /v1/teams/reactivate/{id} input (docs/spec/public-flows.md §5)', () => {
  const good = {
    captain: { firstName: 'Casey', lastName: 'Captain', phone: '(405) 555-0199', shirtSize: 'Large' },
    team: { name: 'Walkers', teamDonationGoal: 500, teamMemberGoal: 10, eventCity: 'Tulsa' },
    updateMembers: [3, 4],
  };

  it('defaults the member lists and requires a shirt size', () => {
    expect(reactivationInputSchema.parse(good)).toMatchObject({ removeMembers: [], updateMemberEmails: [], captain: { lifeChurch: false } });
    const { shirtSize: _s, ...noShirt } = good.captain;
    expect(issuesByPath(reactivationInputSchema, { ...good, captain: noShirt })).toEqual({ 'captain.shirtSize': 'Shirt size is required.' });
  });

  it("names each goal and the team name with the spec's texts", () => {
    expect(issuesByPath(reactivationInputSchema, { ...good, team: { name: '', teamDonationGoal: 5, teamMemberGoal: 1, eventCity: 'Tulsa' } })).toEqual({
      'team.name': 'A team name is required.',
      'team.teamDonationGoal': 'Donation Goal should be greater than 5.',
      'team.teamMemberGoal': 'Your team member goal should be greater than 1.',
    });
  });

  it('splits the members into kept and removed for the wizard', () => {
    expect(splitMembers([1, 2, 3], [3, 1, 9])).toEqual({ kept: [1, 3], removed: [2] });
  });
});
