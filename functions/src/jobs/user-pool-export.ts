import {
  CognitoIdentityProviderClient,
  ListGroupsCommand,
  ListUsersCommand,
  ListUsersInGroupCommand,
  type AttributeType,
} from '@aws-sdk/client-cognito-identity-provider';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { logger } from '../lib/logger';

/**
 * The user pool's daily export (docs/operating.md "Restore"): Cognito keeps no backup of its users, and
 * every `USER#{sub}` item of the table names a user by the pool's `sub`. One JSON object a run: the
 * groups, and each user with their sub, username, e-mail, attributes, groups, whether enabled, when
 * created. scripts/src/restore/user-pool-restore.ts reads it back into a (new) pool.
 */
export const USER_POOL_EXPORT_FORMAT = 'quiz-user-pool-export/1';

export interface ExportedGroup {
  name: string;
  description?: string;
  precedence?: number;
}

export interface ExportedUser {
  sub: string;
  username: string;
  email: string | null;
  /** Every attribute Cognito returned, by name (sub, email, name, identities …). */
  attributes: Record<string, string>;
  groups: string[];
  enabled: boolean;
  /** CONFIRMED, EXTERNAL_PROVIDER, FORCE_CHANGE_PASSWORD … */
  status: string | null;
  created: string | null;
}

export interface UserPoolExport {
  format: typeof USER_POOL_EXPORT_FORMAT;
  userPoolId: string;
  exportedAt: string;
  groups: ExportedGroup[];
  users: ExportedUser[];
}

/** ListUsers' largest page (Cognito refuses more than 60). */
const USERS_PAGE = 60;

const attributesOf = (list: AttributeType[] | undefined): Record<string, string> =>
  Object.fromEntries((list ?? []).flatMap((a) => (a.Name !== undefined && a.Value !== undefined ? [[a.Name, a.Value]] : [])));

/** Every page of a paginated call: `next` reads one page from a token (none: the first). */
async function* pages<T extends { token?: string | undefined }>(next: (token: string | undefined) => Promise<T>): AsyncGenerator<T> {
  let token: string | undefined;
  do {
    const page = await next(token);
    yield page;
    token = page.token;
  } while (token);
}

/** Reads the whole pool: every user (paginated), every group and its members (paginated per group). */
export async function exportUserPool(cognito: CognitoIdentityProviderClient, userPoolId: string, now = new Date()): Promise<UserPoolExport> {
  const groups: ExportedGroup[] = [];
  const listGroups = async (NextToken?: string) => {
    const page = await cognito.send(new ListGroupsCommand({ UserPoolId: userPoolId, NextToken }));
    return { ...page, token: page.NextToken };
  };
  for await (const page of pages(listGroups)) {
    for (const g of page.Groups ?? []) {
      if (!g.GroupName) continue;
      groups.push({ name: g.GroupName, ...(g.Description ? { description: g.Description } : {}), ...(g.Precedence !== undefined ? { precedence: g.Precedence } : {}) });
    }
  }
  const groupsOf = new Map<string, string[]>();
  for (const group of groups) {
    const listMembers = async (NextToken?: string) => {
      const page = await cognito.send(new ListUsersInGroupCommand({ UserPoolId: userPoolId, GroupName: group.name, NextToken }));
      return { ...page, token: page.NextToken };
    };
    for await (const page of pages(listMembers)) {
      for (const member of page.Users ?? []) {
        if (!member.Username) continue;
        groupsOf.set(member.Username, [...(groupsOf.get(member.Username) ?? []), group.name]);
      }
    }
  }
  const users: ExportedUser[] = [];
  const listUsers = async (PaginationToken?: string) => {
    const page = await cognito.send(new ListUsersCommand({ UserPoolId: userPoolId, Limit: USERS_PAGE, PaginationToken }));
    return { ...page, token: page.PaginationToken };
  };
  for await (const page of pages(listUsers)) {
    for (const u of page.Users ?? []) {
      const attributes = attributesOf(u.Attributes);
      if (!u.Username || !attributes.sub) {
        // Cognito always returns both; a user without them could not be restored nor matched to the table.
        logger.warn('user without username or sub left out of the export', { username: u.Username });
        continue;
      }
      users.push({
        sub: attributes.sub,
        username: u.Username,
        email: attributes.email ?? null,
        attributes,
        groups: groupsOf.get(u.Username) ?? [],
        enabled: u.Enabled ?? true,
        status: u.UserStatus ?? null,
        created: u.UserCreateDate?.toISOString() ?? null,
      });
    }
  }
  return { format: USER_POOL_EXPORT_FORMAT, userPoolId, exportedAt: now.toISOString(), groups, users };
}

/** Where a run's export goes: one object per run under the prefix, by day then time (sorts by date). */
export function exportKey(prefix: string, now: Date): string {
  const iso = now.toISOString();
  return `${prefix}${iso.slice(0, 10)}/users-${iso.replace(/[:.]/g, '-')}.json`;
}

/** The environment the export needs, checked once: a run without them must fail, not write nowhere. */
function settings() {
  const { USER_POOL_ID, EXPORT_BUCKET, EXPORT_PREFIX } = process.env;
  if (!USER_POOL_ID || !EXPORT_BUCKET || EXPORT_PREFIX === undefined) {
    throw new Error('user-pool export: USER_POOL_ID, EXPORT_BUCKET and EXPORT_PREFIX must be set');
  }
  return { userPoolId: USER_POOL_ID, bucket: EXPORT_BUCKET, prefix: EXPORT_PREFIX };
}

let clients: { cognito: CognitoIdentityProviderClient; s3: S3Client } | undefined;

/** The scheduled function (EventBridge Scheduler, daily; its payload does not matter). */
export async function handler(): Promise<{ key: string; users: number; groups: number }> {
  const { userPoolId, bucket, prefix } = settings();
  // ListUsers shares a small request quota with the back-office's searches: retry throttles patiently.
  clients ??= { cognito: new CognitoIdentityProviderClient({ maxAttempts: 8 }), s3: new S3Client({}) };
  const now = new Date();
  const exported = await exportUserPool(clients.cognito, userPoolId, now);
  const key = exportKey(prefix, now);
  await clients.s3.send(
    new PutObjectCommand({ Bucket: bucket, Key: key, Body: JSON.stringify(exported), ContentType: 'application/json' }),
  );
  logger.info('user pool exported', { key, users: exported.users.length, groups: exported.groups.length });
  return { key, users: exported.users.length, groups: exported.groups.length };
}
