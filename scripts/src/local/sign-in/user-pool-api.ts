import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ROLE_GROUPS, type PoolUser, type RoleGroup } from './people';

/**
 * The user pool's people and groups, as the stand-in remembers them, and the part of Cognito's API
 * the functions call on them (functions/src/lib/user-directory.ts): ListUsers, AdminGetUser,
 * AdminListGroupsForUser, AdminAddUserToGroup, AdminRemoveUserFromGroup; and those of the pool's export
 * and its restore (docs/operating.md "Restore"): ListGroups, ListUsersInGroup, AdminCreateUser,
 * AdminLinkProviderForUser, AdminDisableUser. Answered in Cognito's own
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
/**
 * A person of the directory: a federated user (their provider identity, from a sign-in), or a user an
 * admin created (AdminCreateUser: no identity until one is linked to them with AdminLinkProviderForUser).
 */
export type DirectoryPerson = Omit<PoolUser, 'provider' | 'providerUserId'> & Partial<Pick<PoolUser, 'provider' | 'providerUserId'>>;

export interface DirectoryEntry {
  user: DirectoryPerson;
  groups: Set<RoleGroup>;
  createdAt: number;
  modifiedAt: number;
  /** Cognito's status: a federated user's, or a created one's until they set a password. */
  status: 'EXTERNAL_PROVIDER' | 'FORCE_CHANGE_PASSWORD';
  /** AdminDisableUser: the user may no longer sign in. */
  disabled?: boolean;
}

/** A provider identity's key in the links: `Google:1234…`. */
const identityKey = (provider: string, providerUserId: string) => `${provider}:${providerUserId}`;

export class LocalUserDirectory {
  private readonly people = new Map<string, DirectoryEntry>();
  /** Provider identities linked to an existing user (AdminLinkProviderForUser): their sign-in is that user's. */
  private readonly links = new Map<string, string>();

  /**
   * A sign-in through the picker: a new person with the ticked groups, a known one gains them. An
   * identity linked to a user signs in as that user (their sub and username), as Cognito does.
   */
  signedIn(user: PoolUser): PoolUser {
    const linked = this.links.get(identityKey(user.provider, user.providerUserId));
    const entry = linked ? this.people.get(linked) : this.people.get(user.username);
    if (!entry) return this.put(user, user.groups);
    entry.user = linked
      ? { ...entry.user, provider: user.provider, providerUserId: user.providerUserId }
      : { ...user, groups: entry.user.groups };
    for (const group of user.groups) entry.groups.add(group);
    return this.signedInAs(entry, user);
  }

  /** Test tokens: the person holds exactly the groups asked for (as an admin would have set them). */
  put(user: PoolUser, groups: readonly RoleGroup[]): PoolUser {
    const now = Date.now();
    const known = this.people.get(user.username);
    const entry: DirectoryEntry = { user, groups: new Set(groups), createdAt: known?.createdAt ?? now, modifiedAt: now, status: 'EXTERNAL_PROVIDER' };
    this.people.set(user.username, entry);
    return this.signedInAs(entry, user);
  }

  /** The person as the pool holds them now (their current groups), for a token about to be issued. */
  fresh(user: PoolUser): PoolUser;
  fresh(user: DirectoryPerson): DirectoryPerson;
  fresh(user: DirectoryPerson): DirectoryPerson {
    const entry = this.people.get(user.username);
    return entry ? this.signedInAs(entry, user) : user;
  }

  get(username: string): DirectoryEntry | undefined {
    return this.people.get(username);
  }

  all(): DirectoryEntry[] {
    return [...this.people.values()].sort((a, b) => a.createdAt - b.createdAt || a.user.username.localeCompare(b.user.username));
  }

  /**
   * AdminCreateUser in a pool whose username is the e-mail (auth-stack.ts `signInAliases`): Cognito
   * makes the username a new UUID, the sub another, and refuses an e-mail another user holds.
   */
  create(attributes: Readonly<Record<string, string>>): DirectoryEntry {
    const email = attributes.email ?? '';
    if (this.all().some((e) => e.user.email.toLowerCase() === email.toLowerCase())) {
      throw new CognitoError('UsernameExistsException', 'An account with the given email already exists.');
    }
    const now = Date.now();
    const username = randomUUID();
    const entry: DirectoryEntry = {
      user: { sub: randomUUID(), username, name: attributes.name ?? email, email, emailVerified: attributes.email_verified === undefined ? undefined : attributes.email_verified === 'true', groups: [] },
      groups: new Set(),
      createdAt: now,
      modifiedAt: now,
      status: 'FORCE_CHANGE_PASSWORD',
    };
    this.people.set(username, entry);
    return entry;
  }

  /** AdminLinkProviderForUser: the identity's next sign-in is `username`'s; refused when it already has a user. */
  link(username: string, provider: string, providerUserId: string): void {
    const key = identityKey(provider, providerUserId);
    const taken = this.links.has(key) || this.all().some((e) => e.user.provider === provider && e.user.providerUserId === providerUserId);
    if (taken) throw new CognitoError('InvalidParameterException', 'Merging is not currently supported, provide a SourceUser that has not been signed up in the user pool.');
    this.links.set(key, username);
  }

