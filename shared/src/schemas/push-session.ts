import * as z from 'zod/mini';
import { nonNegativeInt } from './common';

/**
 * Moving a signed-in session to another device (SPEC §7 push / check / consume pushed session).
 * The session moves as the OIDC refresh token: the pushing device hands it over, the server keeps it
 * encrypted under a key only the hash opens, and the device that opens the link takes it once.
 */

/** The one-time hash of a pushed session: 32 random bytes, base64url (43 characters). */
export const pushHashSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/));

/** A refresh token as the hosted UI issues it (Cognito's are long opaque strings). */
export const refreshTokenSchema = z.string().check(z.minLength(16), z.maxLength(8192), z.regex(/^[\x21-\x7e]+$/));

/** What the pushing device sends: its refresh token, and the name its page shows (ID token's `name`). */
export const pushSessionBodySchema = z.object({
  refreshToken: refreshTokenSchema,
  name: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(80))),
});

export const pushSessionResponseSchema = z.object({
  hashId: pushHashSchema,
  /** When the link stops working (ISO 8601). */
  expiresAt: z.iso.datetime(),
  /** Seconds left when answered: a countdown that does not depend on the device's clock. */
  expiresIn: nonNegativeInt,
});

export const pushedSessionHashBodySchema = z.object({ hash: pushHashSchema });

export const checkPushedSessionResponseSchema = z.object({
  expiresAt: z.iso.datetime(),
  /** Whose session the link carries, to ask "Continue as {name}?". */
  name: z.string(),
});

export const consumePushedSessionResponseSchema = z.object({
  refreshToken: refreshTokenSchema,
  name: z.string(),
});
