import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ROLE_GROUPS, type PoolUser, type RoleGroup } from './people';

/**
 * The user pool's people and groups, as the stand-in remembers them, and the part of Cognito's API
 * the functions call on them (functions/src/lib/user-directory.ts): ListUsers, AdminGetUser,
 * AdminListGroupsForUser, AdminAddUserToGroup, AdminRemoveUserFromGroup, answered in Cognito's own
 * protocol (JSON 1.1: `POST /` with `X-Amz-Target: AWSCognitoIdentityProviderService.<op>`), so the
 * functions' SDK client reaches it through AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER and runs the
 * same code as in AWS.
 *
 * Groups: the picker's ticks stand for "an admin already put me in these groups": a first sign-in
 * gets exactly the ticked groups, a later sign-in adds the ticked ones and removes none, so a group an
 * admin gave (or took) holds at the person's next sign-in. Every token — a sign-in's or a refresh's —
 * carries the groups the directory holds at that moment: a role change reaches a signed-in person with
 * their next token. Kept in memory: a restart of `npm start` forgets the people (they come back
 * as they sign in).
 */
export interface DirectoryEntry {
  user: PoolUser;
  groups: Set<RoleGroup>;
  createdAt: number;
  modifiedAt: number;
}

export class LocalUserDirectory {
  private readonly people = new Map<string, DirectoryEntry>();

  /** A sign-in through the picker: a new person with the ticked groups, a known one gains them. */
  signedIn(user: PoolUser): PoolUser {
    const entry = this.people.get(user.username);
    if (!entry) return this.put(user, user.groups);
    entry.user = { ...user, groups: entry.user.groups };
    for (const group of user.groups) entry.groups.add(group);
    return this.current(entry);
  }

  /** Test tokens: the person holds exactly the groups asked for (as an admin would have set them). */
  put(user: PoolUser, groups: readonly RoleGroup[]): PoolUser {
    const now = Date.now();
    const known = this.people.get(user.username);
    const entry: DirectoryEntry = { user, groups: new Set(groups), createdAt: known?.createdAt ?? now, modifiedAt: now };
    this.people.set(user.username, entry);
    return this.current(entry);
  }

  /** The person as the pool holds them now (their current groups), for a token about to be issued. */
  fresh(user: PoolUser): PoolUser {
    const entry = this.people.get(user.username);
    return entry ? this.current(entry) : user;
  }

  get(username: string): DirectoryEntry | undefined {
    return this.people.get(username);
  }

  all(): DirectoryEntry[] {
    return [...this.people.values()].sort((a, b) => a.createdAt - b.createdAt || a.user.username.localeCompare(b.user.username));
  }

  private current(entry: DirectoryEntry): PoolUser {
    return { ...entry.user, groups: ROLE_GROUPS.filter((g) => entry.groups.has(g)) };
  }
}

class CognitoError extends Error {
  constructor(
    readonly type: string,
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

export const COGNITO_TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';

/** Whether a request is a call of Cognito's API (rather than the hosted UI's pages). */
export function isCognitoApiRequest(req: IncomingMessage): boolean {
  const target = req.headers['x-amz-target'];
  return req.method === 'POST' && typeof target === 'string' && target.startsWith(COGNITO_TARGET_PREFIX);
}

function attributesOf(entry: DirectoryEntry) {
  const { user } = entry;
  return [
    { Name: 'sub', Value: user.sub },
    { Name: 'name', Value: user.name },
    { Name: 'email', Value: user.email },
    ...(user.emailVerified === undefined ? [] : [{ Name: 'email_verified', Value: String(user.emailVerified) }]),
    { Name: 'identities', Value: JSON.stringify([{ userId: user.providerUserId, providerName: user.provider, providerType: user.provider, primary: true }]) },
  ];
}

function userRecord(entry: DirectoryEntry) {
  return {
    Username: entry.user.username,
    Attributes: attributesOf(entry),
    UserCreateDate: entry.createdAt / 1000,
    UserLastModifiedDate: entry.modifiedAt / 1000,
    Enabled: true,
    UserStatus: 'EXTERNAL_PROVIDER',
  };
}

/** Attributes ListUsers may filter on; Cognito compares username, sub and status case-sensitively. */
const FILTERABLE: Record<string, { read: (e: DirectoryEntry) => string | undefined; caseSensitive: boolean }> = {
  username: { read: (e) => e.user.username, caseSensitive: true },
  sub: { read: (e) => e.user.sub, caseSensitive: true },
  email: { read: (e) => e.user.email, caseSensitive: false },
  name: { read: (e) => e.user.name, caseSensitive: false },
  'cognito:user_status': { read: () => 'EXTERNAL_PROVIDER', caseSensitive: true },
  status: { read: () => 'Enabled', caseSensitive: false },
};

/** `name ^= "Ada"`: one attribute, `=` or `^=`, a quoted value with \" and \\ escapes (Cognito's filter syntax). */
export function parseFilter(filter: string): (entry: DirectoryEntry) => boolean {
  const match = /^\s*([\w:]+)\s*(\^=|=)\s*"((?:[^"\\]|\\.)*)"\s*$/.exec(filter);
  const attribute = match ? FILTERABLE[match[1]!] : undefined;
  if (!match || !attribute) throw new CognitoError('InvalidParameterException', `Error while parsing filter: ${filter}`);
  const fold = (s: string) => (attribute.caseSensitive ? s : s.toLocaleLowerCase('en'));
  const wanted = fold(match[3]!.replace(/\\(.)/g, '$1'));
  const prefix = match[2] === '^=';
  return (entry) => {
    const value = attribute.read(entry);
    if (value === undefined) return false;
    return prefix ? fold(value).startsWith(wanted) : fold(value) === wanted;
  };
}

