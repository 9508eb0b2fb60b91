import { describe, expect, it } from 'vitest';
import { credentialCipher } from './credential-cipher.ts';

describe('credentialCipher', () => {
  const secret = 'a'.repeat(48);

  it('round-trips, and the sealed text holds nothing of the plain text', () => {
    const cipher = credentialCipher(secret);
    const sealed = cipher.seal('cc_at_very-secret-token');
    expect(sealed).not.toContain('very-secret');
    expect(cipher.open(sealed)).toBe('cc_at_very-secret-token');
  });

  it('seals the same value differently each time (a fresh nonce)', () => {
    const cipher = credentialCipher(secret);
    expect(cipher.seal('same')).not.toBe(cipher.seal('same'));
  });

  it('refuses a value sealed with another key, or tampered with', () => {
    const sealed = credentialCipher(secret).seal('token');
    expect(() => credentialCipher('b'.repeat(48)).open(sealed)).toThrow();
    const parts = sealed.split('.');
    const body = Buffer.from(parts[3]!, 'base64url');
    body[0] = body[0]! ^ 1;
    expect(() => credentialCipher(secret).open([parts[0], parts[1], parts[2], body.toString('base64url')].join('.'))).toThrow();
  });
});
