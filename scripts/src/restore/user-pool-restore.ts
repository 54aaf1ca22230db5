import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminDisableUserCommand,
  AdminLinkProviderForUserCommand,
  ListGroupsCommand,
  ListUsersCommand,
  UsernameExistsException,
  type CognitoIdentityProviderClient,
  type UserType,
} from '@aws-sdk/client-cognito-identity-provider';
import { USER_POOL_EXPORT_FORMAT, type ExportedUser, type UserPoolExport } from '@quiz/functions/jobs/user-pool-export';
import { z } from 'zod';

/**
 * The first step of a user pool's restore (docs/operating.md "Restore"): each user of an export
 * (functions/src/jobs/user-pool-export.ts) created again in a (new) pool, with their e-mail verified and
 * no invitation sent (MessageAction SUPPRESS), their groups, and — for a player who signed in with
 * Google, Facebook or Apple — their provider identity linked to the new user, so that their next
 * sign-in is that user. The pool makes new subs: the result is the old sub → new sub map the table's
 * remap (./sub-remap.ts) reads. Staff (password) users have no password in the new pool: an admin
 * sends each an invitation, they choose a password and enrol their TOTP again.
 */
export const SUB_MAP_FORMAT = 'quiz-sub-map/1';

export interface SubMapFile {
  format: typeof SUB_MAP_FORMAT;
  fromUserPoolId: string;
  toUserPoolId: string;
  /** Old sub → new sub. */
  subs: Record<string, string>;
  /** Users not restored, each with why (an operator's decision). */
  skipped: { sub: string; username: string; why: string }[];
  /** Staff (password) users: an admin sends each an invitation (`--message-action RESEND`). */
  toInvite: string[];
}

const exportSchema = z.object({
  format: z.literal(USER_POOL_EXPORT_FORMAT),
  userPoolId: z.string().min(1),
  exportedAt: z.string(),
  groups: z.array(z.object({ name: z.string().min(1), description: z.string().optional(), precedence: z.number().optional() })),
  users: z.array(
    z.object({
      sub: z.string().uuid(),
      username: z.string().min(1),
      email: z.string().nullable(),
      attributes: z.record(z.string(), z.string()),
      groups: z.array(z.string()),
      enabled: z.boolean(),
      status: z.string().nullable(),
      created: z.string().nullable(),
    }),
  ),
});

