import { CognitoJwtVerifier } from 'aws-jwt-verify';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import type { Fetcher } from 'aws-jwt-verify/https';
import type { Access } from '@quiz/shared';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { env } from './env';
import { ForbiddenError, UnauthorizedError } from './errors';
import { logger } from './logger';

/** A signed-in player with their Cognito groups: the caller of every `user` and role call. */
export interface SignedInCaller {
  kind: 'user'; sub: string; username: string; groups: string[];
  /**
   * The person's display name, for the audit trail: Cognito access tokens carry none, so it is
   * looked up (lib/staff-name.ts) by the back-office calls that write, and absent otherwise.
   */
  name?: string;
}

export interface AnonymousCaller { kind: 'anonymous' }

/** Who is calling: a visitor with no (valid) token, or a signed-in player. */
export type Caller = AnonymousCaller | SignedInCaller;

/** The accesses that refuse (401, 403) anyone not signed in before the handler runs. */
export type SignedInAccess = Exclude<Access, 'public' | 'optional'>;

/**
 * The caller a call of access `A` can have (ARCHITECTURE.md "One route table"): signed in for `user`
 * and the roles, anonymous or signed in for `optional`, never anyone for `public` (no token is read).
 * Not distributive: a route whose access is not known as one literal gets the plain `Caller`.
 */
export type CallerOf<A extends Access> = [A] extends ['public'] ? AnonymousCaller : [A] extends [SignedInAccess] ? SignedInCaller : Caller;

export const ANONYMOUS: AnonymousCaller = { kind: 'anonymous' };

/**
 * Locally the sign-in stand-in signs tokens with a Cognito-style issuer; this fetcher reads its keys
 * from LOCAL_JWKS_URL instead of Cognito's URL. The verification itself is the same code as in AWS.
 */
function localJwksFetcher(localJwksUrl: string): Fetcher {
  return {
    async fetch() {
      const res = await fetch(localJwksUrl);
      if (!res.ok) throw new Error(`local JWKS answered ${res.status}`);
      return res.arrayBuffer();
    },
  };
}

function createVerifier() {
  const { COGNITO_USER_POOL_ID, COGNITO_CLIENT_ID, LOCAL_JWKS_URL } = env();
  const props = { userPoolId: COGNITO_USER_POOL_ID, tokenUse: 'access' as const, clientId: COGNITO_CLIENT_ID };
  return LOCAL_JWKS_URL
    ? CognitoJwtVerifier.create(props, { jwksCache: new SimpleJwksCache({ fetcher: localJwksFetcher(LOCAL_JWKS_URL) }) })
    : CognitoJwtVerifier.create(props);
}

let verifier: ReturnType<typeof createVerifier> | undefined;

/** Replaces the verifier (tests sign their own tokens and hand over its key). */
export function setVerifierForTests(v: ReturnType<typeof createVerifier> | undefined): void {
  verifier = v;
}

function bearerToken(event: APIGatewayProxyEventV2): string | undefined {
  const header = event.headers?.authorization ?? event.headers?.Authorization;
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

async function verifiedCaller(token: string): Promise<SignedInCaller> {
  verifier ??= createVerifier();
  const payload = await verifier.verify(token);
  return {
    kind: 'user',
    sub: payload.sub,
    username: String(payload.username ?? payload.sub),
    groups: payload['cognito:groups'] ?? [],
  };
}

/**
 * Reads the caller of a call whose access is `access`: `public` never reads a token; `optional`
 * reads a bad or expired token as anonymous; `user` and the roles answer 401 without a valid token,
 * and the roles 403 without their Cognito group (admins may do what designers and testers do).
 */
export async function authenticate<A extends Access>(event: APIGatewayProxyEventV2, access: A): Promise<CallerOf<A>> {
  return (await callerFor(event, access)) as CallerOf<A>;
}

async function callerFor(event: APIGatewayProxyEventV2, access: Access): Promise<Caller> {
  if (access === 'public') return ANONYMOUS;
  const token = bearerToken(event);
  let caller: Caller = ANONYMOUS;
  if (token) {
    try {
      caller = await verifiedCaller(token);
    } catch (error) {
      logger.info('token refused', { reason: error instanceof Error ? error.message : String(error) });
      if (access !== 'optional') throw new UnauthorizedError('Your session is invalid or has expired: sign in again');
    }
  }
  if (access === 'optional') return caller;
  if (caller.kind === 'anonymous') throw new UnauthorizedError();
  if (access === 'user') return caller;
  if (!caller.groups.includes(access) && !caller.groups.includes('admin')) {
    throw new ForbiddenError(`This call needs the ${access} role`);
  }
  return caller;
}
