import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import { db, tableName } from './client';
import { keys } from './keys';

/** A player's profile: created at first sign-in; premium is the date it runs until. */
export const profileItemSchema = z.object({
  sub: z.string(),
  name: z.string(),
  premiumUntil: z.iso.datetime().nullable().default(null),
  premiumDuration: z.number().int().nonnegative().default(0),
  version: z.number().int().nonnegative().default(0),
});
export type ProfileItem = z.infer<typeof profileItemSchema>;

/** Access pattern: a user's profile by Cognito sub. */
export async function getUserProfile(sub: string): Promise<ProfileItem | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: keys.userProfile(sub) }));
  return Item ? profileItemSchema.parse(Item) : undefined;
}
