import { createSign, generateKeyPairSync } from 'node:crypto';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { authenticate as Authenticate } from '@quiz/functions/lib/auth';
import { startSignInStandIn, type SignInStandIn } from '../../src/local/sign-in';

/** The payload of a JWT, unverified (to look at the claims a test received). */
export function claimsOf(token: string): Record<string, any> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<string, any>;
}

export function headerOf(token: string): Record<string, any> {
  return JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString()) as Record<string, any>;
}

/** A look-alike token: same claims and `kid` as a real one, signed by a key the stand-in never had. */
export function forgeWithAnotherKey(realToken: string): string {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const [header, payload] = realToken.split('.');
  const signature = createSign('RSA-SHA256').update(`${header}.${payload}`).sign(privateKey);
  return `${header}.${payload}.${signature.toString('base64url')}`;
}

/** The functions' environment with the stand-in's keys, as the local runtime sets it. */
export function useStandInForFunctions(jwksUrl: string): void {
  Object.assign(process.env, {
    TABLE_NAME: 'quiz-sign-in-test',
    COGNITO_USER_POOL_ID: 'us-east-1_LocalPool1',
    COGNITO_CLIENT_ID: 'local-web-client',
    LOCAL_JWKS_URL: jwksUrl,
    POWERTOOLS_LOG_LEVEL: 'ERROR',
  });
}

/** Just enough of an API Gateway event for the functions' authenticate(). */
export function bearerEvent(token: string): APIGatewayProxyEventV2 {
  return { headers: { authorization: `Bearer ${token}` } } as unknown as APIGatewayProxyEventV2;
}

/**
 * Starts the stand-in for a web app on 127.0.0.1:`webPort` (and its localhost twin), points the
 * functions at its keys, then loads the functions' `authenticate` (which reads that environment).
 */
export async function startStandInWithFunctions(webPort: number): Promise<{ standIn: SignInStandIn; authenticate: typeof Authenticate }> {
  const standIn = await startSignInStandIn({ webOrigins: [`http://127.0.0.1:${webPort}`, `http://localhost:${webPort}`] });
  useStandInForFunctions(standIn.jwksUrl);
  const { authenticate } = await import('@quiz/functions/lib/auth');
  return { standIn, authenticate };
}
