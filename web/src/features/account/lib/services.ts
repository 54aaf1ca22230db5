import type { IDENTITY_PROVIDERS, SignInService } from '@quiz/shared';

/**
 * The services of /connect/{service} and the Cognito identity provider of each: shared's
 * IDENTITY_PROVIDERS, restated so that zod (which shares its module) stays out of the browser
 * bundle; `satisfies` keeps the two equal.
 */
export const SIGN_IN_SERVICES = {
  google: 'Google',
  facebook: 'Facebook',
  apple: 'SignInWithApple',
} as const satisfies typeof IDENTITY_PROVIDERS;

export const SERVICE_NAMES = Object.keys(SIGN_IN_SERVICES) as SignInService[];

export function isSignInService(value: unknown): value is SignInService {
  return typeof value === 'string' && Object.hasOwn(SIGN_IN_SERVICES, value);
}