  /** The entry's person as a signed-in user: with the identity they signed in with, and their current groups. */
  private signedInAs(entry: DirectoryEntry, identity: PoolUser): PoolUser;
  private signedInAs(entry: DirectoryEntry, identity: DirectoryPerson): DirectoryPerson;
  private signedInAs(entry: DirectoryEntry, identity: DirectoryPerson): DirectoryPerson {
    return {
      ...entry.user,
      provider: entry.user.provider ?? identity.provider,
      providerUserId: entry.user.providerUserId ?? identity.providerUserId,
      groups: ROLE_GROUPS.filter((g) => entry.groups.has(g)),
    };
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
    ...(user.provider
      ? [{ Name: 'identities', Value: JSON.stringify([{ userId: user.providerUserId, providerName: user.provider, providerType: user.provider, primary: true }]) }]
      : []),
  ];
}

function userRecord(entry: DirectoryEntry) {
  return {
    Username: entry.user.username,
    Attributes: attributesOf(entry),
    UserCreateDate: entry.createdAt / 1000,
    UserLastModifiedDate: entry.modifiedAt / 1000,
    Enabled: !entry.disabled,
    UserStatus: entry.status,
  };
}

/** Attributes ListUsers may filter on; Cognito compares username, sub and status case-sensitively. */
const FILTERABLE: Record<string, { read: (e: DirectoryEntry) => string | undefined; caseSensitive: boolean }> = {
  username: { read: (e) => e.user.username, caseSensitive: true },
  sub: { read: (e) => e.user.sub, caseSensitive: true },
  email: { read: (e) => e.user.email, caseSensitive: false },
  name: { read: (e) => e.user.name, caseSensitive: false },
  'cognito:user_status': { read: (e) => e.status, caseSensitive: true },
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
      case 'AdminDisableUser': {
        const entry = person();
        entry.disabled = true;
        entry.modifiedAt = Date.now();
        send(200, {});
        return;
      }
      case 'ListGroups':
        // The pool's groups are the back-office roles (auth-stack.ts ROLE_GROUPS): one page.
        send(200, { Groups: ROLE_GROUPS.map((g) => ({ GroupName: g, UserPoolId: userPoolId, Description: `Back-office role ${g}` })) });
        return;
      case 'ListUsersInGroup': {
        const name = group();
        const limit = body.Limit === undefined ? 60 : Number(body.Limit);
        if (!Number.isInteger(limit) || limit < 1 || limit > 60) throw new CognitoError('InvalidParameterException', 'Limit must be between 1 and 60');
        const start = typeof body.NextToken === 'string' ? Number(body.NextToken) : 0;
        const members = directory.all().filter((e) => e.groups.has(name));
        const next = start + limit < members.length ? String(start + limit) : undefined;
        send(200, { Users: members.slice(start, start + limit).map(userRecord), ...(next ? { NextToken: next } : {}) });
        return;
      }
      // The restore of an export (scripts/src/restore/user-pool-restore.ts): users created, identities linked.
      case 'AdminCreateUser': {
        if (body.MessageAction !== undefined && body.MessageAction !== 'SUPPRESS') {
          throw new CognitoError('InvalidParameterException', 'The stand-in sends no invitation: MessageAction must be SUPPRESS');
        }
        const attributes = Object.fromEntries(
          (Array.isArray(body.UserAttributes) ? (body.UserAttributes as { Name?: unknown; Value?: unknown }[]) : []).map((a) => [String(a.Name), String(a.Value)]),
        );
        const username = stringParam(body, 'Username');
        if (attributes.email !== undefined && attributes.email !== username) throw new CognitoError('InvalidParameterException', 'Username should be the email: this pool signs in by email.');
        if (attributes.sub !== undefined) throw new CognitoError('InvalidParameterException', 'Cannot modify the non-mutable attribute sub');
        send(200, { User: userRecord(directory.create({ ...attributes, email: username })) });
        return;
      }
      case 'AdminLinkProviderForUser': {
        const destination = body.DestinationUser as { ProviderName?: unknown; ProviderAttributeValue?: unknown } | undefined;
        const source = body.SourceUser as { ProviderName?: unknown; ProviderAttributeName?: unknown; ProviderAttributeValue?: unknown } | undefined;
        if (destination?.ProviderName !== 'Cognito' || typeof destination.ProviderAttributeValue !== 'string') {
          throw new CognitoError('InvalidParameterException', 'DestinationUser must be a Cognito user');
        }
        if (!directory.get(destination.ProviderAttributeValue)) throw new CognitoError('UserNotFoundException', 'User does not exist.');
        if (typeof source?.ProviderName !== 'string' || source.ProviderAttributeName !== 'Cognito_Subject' || typeof source.ProviderAttributeValue !== 'string') {
          throw new CognitoError('InvalidParameterException', 'SourceUser must name a provider and its Cognito_Subject');
        }
        directory.link(destination.ProviderAttributeValue, source.ProviderName, source.ProviderAttributeValue);
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
