import { describe, expect, it } from 'vitest';
import { TEAM_MESSAGES } from '../teams/team-messages.ts';
import { lineItemListQuerySchema } from './line-item.schema.ts';

describe('GET /v1/lineitems/ query', () => {
  it('parses the team donations query', () => {
    expect(lineItemListQuerySchema.parse({ type: 'donation', team: '7', eventYear: '2026', limit: '100' })).toMatchObject({
      type: 'donation', team: 7, eventYear: 2026, limit: 100, page: 1,
    });
    expect(lineItemListQuerySchema.safeParse({ type: 'raffle' }).success).toBe(false);
  });

  it('keeps its messages in one place', () => {
    expect(TEAM_MESSAGES.notMembers([4, 5])).toBe('Not members of the team: 4, 5.');
  });
});
