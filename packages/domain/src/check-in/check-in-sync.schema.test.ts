import { describe, expect, it } from 'vitest';
import {
  CHECK_IN_SYNC_MAX_ITEMS, CHECK_IN_SYNC_MESSAGES, checkInSyncInputSchema, checkInSyncItemSchema, checkInSyncResultSchema, checkInTokenHash, parseCheckInSyncItem,
} from './check-in-sync.schema.ts';

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
    for (const i of items) expect(parseCheckInSyncItem(i)).toEqual({ ok: true, item: checkInSyncItemSchema.parse(i) });
    for (const bad of [
      { type: 'erase', clientId, entryId: 4, at },
      { type: 'check-in', clientId, entryId: 4 },
      { type: 'check-in', clientId, entryId: 4, at, extra: true },
      { type: 'walk-up', clientId, firstName: 'Walt', lastName: 'Gate', kind: 'walk', at, extra: true },
    ]) {
      expect(parseCheckInSyncItem(bad), JSON.stringify(bad)).toMatchObject({ ok: false, clientId, message: expect.stringMatching(/^The server could not read it: /) });
    }
    expect(parseCheckInSyncItem({ type: 'erase' })).toEqual({ ok: false, clientId: '', message: CHECK_IN_SYNC_MESSAGES.unreadable('type must be check-in, waiver or walk-up.') });
  });

  it('checks only the envelope as a whole: 1 to 200 objects; each item is read on its own', () => {
    expect(checkInSyncInputSchema.safeParse({ items: [{ type: 'erase' }, { anything: 1 }] }).success).toBe(true);
    for (const bad of [
      {},
      { items: [] },
      { items: 'x' },
      { items: [1] },
      { items: [null] },
      { items: [[]] },
      { items: [{}], extra: 1 },
      { items: Array.from({ length: CHECK_IN_SYNC_MAX_ITEMS + 1 }, () => ({})) },
    ]) {
      expect(checkInSyncInputSchema.safeParse(bad).success, JSON.stringify(bad).slice(0, 80)).toBe(false);
    }
  });

  it('answers recorded or already with a card, or refused with a message', () => {
    expect(checkInSyncResultSchema.safeParse({ clientId, status: 'refused', message: 'No.' }).success).toBe(true);
    expect(checkInSyncResultSchema.safeParse({ clientId, status: 'refused' }).success).toBe(false);
    expect(checkInSyncResultSchema.safeParse({ clientId, status: 'already' }).success).toBe(true);
    expect(checkInSyncResultSchema.safeParse({ clientId, status: 'lost' }).success).toBe(false);
  });
});
