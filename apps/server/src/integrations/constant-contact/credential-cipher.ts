import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Encrypts OAuth tokens at rest: AES-256-GCM with a random 96-bit nonce per value, sealed as
 * `v1.<nonce>.<tag>.<ciphertext>` (base64url). The key is CREDENTIALS_KEY when set, else derived
 * from JWT_SECRET with HKDF-SHA256 under its own label, so the signing secret is never used as a
 * cipher key directly. A database dump alone then reveals no token.
 */
export interface CredentialCipher {
  seal(plain: string): string;
  /** Throws when the value was not sealed with this key (a changed secret, a tampered row). */
  open(sealed: string): string;
}

const VERSION = 'v1';
const HKDF_SALT = 'walkfund.integration-credentials';
const HKDF_INFO = 'aes-256-gcm token key v1';

export function credentialCipher(secret: string): CredentialCipher {
  const key = Buffer.from(hkdfSync('sha256', secret, HKDF_SALT, HKDF_INFO, 32));
  return {
    seal(plain) {
      const nonce = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, nonce.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
    },
    open(sealed) {
      const [version, nonce, tag, body] = sealed.split('.');
      if (version !== VERSION || !nonce || !tag || body === undefined) throw new Error('Unreadable sealed credential');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}
