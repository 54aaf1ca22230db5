import { createSign, generateKeyPairSync, randomUUID, type KeyObject } from 'node:crypto';
import { CognitoJwtVerifier } from 'aws-jwt-verify';
import type { Jwks } from 'aws-jwt-verify/jwk';

export const TEST_USER_POOL_ID = 'us-east-1_TestPool1';
export const TEST_CLIENT_ID = 'test-web-client';
export const TEST_ISSUER = `https://cognito-idp.us-east-1.amazonaws.com/${TEST_USER_POOL_ID}`;

const b64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');

export interface SigningKey {
  kid: string;
  privateKey: KeyObject;
  jwks: Jwks;
}

export function createSigningKey(): SigningKey {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = randomUUID();
  const jwk = publicKey.export({ format: 'jwk' }) as { n: string; e: string };
  return { kid, privateKey, jwks: { keys: [{ kty: 'RSA', kid, alg: 'RS256', use: 'sig', n: jwk.n, e: jwk.e }] } };
}

/** Signs a Cognito-shaped access token (claims can be overridden to forge bad ones). */
export function signAccessToken(key: SigningKey, claims: Record<string, unknown> = {}): string {
  const now = Math.floor(Date.now() / 1000);
  const payload = {
    sub: 'user-123',
    iss: TEST_ISSUER,
    client_id: TEST_CLIENT_ID,
    token_use: 'access',
    scope: 'openid profile',
    auth_time: now,
    iat: now,
    exp: now + 3600,
    jti: randomUUID(),
    username: 'google_123',
    ...claims,
  };
  const header = { alg: 'RS256', kid: key.kid, typ: 'JWT' };
  const signingInput = `${b64url(JSON.stringify(header))}.${b64url(JSON.stringify(payload))}`;
  const signature = createSign('RSA-SHA256').update(signingInput).sign(key.privateKey);
  return `${signingInput}.${b64url(signature)}`;
}

/** The production verifier configuration, with the test key cached instead of fetched from Cognito. */
export function verifierTrusting(key: SigningKey) {
  const verifier = CognitoJwtVerifier.create({ userPoolId: TEST_USER_POOL_ID, tokenUse: 'access', clientId: TEST_CLIENT_ID });
  verifier.cacheJwks(key.jwks);
  return verifier;
}
