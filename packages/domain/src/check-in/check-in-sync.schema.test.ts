import { describe, expect, it } from 'vitest';
import { CHECK_IN_SYNC_MAX_ITEMS, checkInSyncInputSchema, checkInTokenHash } from './check-in-sync.schema.ts';

const clientId = '0b5e3f2a-6c1d-4e8f-9a7b-2c3d4e5f6a7b';
const at = '2026-04-18T13:02:00.000Z';

describe('check-in sync schema (docs/decisions/0011-event-day-check-in.md)', () => {
  it("hashes a token as the first 16 characters of its base64url SHA-256 (Node's createHash gives the same)", async () => {
    const token = 'AAAAAAAAAAAAAAAAAAAAAA';
    expect(await checkInTokenHash(token)).toBe('ilvbTMFRZBJsbvJm');
    // SHA-256 of "abc" is ba7816bf…: its base64url has '-', which plain base64 writes '+'.
    expect(await checkInTokenHash('abc')).toBe('ungWv48Bz-pBQUDe');
    expect(await checkInTokenHash('other-token-xyz')).not.toBe(await checkInTokenHash(token));
  });

  it('takes check-in, waiver and walk-up items, each by its type, and refuses the rest', () => {
    const items = [
      { type: 'check-in', clientId, entryId: 4, giveShirt: true, at },
      { type: 'waiver', clientId, entryId: 4, acceptance: { waiverId: 2, signedName: 'Rita Runner', minor: false }, at },
      { type: 'walk-up', clientId, firstName: 'Walt', lastName: 'Gate', kind: 'walk', at },
    ];
    expect(checkInSyncInputSchema.safeParse({ items }).success).toBe(true);
    for (const bad of [
      { items: [] },
      { items: [{ type: 'erase', clientId, entryId: 4, at }] },
      { items: [{ type: 'check-in', clientId, entryId: 4 }] },
      { items: [{ type: 'check-in', clientId, entryId: 4, at, extra: true }] },
      { items: [{ type: 'walk-up', clientId, firstName: 'Walt', lastName: 'Gate', kind: 'walk', at, extra: true }] },
      { items: Array.from({ length: CHECK_IN_SYNC_MAX_ITEMS + 1 }, () => items[0]) },
    ]) {
      expect(checkInSyncInputSchema.safeParse(bad).success, JSON.stringify(bad).slice(0, 80)).toBe(false);
    }
  });
});
