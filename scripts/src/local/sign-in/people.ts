import { createHash } from 'node:crypto';

/**
 * The people of the local sign-in: whoever picks a provider and types a name. Everything about them
 * is derived from (provider, name), so the same person signing in again — even after a restart of
 * `npm start` — is the same Cognito user (same `sub`, same username), as with a real provider.
 */

/** The identity providers of the user pool, as Cognito names them (`identity_provider`, `providerName`). */
export const PROVIDERS = {
  Google: { label: 'Google', usernamePrefix: 'google', emailVerified: true },
  Facebook: { label: 'Facebook', usernamePrefix: 'facebook', emailVerified: undefined },
  SignInWithApple: { label: 'Apple', usernamePrefix: 'signinwithapple', emailVerified: true },
} as const;
export type ProviderName = keyof typeof PROVIDERS;
export const PROVIDER_NAMES = Object.keys(PROVIDERS) as ProviderName[];

export function isProviderName(value: unknown): value is ProviderName {
  return typeof value === 'string' && Object.hasOwn(PROVIDERS, value);
}

/** The back-office roles a person may tick (Cognito groups). */
export const ROLE_GROUPS = ['designer', 'tester', 'admin'] as const;
export type RoleGroup = (typeof ROLE_GROUPS)[number];

export const MAX_NAME_LENGTH = 60;

/** What the picker page sends: a provider, a display name and (for back-office work) groups. */
export interface Person {
  provider: ProviderName;
  name: string;
  groups: RoleGroup[];
}

/** A person as the user pool knows them: the claims of their tokens. */
export interface PoolUser {
  sub: string;
  /** Cognito username of a federated user: `<provider>_<provider user id>`. */
  username: string;
  provider: ProviderName;
  providerUserId: string;
  name: string;
  email: string;
  emailVerified: boolean | undefined;
  groups: RoleGroup[];
}

/** Trims and collapses spaces; undefined when empty or too long. */
export function normaliseName(raw: unknown): string | undefined {
  if (typeof raw !== 'string') return undefined;
  const name = raw.normalize('NFC').replace(/\s+/g, ' ').trim();
  return name.length > 0 && name.length <= MAX_NAME_LENGTH ? name : undefined;
}

function digest(provider: ProviderName, name: string): Buffer {
  // Case-insensitive: "Ada" and "ada" at Google are the same person.
  return createHash('sha256').update(`${provider}\n${name.toLocaleLowerCase('en')}`).digest();
}

/** A UUID v4-shaped id (Cognito subs are UUIDs), stable for the same bytes. */
function uuidFrom(bytes: Buffer): string {
  const b = Buffer.from(bytes.subarray(0, 16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = b.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Ids in each provider's own format: Google 21 digits, Facebook 16 digits, Apple `000123.<hex>.1234`. */
function providerUserId(provider: ProviderName, bytes: Buffer): string {
  const digits = BigInt(`0x${bytes.subarray(16, 28).toString('hex')}`).toString().padStart(29, '0');
  if (provider === 'Google') return `1${digits.slice(0, 20)}`;
  if (provider === 'Facebook') return `10${digits.slice(0, 14)}`;
  return `000${digits.slice(0, 3)}.${bytes.subarray(4, 20).toString('hex')}.${digits.slice(3, 7)}`;
}

function emailOf(name: string, provider: ProviderName): string {
  const local = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.|\.$/g, '');
  return `${local || 'player'}@${PROVIDERS[provider].usernamePrefix}.example.com`;
}

export function poolUser(person: Person): PoolUser {
  const bytes = digest(person.provider, person.name);
  const id = providerUserId(person.provider, bytes);
  return {
    sub: uuidFrom(bytes),
    username: `${PROVIDERS[person.provider].usernamePrefix}_${id}`,
    provider: person.provider,
    providerUserId: id,
    name: person.name,
    email: emailOf(person.name, person.provider),
    emailVerified: PROVIDERS[person.provider].emailVerified,
    groups: ROLE_GROUPS.filter((g) => person.groups.includes(g)),
  };
}
