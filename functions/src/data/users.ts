import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { nonNegativeInt, TABLE } from '@quiz/shared';
import * as z from 'zod/mini';
import { writeWithAudit, type AuditEntry } from './audit';
import { db, tableName } from './client';
import { writeOnce } from './idempotent';
import { keys } from './keys';
import { versionedUpdate } from './versioned';

/** A player's profile: created at first sign-in; premium is the date it runs until. */
export const profileItemSchema = z.object({
  sub: z.string(),
  name: z.string(),
  /** The Cognito username at creation (`google_…`, `facebook_…`, `signinwithapple_…`). */
  username: z.optional(z.string()),
  premiumUntil: z._default(z.nullable(z.iso.datetime()), null),
  premiumDuration: z._default(nonNegativeInt, 0),
  version: z._default(nonNegativeInt, 0),
  createdAt: z.optional(z.iso.datetime()),
  /** The public nickname for leaderboards (PUT /api/me/nickname, README.md 3): normalised; absent when none. */
  nickname: z.optional(z.string()),
});
export type ProfileItem = z.infer<typeof profileItemSchema>;

/** Who signs in, as the access token says (Cognito access tokens carry no display name). */
export interface NewProfile {
  sub: string;
  username: string;
}

/** Access pattern: a user's profile by Cognito sub. */
export async function getUserProfile(sub: string): Promise<ProfileItem | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: keys.userProfile(sub) }));
  return Item ? profileItemSchema.parse(Item) : undefined;
}

/**
 * The profile of a signed-in player, created on the first call that finds none. Creation is one
 * conditional Put (`attribute_not_exists(pk)`): when several first calls race (the web sends init,
 * me and ping together), one creates the item and the others read it, so there is exactly one
 * profile and an existing one is never overwritten. The name starts as the Cognito username; a
 * profile edit (a later call) changes it.
 */
export async function ensureUserProfile(user: NewProfile, now: Date): Promise<ProfileItem> {
  const existing = await getUserProfile(user.sub);
  if (existing) return existing;
  const profile: ProfileItem = {
    sub: user.sub,
    name: user.username,
    username: user.username,
    premiumUntil: null,
    premiumDuration: 0,
    version: 1,
    createdAt: now.toISOString(),
  };
  const outcome = await writeOnce({
    Put: {
      TableName: tableName(),
      Item: { ...keys.userProfile(user.sub), ...profile },
      ConditionExpression: 'attribute_not_exists(#pk)',
      ExpressionAttributeNames: { '#pk': TABLE.partitionKey },
    },
  });
  // Another first call created it between our read and our write: theirs is the profile.
  return outcome.written ? profile : profileItemSchema.parse(outcome.current);
}

/**
 * Test controls only (the local server's `--test-controls`, never a route of the API): sets a
 * player's premium end, so that an end-to-end test sees premium run out without waiting.
 */
export async function setPremiumUntilForTests(sub: string, premiumUntil: string): Promise<void> {
  await db.send(new UpdateCommand({
    TableName: tableName(),
    Key: keys.userProfile(sub),
    UpdateExpression: 'SET premiumUntil = :until, version = version + :one',
    ConditionExpression: 'attribute_exists(#pk)',
    ExpressionAttributeNames: { '#pk': TABLE.partitionKey },
    ExpressionAttributeValues: { ':until': premiumUntil, ':one': 1 },
  }));
}

/**
 * Sets (a string) or clears (null) a player's public nickname on their profile, with its version; the
 * profile exists (the caller's first call created it). Returns the profile as it now is.
 */
export async function writeNickname(sub: string, nickname: string | null, now: Date): Promise<ProfileItem> {
  const { Attributes } = await db.send(new UpdateCommand({
    TableName: tableName(),
    Key: keys.userProfile(sub),
    UpdateExpression: nickname === null
      ? 'SET version = if_not_exists(version, :zero) + :one, nicknameAt = :at REMOVE nickname'
      : 'SET nickname = :nickname, version = if_not_exists(version, :zero) + :one, nicknameAt = :at',
    ConditionExpression: 'attribute_exists(#pk)',
    ExpressionAttributeNames: { '#pk': TABLE.partitionKey },
    ExpressionAttributeValues: { ':zero': 0, ':one': 1, ':at': now.toISOString(), ...(nickname === null ? {} : { ':nickname': nickname }) },
    ReturnValues: 'ALL_NEW',
  }));
  return profileItemSchema.parse(Attributes);
}

export interface PremiumWrite {
  sub: string;
  /** The profile's version as the admin read it; 0: no profile yet (it is created). */
  expectedVersion: number;
  premiumUntil: string;
  premiumDuration: number;
  /** For a profile created here: its name and username (from the user pool). */
  create?: { name: string; username: string; createdAt: string };
  audit: AuditEntry;
}

/**
 * Access pattern 3 (admin): an admin's premium change and its audit entry in one transaction: the profile on its version
 * (or created, when none was), the entry beside it. False when the version was not the stored one.
 */
export async function writePremiumChange(write: PremiumWrite): Promise<boolean> {
  const next = write.expectedVersion + 1;
  const update = write.create
    ? {
        UpdateExpression: 'SET premiumUntil = :until, premiumDuration = :duration, version = :next, #sub = :sub, #name = :name, username = :username, createdAt = :createdAt',
        ExpressionAttributeNames: { '#sub': 'sub', '#name': 'name' },
        ExpressionAttributeValues: {
          ':until': write.premiumUntil, ':duration': write.premiumDuration, ':next': next, ':sub': write.sub,
          ':name': write.create.name, ':username': write.create.username, ':createdAt': write.create.createdAt,
        },
      }
    : {
        UpdateExpression: 'SET premiumUntil = :until, premiumDuration = :duration, version = :next',
        ExpressionAttributeValues: { ':until': write.premiumUntil, ':duration': write.premiumDuration, ':next': next },
      };
  const failed = await writeWithAudit([versionedUpdate({ Key: keys.userProfile(write.sub), ...update }, write.create ? null : write.expectedVersion)], write.audit);
  return failed.length === 0;
}
