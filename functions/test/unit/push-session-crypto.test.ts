import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type * as PushSessions from '../../src/domain/push-sessions';
import { useUnitEnvironment } from '../helpers/unit-env';

/** The sealing of a pushed session's refresh token: only its own hash opens it, and nothing else can change it. */

let domain: typeof PushSessions;
beforeAll(async () => {
  useUnitEnvironment();
  domain = await import('../../src/domain/push-sessions');
});

const newHash = () => randomBytes(32).toString('base64url');
const TOKEN = 'eyJjdHkiOiJKV1QiLCJlbmMiOiJBMjU2R0NNIn0.a-refresh-token';

describe('sealing a refresh token under its hash', () => {
  it('opens with the same hash; each seal differs (random IV) and never shows the token', () => {
    const hash = newHash();
    const first = domain.sealRefreshToken(hash, TOKEN);
    const second = domain.sealRefreshToken(hash, TOKEN);
    expect(first).not.toBe(second);
    expect(first).not.toContain(TOKEN);
    expect(first).not.toContain(Buffer.from(TOKEN).toString('base64url').slice(0, 20));
    expect(domain.openRefreshToken(hash, first)).toBe(TOKEN);
    expect(domain.openRefreshToken(hash, second)).toBe(TOKEN);
  });

  it('refuses another hash, and any change to the sealed text', () => {
    const hash = newHash();
    const sealed = domain.sealRefreshToken(hash, TOKEN);
    expect(() => domain.openRefreshToken(newHash(), sealed)).toThrow();
    const [version, iv, data, tag] = sealed.split('.') as [string, string, string, string];
    const flipped = Buffer.from(data, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(() => domain.openRefreshToken(hash, [version, iv, flipped.toString('base64url'), tag].join('.'))).toThrow();
    expect(() => domain.openRefreshToken(hash, `v2.${iv}.${data}.${tag}`)).toThrow();
  });

  it('keys the item by the SHA-256 of the hash (hex), never the hash', () => {
    const hash = newHash();
    const digest = domain.hashDigest(hash);
    expect(digest).toMatch(/^[0-9a-f]{64}$/);
    expect(digest).not.toContain(hash);
    expect(domain.hashDigest(hash)).toBe(digest);
    expect(domain.hashDigest(newHash())).not.toBe(digest);
  });
});
