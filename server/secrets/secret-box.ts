import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

// Third-party credentials kept in the database (the till connection today) are sealed with AES-256-GCM
// under SECRETS_KEY (docs/decisions/081). A sealed value names the key it was sealed with (a short
// fingerprint, never the key), so a wrong key is told apart from a damaged value.

const PREFIX = 'sealed:v1';
const IV_BYTES = 12;
const KEY_BYTES = 32;

export class SecretKeyError extends Error {}

/** Whether a stored value is sealed (anything else is a plain value from before sealing began). */
export function isSealed(value: string): boolean {
  return value.startsWith(`${PREFIX}:`);
}

/** The key a sealed value names. */
export function sealedKeyId(value: string): string | null {
  return isSealed(value) ? (value.split(':')[2] ?? null) : null;
}

/** The 32-byte key from SECRETS_KEY: base64 or base64url (43–44 characters) or hex (64). */
export function parseSecretsKey(material: string): Buffer {
  const text = material.trim();
  const key = /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  if (key.length !== KEY_BYTES || (!/^[0-9a-f]{64}$/i.test(text) && !/^[A-Za-z0-9+/_-]{43}=?$/.test(text))) {
    throw new SecretKeyError('SECRETS_KEY must be 32 random bytes in base64 or hex: make one with `openssl rand -base64 32`');
  }
  return key;
}

export class SecretBox {
  /** A fingerprint of the key (the first 12 hex digits of its SHA-256): says which key, reveals nothing. */
  readonly keyId: string;

  private constructor(private readonly key: Buffer) {
    this.keyId = createHash('sha256').update(key).digest('hex').slice(0, 12);
  }

  static fromKey(material: string): SecretBox {
    return new SecretBox(parseSecretsKey(material));
  }

  seal(plain: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [PREFIX, this.keyId, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), sealed.toString('base64url')].join(':');
  }

  /** The plain value; a SecretKeyError when it was sealed with another key or does not open. */
  open(value: string): string {
    if (!isSealed(value)) return value;
    const [, , keyId, iv, tag, sealed] = value.split(':');
    if (keyId !== this.keyId) throw new SecretKeyError(`sealed with another key (${keyId}), not SECRETS_KEY (${this.keyId})`);
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv!, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag!, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(sealed!, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      throw new SecretKeyError('a sealed secret does not open with SECRETS_KEY: it is damaged or was sealed with another key');
    }
  }
}
