import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** A small authenticated-encryption box for secrets kept in the database (TOTP secrets). */
export interface SecretBox {
  /** Encrypts `plain` → `v1.<iv>.<tag>.<ciphertext>` (base64url parts, ~100 characters for a TOTP secret). */
  seal(plain: string): string;
  /** Decrypts a value made by {@link SecretBox.seal} with any of the keys. @throws Error when no key opens it. */
  open(sealed: string): string;
}

const INFO = 'tamil-community/totp-secret/v1';
const deriveKey = (secret: string) => Buffer.from(hkdfSync('sha256', secret, 'tamil-community', INFO, 32));

/**
 * AES-256-GCM with keys derived (HKDF-SHA256) from the session secrets, so no extra key has to be configured
 * (docs/decisions/013-two-factor-totp.md). The first secret seals; every secret is tried when opening, so
 * SESSION_SECRET can be rotated by putting the new value first while the old one is still accepted.
 */
export function createSecretBox(secrets: readonly string[]): SecretBox {
  if (!secrets.length) throw new Error('createSecretBox needs at least one secret');
  const keys = secrets.map(deriveKey);
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', keys[0] as Buffer, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join('.');
    },
    open(sealed) {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('not a sealed secret');
      for (const key of keys) {
        try {
          const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
          decipher.setAuthTag(Buffer.from(tag, 'base64url'));
          return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
        } catch {
          // try the next key
        }
      }
      throw new Error('the sealed secret does not open with any configured key');
    },
  };
}