/** An export read back, checked: a truncated or foreign file is refused before anything is created. */
export function parseExport(text: string): UserPoolExport {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error('The export is not JSON (a truncated download?)');
  }
  const parsed = exportSchema.safeParse(json);
  if (!parsed.success) throw new Error(`Not a user-pool export (${USER_POOL_EXPORT_FORMAT}): ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  return parsed.data as UserPoolExport;
}

/** Attributes Cognito sets itself or that the restore sets otherwise: never copied. */
const NOT_COPIED = new Set(['sub', 'identities', 'email', 'email_verified', 'phone_number_verified']);

/** The provider identity of a federated user, from Cognito's `identities` attribute. */
export function identityOf(user: ExportedUser): { providerName: string; userId: string } | null {
  const raw = user.attributes.identities;
  if (!raw) return null;
  try {
    const [first] = JSON.parse(raw) as { providerName?: unknown; userId?: unknown }[];
    return typeof first?.providerName === 'string' && typeof first.userId === 'string' ? { providerName: first.providerName, userId: first.userId } : null;
  } catch {
    return null;
  }
}

const subOf = (user: UserType | undefined) => user?.Attributes?.find((a) => a.Name === 'sub')?.Value;

export interface RestoreUsersOptions {
  cognito: CognitoIdentityProviderClient;
  /** The pool to restore into (the stage's new pool: its groups exist, made by the auth stack). */
  userPoolId: string;
  exported: UserPoolExport;
  /** A map from an interrupted run: its users are not created again. */
  resumeFrom?: SubMapFile;
  /** Called after each user restored (write the map: a run stopped midway resumes from it). */
  onUser?: (map: SubMapFile) => Promise<void> | void;
}

/** Creates the export's users in the pool (see the module's comment); returns the map. */
export async function restoreUsers({ cognito, userPoolId, exported, resumeFrom, onUser }: RestoreUsersOptions): Promise<SubMapFile> {
  if (resumeFrom && (resumeFrom.fromUserPoolId !== exported.userPoolId || resumeFrom.toUserPoolId !== userPoolId)) {
    throw new Error(`The map to resume from is of ${resumeFrom.fromUserPoolId} → ${resumeFrom.toUserPoolId}, not ${exported.userPoolId} → ${userPoolId}`);
  }
  const poolGroups = new Set(((await cognito.send(new ListGroupsCommand({ UserPoolId: userPoolId, Limit: 60 }))).Groups ?? []).map((g) => g.GroupName));
  const missingGroups = exported.groups.map((g) => g.name).filter((name) => !poolGroups.has(name));
  if (missingGroups.length) throw new Error(`The pool ${userPoolId} lacks the groups ${missingGroups.join(', ')}: deploy the auth stack (it makes them) first`);

  const map: SubMapFile = resumeFrom
    ? structuredClone(resumeFrom)
    : { format: SUB_MAP_FORMAT, fromUserPoolId: exported.userPoolId, toUserPoolId: userPoolId, subs: {}, skipped: [], toInvite: [] };
  const mapped = new Set(Object.values(map.subs));
  const skippedSubs = new Set(map.skipped.map((s) => s.sub));
  for (const user of exported.users) {
    if (map.subs[user.sub] || skippedSubs.has(user.sub)) continue;
    const skip = async (why: string) => {
      map.skipped.push({ sub: user.sub, username: user.username, why });
      await onUser?.(map);
    };
    if (!user.email) {
      await skip('no e-mail: this pool signs in by e-mail; the player signs in again as a new user');
      continue;
    }
    const identity = identityOf(user);
    let created: UserType | undefined;
    let adopted = false;
    try {
      created = (
        await cognito.send(
          new AdminCreateUserCommand({
            UserPoolId: userPoolId,
            Username: user.email,
            UserAttributes: [
              ...Object.entries(user.attributes).filter(([name]) => !NOT_COPIED.has(name)).map(([Name, Value]) => ({ Name, Value })),
              { Name: 'email', Value: user.email },
              { Name: 'email_verified', Value: 'true' },
            ],
            MessageAction: 'SUPPRESS',
          }),
        )
      ).User;
    } catch (error) {
      if (!(error instanceof UsernameExistsException)) throw error;
      // Made by an interrupted run before its map was written, or another exported user with this e-mail.
      const found = (await cognito.send(new ListUsersCommand({ UserPoolId: userPoolId, Filter: `email = "${user.email.replace(/["\\]/g, '\\$&')}"`, Limit: 1 }))).Users?.[0];
      if (!found || mapped.has(subOf(found) ?? '')) {
        await skip(`e-mail ${user.email} already taken by another restored user: merge by hand if they are one person`);
        continue;
      }
      created = found;
      adopted = true;
    }
    const newSub = subOf(created);
    const newUsername = created?.Username;
    if (!newSub || !newUsername) throw new Error(`The pool answered no sub for ${user.username}`);
    if (identity) {
      try {
        await cognito.send(
          new AdminLinkProviderForUserCommand({
            UserPoolId: userPoolId,
            DestinationUser: { ProviderName: 'Cognito', ProviderAttributeValue: newUsername },
            SourceUser: { ProviderName: identity.providerName, ProviderAttributeName: 'Cognito_Subject', ProviderAttributeValue: identity.userId },
          }),
        );
      } catch (error) {
        // A user found (not created) was linked by the interrupted run; any other refusal stops the restore.
        if (!adopted || !/Merging is not currently supported|already/i.test(String((error as Error).message))) throw error;
      }
    } else {
      map.toInvite.push(user.email);
    }
    for (const group of user.groups) {
      await cognito.send(new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: newUsername, GroupName: group }));
    }
    if (!user.enabled) await cognito.send(new AdminDisableUserCommand({ UserPoolId: userPoolId, Username: newUsername }));
    map.subs[user.sub] = newSub;
    mapped.add(newSub);
    await onUser?.(map);
  }
  return map;
}