function stringParam(body: Record<string, unknown>, name: string): string {
  const value = body[name];
  if (typeof value !== 'string' || value === '') throw new CognitoError('InvalidParameterException', `1 validation error detected: Value at '${name}' failed to satisfy constraint: Member must not be null`);
  return value;
}

async function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    const parsed: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw new CognitoError('SerializationException', 'The request body is not a JSON object');
}

/** Answers one call of Cognito's API for the pool `userPoolId`, from `directory`. */
export async function answerCognitoApi(req: IncomingMessage, res: ServerResponse, directory: LocalUserDirectory, userPoolId: string): Promise<void> {
  const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/x-amz-json-1.1', 'x-amzn-requestid': randomUUID(), ...headers });
    res.end(JSON.stringify(body));
  };
  try {
    // The SDK signs every call (SigV4); an unsigned one is refused as Cognito would.
    if (!String(req.headers.authorization ?? '').startsWith('AWS4-HMAC-SHA256 ')) {
      throw new CognitoError('MissingAuthenticationTokenException', 'Missing Authentication Token');
    }
    const operation = String(req.headers['x-amz-target']).slice(COGNITO_TARGET_PREFIX.length);
    const body = await readBody(req);
    if (stringParam(body, 'UserPoolId') !== userPoolId) throw new CognitoError('ResourceNotFoundException', `User pool ${String(body.UserPoolId)} does not exist.`);
    const person = () => {
      const entry = directory.get(stringParam(body, 'Username'));
      if (!entry) throw new CognitoError('UserNotFoundException', 'User does not exist.');
      return entry;
    };
    const group = () => {
      const name = stringParam(body, 'GroupName');
      if (!(ROLE_GROUPS as readonly string[]).includes(name)) throw new CognitoError('ResourceNotFoundException', 'Group not found.');
      return name as RoleGroup;
    };
    switch (operation) {
      case 'ListUsers': {
        const limit = body.Limit === undefined ? 60 : Number(body.Limit);
        if (!Number.isInteger(limit) || limit < 0 || limit > 60) throw new CognitoError('InvalidParameterException', 'Limit must be between 0 and 60');
        const matches = typeof body.Filter === 'string' && body.Filter !== '' ? parseFilter(body.Filter) : () => true;
        const start = typeof body.PaginationToken === 'string' ? Number(body.PaginationToken) : 0;
        const found = directory.all().filter(matches);
        const page = found.slice(start, start + limit);
        const next = start + limit < found.length ? String(start + limit) : undefined;
        send(200, { Users: page.map(userRecord), ...(next ? { PaginationToken: next } : {}) });
        return;
      }
      case 'AdminGetUser': {
        const entry = person();
        const { Attributes, ...rest } = userRecord(entry);
        send(200, { ...rest, UserAttributes: Attributes });
        return;
      }
      case 'AdminListGroupsForUser': {
        const entry = person();
        send(200, {
          Groups: ROLE_GROUPS.filter((g) => entry.groups.has(g)).map((g) => ({
            GroupName: g, UserPoolId: userPoolId, Description: `Back-office role ${g}`,
            CreationDate: 0, LastModifiedDate: 0,
          })),
        });
        return;
      }
      case 'AdminAddUserToGroup':
      case 'AdminRemoveUserFromGroup': {
        const entry = person();
        const name = group();
        if (operation === 'AdminAddUserToGroup') entry.groups.add(name);
        else entry.groups.delete(name);
        entry.modifiedAt = Date.now();
        send(200, {});
        return;
      }
      default:
        throw new CognitoError('UnknownOperationException', `The stand-in does not answer ${operation}`);
    }
  } catch (error) {
    if (!(error instanceof CognitoError)) throw error;
    send(error.status, { __type: error.type, message: error.message }, { 'x-amzn-errortype': error.type });
  }
}
