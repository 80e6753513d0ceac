import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isSealed, parseSecretsKey, SecretBox, SecretKeyError, sealedKeyId } from './secret-box';

const key = () => randomBytes(32).toString('base64');

describe('SecretBox (AES-256-GCM under SECRETS_KEY)', () => {
  it('seals to a value that names its key, holds none of the plain text, and opens to the same text', () => {
    const box = SecretBox.fromKey(key());
    const sealed = box.seal('EAAA-till-access-token-0001');
    expect(isSealed(sealed)).toBe(true);
    expect(sealed).not.toContain('till-access-token');
    expect(sealedKeyId(sealed)).toBe(box.keyId);
    expect(box.open(sealed)).toBe('EAAA-till-access-token-0001');
    // A fresh IV each time: the same secret never seals to the same text.
    expect(box.seal('same')).not.toBe(box.seal('same'));
  });

  it('refuses another key and a damaged value, each with its reason', () => {
    const box = SecretBox.fromKey(key());
    const sealed = box.seal('signature-key');
    expect(() => SecretBox.fromKey(key()).open(sealed)).toThrow(/another key/);
    const parts = sealed.split(':');
    parts[5] = Buffer.from('tampered!').toString('base64url');
    expect(() => box.open(parts.join(':'))).toThrow(SecretKeyError);
    expect(() => box.open(parts.join(':'))).toThrow(/does not open/);
  });

  it('passes a plain value from before sealing began through as it is', () => {
    expect(SecretBox.fromKey(key()).open('plain-token')).toBe('plain-token');
  });

  it('takes 32 bytes in base64, base64url or hex, and nothing else', () => {
    const bytes = randomBytes(32);
    expect(parseSecretsKey(bytes.toString('base64'))).toEqual(bytes);
    expect(parseSecretsKey(bytes.toString('base64url'))).toEqual(bytes);
    expect(parseSecretsKey(bytes.toString('hex'))).toEqual(bytes);
    for (const bad of ['', 'short', randomBytes(16).toString('base64'), randomBytes(33).toString('hex'), `${bytes.toString('base64').slice(0, 40)}!!!=`]) {
      expect(() => parseSecretsKey(bad), bad).toThrow(/openssl rand -base64 32/);
    }
    // Two boxes of one key agree on its fingerprint, which is not the key.
    const material = bytes.toString('base64');
    expect(SecretBox.fromKey(material).keyId).toBe(SecretBox.fromKey(bytes.toString('hex')).keyId);
    expect(material).not.toContain(SecretBox.fromKey(material).keyId);
  });
});
