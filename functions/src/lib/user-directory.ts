import {
  AdminAddUserToGroupCommand,
  AdminGetUserCommand,
  AdminListGroupsForUserCommand,
  AdminRemoveUserFromGroupCommand,
  CognitoIdentityProviderClient,
  ListUsersCommand,
  UserNotFoundException,
  type AttributeType,
  type UserType,
} from '@aws-sdk/client-cognito-identity-provider';
import { ROLES, type Role } from '@quiz/shared';
import { env } from './env';

/**
 * The people of the user pool and their back-office roles (Cognito groups `designer`, `tester`,
 * `admin`), behind one interface. In AWS the client calls Cognito; locally
 * AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER points the very same client at the sign-in stand-in,
 * which answers these operations with Cognito's JSON protocol (scripts/src/local/sign-in/user-pool-api.ts).
 * The API's IAM grants exactly the operations used here (infra/lib/api-stack.ts USER_DIRECTORY_ACTIONS).
 */
export interface DirectoryUser {
  /** The Cognito username (`google_…`): what the Admin* operations name. */
  username: string;
  sub: string;
  name: string | null;
  email: string | null;
  /** CONFIRMED, EXTERNAL_PROVIDER … */
  status: string | null;
  enabled: boolean;
  createdAt: string | null;
}

/** The operations, as the API's IAM policy lists them (one place). */
export const USER_DIRECTORY_OPERATIONS = [
  'ListUsers', 'AdminGetUser', 'AdminListGroupsForUser', 'AdminAddUserToGroup', 'AdminRemoveUserFromGroup',
] as const;

/** How many people a search answers at most (ListUsers allows 60 a page). */
export const SEARCH_LIMIT = 25;

let client: CognitoIdentityProviderClient | undefined;

/** The SDK client: its endpoint from the environment (AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER locally). */
function cognito(): CognitoIdentityProviderClient {
  client ??= new CognitoIdentityProviderClient({});
  return client;
}

const poolId = () => env().COGNITO_USER_POOL_ID;

function attribute(attributes: AttributeType[] | undefined, name: string): string | null {
  return attributes?.find((a) => a.Name === name)?.Value ?? null;
}

function toUser(username: string | undefined, attributes: AttributeType[] | undefined, rest: Pick<UserType, 'UserStatus' | 'Enabled' | 'UserCreateDate'>): DirectoryUser {
  return {
    username: username ?? '',
    sub: attribute(attributes, 'sub') ?? '',
    name: attribute(attributes, 'name'),
    email: attribute(attributes, 'email'),
    status: rest.UserStatus ?? null,
    enabled: rest.Enabled ?? true,
    createdAt: rest.UserCreateDate ? rest.UserCreateDate.toISOString() : null,
  };
}

/** A value inside a ListUsers filter: quotes and backslashes escaped (Cognito's filter syntax). */
export function filterValue(value: string): string {
  return `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function listUsers(filter: string, limit: number): Promise<DirectoryUser[]> {
  const { Users = [] } = await cognito().send(new ListUsersCommand({ UserPoolId: poolId(), Filter: filter, Limit: limit }));
  return Users.map((u) => toUser(u.Username, u.Attributes, u));
}

/**
 * People whose name or email starts with `query` (one ListUsers each: Cognito filters on one
 * attribute at a time), or the one whose sub it is; name order, at most SEARCH_LIMIT.
 */
export async function searchUsers(query: string): Promise<DirectoryUser[]> {
  const q = query.trim();
  if (UUID.test(q)) return listUsers(`sub = ${filterValue(q.toLowerCase())}`, 1);
  const filters = q.includes('@') ? [`email ^= ${filterValue(q)}`] : [`name ^= ${filterValue(q)}`, `email ^= ${filterValue(q)}`];
  const found = (await Promise.all(filters.map((f) => listUsers(f, SEARCH_LIMIT)))).flat();
  const unique = new Map(found.map((u) => [u.username, u]));
  return [...unique.values()]
    .sort((a, b) => (a.name ?? a.username).localeCompare(b.name ?? b.username))
    .slice(0, SEARCH_LIMIT);
}

/** The person of a sub (federated users are named by username in Admin* calls, so look it up first). */
export async function findUserBySub(sub: string): Promise<DirectoryUser | undefined> {
  const [user] = await listUsers(`sub = ${filterValue(sub)}`, 1);
  return user;
}

/** One person by username; undefined when the pool has no such user. */
export async function getUser(username: string): Promise<DirectoryUser | undefined> {
  try {
    const answer = await cognito().send(new AdminGetUserCommand({ UserPoolId: poolId(), Username: username }));
    return toUser(answer.Username, answer.UserAttributes, answer);
  } catch (error) {
    if (error instanceof UserNotFoundException) return undefined;
    throw error;
  }
}

/** The back-office roles of a person (other groups of the pool, e.g. a provider's own, are left out). */
export async function rolesOf(username: string): Promise<Role[]> {
  const groups: string[] = [];
  let next: string | undefined;
  do {
    const page = await cognito().send(new AdminListGroupsForUserCommand({ UserPoolId: poolId(), Username: username, NextToken: next, Limit: 60 }));
    groups.push(...(page.Groups ?? []).map((g) => g.GroupName ?? ''));
    next = page.NextToken;
  } while (next);
  return ROLES.filter((role) => groups.includes(role));
}

/** Adds and removes groups so that the person holds exactly `roles`; answers what changed. */
export async function setRoles(username: string, roles: readonly Role[]): Promise<{ before: Role[]; after: Role[]; added: Role[]; removed: Role[] }> {
  const before = await rolesOf(username);
  const added = ROLES.filter((r) => roles.includes(r) && !before.includes(r));
  const removed = ROLES.filter((r) => !roles.includes(r) && before.includes(r));
  for (const role of added) await cognito().send(new AdminAddUserToGroupCommand({ UserPoolId: poolId(), Username: username, GroupName: role }));
  for (const role of removed) await cognito().send(new AdminRemoveUserFromGroupCommand({ UserPoolId: poolId(), Username: username, GroupName: role }));
  return { before, after: ROLES.filter((r) => roles.includes(r)), added, removed };
}
