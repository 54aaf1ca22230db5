import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import type * as z from 'zod/mini';
import type { routes } from '@quiz/shared';
import type { Caller } from '../lib/auth';
import { HttpError } from '../lib/errors';
import { getUserProfile } from '../data/users';
import { getPushedSession, putPushedSession, takePushedSession } from '../data/push-sessions';

/**
 * Moving a signed-in session to another device (SPEC §7). The session travels as the OIDC refresh
 * token: the pushing device hands it over with the call, the device that opens the link takes it
 * once and renews with it. The hash (32 random bytes) is the only secret: the item is stored under
 * its SHA-256 and the token is sealed with AES-256-GCM under a key derived from it (HKDF), so the
 * table alone (a backup, a stray read permission) gives no session away.
 */

/** How long a pushed session waits for the other device. */
export const PUSH_SESSION_SECONDS = 10 * 60;
const HASH_BYTES = 32;
const KEY_INFO = 'quiz push-session v1';
const SEAL_VERSION = 'v1';

type PushAnswer = z.infer<typeof routes.pushSession.response>;
type CheckAnswer = z.infer<typeof routes.checkPushedSession.response>;
type ConsumeAnswer = z.infer<typeof routes.consumePushedSession.response>;

/** Unknown, expired and already used look the same from outside: nothing to tell them apart by. */
export class PushNotFoundError extends HttpError {
  constructor() {
    super(404, 'push_not_found', 'This link is unknown, has expired or has already been used');
  }
}

/** The table key's part: SHA-256 of the hash, hex. */
export function hashDigest(hash: string): string {
  return createHash('sha256').update(hash, 'utf8').digest('hex');
}

function keyOf(hash: string, digest: string): Buffer {
  // The digest is public (it is the key of the item), so it salts; the hash is the secret input.
  return Buffer.from(hkdfSync('sha256', Buffer.from(hash, 'base64url'), digest, KEY_INFO, 32));
}

/** AES-256-GCM under the hash's key; the item's digest is authenticated with it (no moving a sealed token to another item). */
export function sealRefreshToken(hash: string, token: string): string {
  const digest = hashDigest(hash);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(hash, digest), iv);
  cipher.setAAD(Buffer.from(digest));
  const data = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return [SEAL_VERSION, iv, data, cipher.getAuthTag()].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
}

export function openRefreshToken(hash: string, sealed: string): string {
  const [version, iv, data, tag] = sealed.split('.');
  if (version !== SEAL_VERSION || !iv || !data || !tag) throw new Error('unknown sealed refresh token format');
  const digest = hashDigest(hash);
  const decipher = createDecipheriv('aes-256-gcm', keyOf(hash, digest), Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(digest));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}

const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** POST /api/push_session: a new one-time hash for the caller's session. */
export async function pushSession(
  caller: Extract<Caller, { kind: 'user' }>,
  body: { refreshToken: string; name?: string | undefined },
  now = new Date(),
): Promise<PushAnswer> {
  const hash = randomBytes(HASH_BYTES).toString('base64url');
  const expiresAt = epochSeconds(now) + PUSH_SESSION_SECONDS;
  // The name the pushing page shows (its ID token's), else the profile's: the other device asks
  // "Continue as {name}?" with it. Only its owner can push a session, so it names their own account.
  const name = body.name ?? (await getUserProfile(caller.sub))?.name ?? caller.username;
  await putPushedSession(hashDigest(hash), {
    sub: caller.sub,
    name,
    sealedRefreshToken: sealRefreshToken(hash, body.refreshToken),
    createdAt: now.toISOString(),
    expiresAt,
  });
  return { hashId: hash, expiresAt: new Date(expiresAt * 1000).toISOString(), expiresIn: PUSH_SESSION_SECONDS };
}

/** POST /api/check_pushed_session: whose session a link carries, while it is still valid. */
export async function checkPushedSession(hash: string, now = new Date()): Promise<CheckAnswer> {
  const item = await getPushedSession(hashDigest(hash));
  // DynamoDB's TTL deletes up to days late: an item past its time is gone all the same.
  if (!item || item.expiresAt <= epochSeconds(now)) throw new PushNotFoundError();
  return { expiresAt: new Date(item.expiresAt * 1000).toISOString(), name: item.name };
}

/**
 * POST /api/consume_pushed_session: takes the session once (data/push-sessions.ts) and opens its
 * refresh token. The hash is removed whatever `destroy` says: single use is the rule, and the flag
 * of SPEC §7 is accepted for the clients that send it.
 */
export async function consumePushedSession(hash: string, now = new Date()): Promise<ConsumeAnswer> {
  const item = await takePushedSession(hashDigest(hash), epochSeconds(now));
  if (!item) throw new PushNotFoundError();
  return { refreshToken: openRefreshToken(hash, item.sealedRefreshToken), name: item.name };
}
