import { describe, expect, it } from 'vitest';
import { checkInQrText, parseCheckInQr } from './check-in-qr.ts';

const token = 'AbCdEfGhIjKlMnOpQr_-09';

describe('parseCheckInQr (docs/decisions/0011-event-day-check-in.md)', () => {
  it('answers the token of a Walkfund check-in code, the text the confirmation draws', () => {
    expect(token).toHaveLength(22);
    expect(parseCheckInQr(`walkfund:checkin:${token}`)).toBe(token);
    expect(parseCheckInQr(checkInQrText(token))).toBe(token);
  });

  it.each([
    ['an empty text', ''],
    ['the prefix alone', 'walkfund:checkin:'],
    ['a bare token', token],
    ['a web address', `https://example.com/walkfund:checkin:${token}`],
    ['another prefix', `walkfund:team:${token}`],
    ['an upper-case prefix', `WALKFUND:CHECKIN:${token}`],
    ['a short token', `walkfund:checkin:${token.slice(1)}`],
    ['a long token', `walkfund:checkin:${token}A`],
    ['padding', `walkfund:checkin:${token.slice(2)}==`],
    ['standard base64 characters', `walkfund:checkin:${token.slice(2)}+/`],
    ['a space before', ` walkfund:checkin:${token}`],
    ['a line after', `walkfund:checkin:${token}\n`],
    ['a NUL byte', `walkfund:checkin:${token.slice(1)}\0`],
  ])('refuses %s', (_what, text) => {
    expect(parseCheckInQr(text)).toBeNull();
  });
});
